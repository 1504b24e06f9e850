import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Todo } from "@core/schemas/todos";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, newIdempotencyKey, useIdempotentMutation } from "@web/lib/api/idempotency";
import { sendOrQueue } from "@web/lib/api/outbox";
import { isLocalRecord } from "@web/lib/api/outbox-rules";
import { todoKeys } from "@web/lib/api/query-keys";

export const todosQuery = queryOptions({
  queryKey: todoKeys.all,
  queryFn: async ({ signal }) => (await call(client.GET("/api/todos", { signal }))).todos,
});

export const useTodos = () => useQuery(todosQuery);

/** How a queued change names a to-do in a toast. */
const named = (text: string | undefined) => (text ? `to-do "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"` : "a to-do");

/** To-dos being deleted, as the list showed them before they went from it. */
const removing = new Map<string, Todo | undefined>();

/**
 * Add, tick and delete show at once; a failure puts the list back (the server's list is fetched again) and toasts.
 * With no network each waits in her outbox (decision 051); a to-do added and deleted offline is never sent.
 */
export function useTodoMutations() {
  const queryClient = useQueryClient();
  const set = (update: (list: Todo[]) => Todo[]) => queryClient.setQueryData<Todo[]>(todoKeys.all, (old) => update(old ?? []));
  const settle = () => void queryClient.invalidateQueries({ queryKey: todoKeys.all });
  const cached = (id: string) => queryClient.getQueryData<Todo[]>(todoKeys.all)?.find((t) => t.id === id);
  const textOf = (id: string) => cached(id)?.text;
  /** The version of a to-do the server has, as she saw it (decision 057); none for one made offline. */
  const seenTodo = (id: string) => (isLocalRecord(`todo:${id}`) ? undefined : cached(id)?.updatedAt);
  const add = useIdempotentMutation({
    mutationFn: (text: string, key) =>
      sendOrQueue<Todo>(
        { key, method: "POST", path: "/api/todos", body: { text }, record: `todo:local-${key}`, creates: `local-${key}`, label: `adding ${named(text)}` },
        (k) => call(client.POST("/api/todos", { body: { text }, params: idempotencyParams(k) })),
        () => {
          const now = new Date().toISOString();
          return { id: `local-${key}`, text: text.trim(), completed: false, createdAt: now, updatedAt: now };
        },
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
          seen: seenTodo(id),
        },
        (k) => call(client.PATCH("/api/todos/{id}", { params: { path: { id }, ...idempotencyParams(k) }, body: { completed } })),
        () => null,
      ),
    onMutate: ({ id, completed }) => set((list) => list.map((t) => (t.id === id ? { ...t, completed } : t))),
    onError: settle,
    meta: { errorTitle: "Failed to update task" },
  });
  const remove = useMutation({
    mutationFn: (id: string) => {
      // The list no longer shows it (onMutate runs first): its text and version were kept there.
      const before = removing.get(id);
      removing.delete(id);
      return sendOrQueue<unknown>(
        {
          key: newIdempotencyKey(),
          method: "DELETE",
          path: `/api/todos/${encodeURIComponent(id)}`,
          record: `todo:${id}`,
          label: `deleting ${named(before?.text)}`,
          seen: isLocalRecord(`todo:${id}`) ? undefined : before?.updatedAt,
        },
        (k) => call(client.DELETE("/api/todos/{id}", { params: { path: { id }, ...idempotencyParams(k) } })),
        () => null,
      );
    },
    onMutate: (id) => {
      removing.set(id, cached(id));
      set((list) => list.filter((t) => t.id !== id));
    },
    onError: settle,
    meta: { errorTitle: "Failed to delete task" },
  });
  return { add, toggle, remove };
}
