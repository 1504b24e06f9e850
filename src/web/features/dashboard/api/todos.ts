import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Todo } from "@core/schemas/todos";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, newIdempotencyKey, useIdempotentMutation } from "@web/lib/api/idempotency";
import { sendOrQueue } from "@web/lib/api/outbox";
import { todoKeys } from "@web/lib/api/query-keys";

export const todosQuery = queryOptions({
  queryKey: todoKeys.all,
  queryFn: async ({ signal }) => (await call(client.GET("/api/todos", { signal }))).todos,
});

export const useTodos = () => useQuery(todosQuery);

/** How a queued change names a to-do in a toast. */
const named = (text: string | undefined) => (text ? `to-do "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"` : "a to-do");

/**
 * Add, tick and delete show at once; a failure puts the list back (the server's list is fetched again) and toasts.
 * With no network each waits in her outbox (decision 051); a to-do added and deleted offline is never sent.
 */
export function useTodoMutations() {
  const queryClient = useQueryClient();
  const set = (update: (list: Todo[]) => Todo[]) => queryClient.setQueryData<Todo[]>(todoKeys.all, (old) => update(old ?? []));
  const settle = () => void queryClient.invalidateQueries({ queryKey: todoKeys.all });
  const textOf = (id: string) => queryClient.getQueryData<Todo[]>(todoKeys.all)?.find((t) => t.id === id)?.text;
  const add = useIdempotentMutation({
    mutationFn: (text: string, key) =>
      sendOrQueue<Todo>(
        { key, method: "POST", path: "/api/todos", body: { text }, record: `todo:local-${key}`, creates: `local-${key}`, label: `adding ${named(text)}` },
        (k) => call(client.POST("/api/todos", { body: { text }, params: idempotencyParams(k) })),
        () => ({ id: `local-${key}`, text: text.trim(), completed: false, createdAt: new Date().toISOString() }),
      ),
    onSuccess: (todo) => set((list) => [todo, ...list]),
    onError: settle,
    meta: { errorTitle: "Failed to add task" },
  });
  const toggle = useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      sendOrQueue<unknown>(
        {
          key: newIdempotencyKey(),
          method: "PATCH",
          path: `/api/todos/${encodeURIComponent(id)}`,
          body: { completed },
          record: `todo:${id}`,
          label: `${completed ? "ticking" : "unticking"} ${named(textOf(id))}`,
        },
        (k) => call(client.PATCH("/api/todos/{id}", { params: { path: { id }, ...idempotencyParams(k) }, body: { completed } })),
        () => null,
      ),
    onMutate: ({ id, completed }) => set((list) => list.map((t) => (t.id === id ? { ...t, completed } : t))),
    onError: settle,
    meta: { errorTitle: "Failed to update task" },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      sendOrQueue<unknown>(
        {
          key: newIdempotencyKey(),
          method: "DELETE",
          path: `/api/todos/${encodeURIComponent(id)}`,
          record: `todo:${id}`,
          label: `deleting ${named(textOf(id))}`,
        },
        (k) => call(client.DELETE("/api/todos/{id}", { params: { path: { id }, ...idempotencyParams(k) } })),
        () => null,
      ),
    onMutate: (id) => set((list) => list.filter((t) => t.id !== id)),
    onError: settle,
    meta: { errorTitle: "Failed to delete task" },
  });
  return { add, toggle, remove };
}
