import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Contact } from "@core/schemas/contacts";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, newIdempotencyKey } from "@web/lib/api/idempotency";
import { sendOrQueue } from "@web/lib/api/outbox";
import { isLocalRecord } from "@web/lib/api/outbox-rules";
import { contactKeys } from "@web/lib/api/query-keys";
import { updateContactLists } from "./contact-lists";

/** Delete a contact; with no network it waits in her outbox, and one made offline and not yet sent simply goes (decision 051). */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  const cached = (id: string) =>
    queryClient
      .getQueriesData<{ contacts: Contact[] }>({ queryKey: contactKeys.all })
      .flatMap(([, list]) => list?.contacts ?? [])
      .find((c) => c.id === id);
  return useMutation({
    mutationFn: (id: string) =>
      sendOrQueue<unknown>(
        {
          key: newIdempotencyKey(),
          method: "DELETE",
          path: `/api/contacts/${encodeURIComponent(id)}`,
          record: `contact:${id}`,
          label: `deleting ${cached(id)?.name ?? "a contact"}`,
          // Deleting what she saw (decision 057): a contact changed elsewhere meanwhile is kept.
          seen: isLocalRecord(`contact:${id}`) ? undefined : cached(id)?.updatedAt,
        },
        (k) => call(client.DELETE("/api/contacts/{id}", { params: { path: { id }, ...idempotencyParams(k) } })),
        () => null,
      ),
    meta: { errorTitle: "Delete failed" },
    onSuccess: (_data, id) => {
      updateContactLists(queryClient, id, undefined);
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
