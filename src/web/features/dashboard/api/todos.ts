import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Todo } from "@core/schemas/todos";
import { call, client } from "@web/lib/api-client";

export const todoKeys = { all: ["todos"] as const };

export const todosQuery = queryOptions({
  queryKey: todoKeys.all,
  queryFn: async ({ signal }) => (await call(client.GET("/api/todos", { signal }))).todos,
});

export const useTodos = () => useQuery(todosQuery);

/** Add, tick and delete show at once; a failure puts the list back (the server's list is fetched again) and toasts. */
export function useTodoMutations() {
  const queryClient = useQueryClient();
  const set = (update: (list: Todo[]) => Todo[]) => queryClient.setQueryData<Todo[]>(todoKeys.all, (old) => update(old ?? []));
  const settle = () => void queryClient.invalidateQueries({ queryKey: todoKeys.all });
  const add = useMutation({
    mutationFn: (text: string) => call(client.POST("/api/todos", { body: { text } })),
    onSuccess: (todo) => set((list) => [todo, ...list]),
    onError: settle,
    meta: { errorTitle: "Failed to add task" },
  });
  const toggle = useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      call(client.PATCH("/api/todos/{id}", { params: { path: { id } }, body: { completed } })),
    onMutate: ({ id, completed }) => set((list) => list.map((t) => (t.id === id ? { ...t, completed } : t))),
    onError: settle,
    meta: { errorTitle: "Failed to update task" },
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(client.DELETE("/api/todos/{id}", { params: { path: { id } } })),
    onMutate: (id) => set((list) => list.filter((t) => t.id !== id)),
    onError: settle,
    meta: { errorTitle: "Failed to delete task" },
  });
  return { add, toggle, remove };
}
