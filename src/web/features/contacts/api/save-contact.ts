import { useQueryClient } from "@tanstack/react-query";
import { DEFAULT_PHONE_TYPE } from "@core/phone-types";
import type { Contact, ContactBody } from "@core/schemas/contacts";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import type { ErrorTitle } from "@web/lib/api/mutation-errors";
import { sendOrQueue } from "@web/lib/api/outbox";
import { isLocalRecord } from "@web/lib/api/outbox-rules";
import { contactKeys } from "@web/lib/api/query-keys";
import { updateContactLists } from "./contact-lists";

/** The contact as the screen shows it while it waits in her outbox (decision 051). */
function contactMadeHere(id: string, body: ContactBody, before: Contact | undefined): Contact {
  const now = new Date().toISOString();
  return {
    id,
    name: body.name.trim(),
    role: body.role ?? "",
    unit: body.unit ?? "",
    phone: body.phone ?? "",
    phoneType: body.phoneType ?? DEFAULT_PHONE_TYPE,
    email: body.email ?? "",
    notes: body.notes ?? "",
    createdAt: before?.createdAt ?? now,
    // The version she saw stays until the server gives the new one: a second change offline was made on it too.
    updatedAt: before?.updatedAt ?? now,
  };
}

/**
 * Add or change a contact; with no network it waits in her outbox and shows at once (decision 051). `errorTitle`:
 * the form's words for a failure's toast.
 */
export function useSaveContact({ errorTitle }: { errorTitle?: ErrorTitle } = {}) {
  const queryClient = useQueryClient();
  const cached = (id: string) =>
    queryClient
      .getQueriesData<{ contacts: Contact[] }>({ queryKey: contactKeys.all })
      .flatMap(([, list]) => list?.contacts ?? [])
      .find((c) => c.id === id);
  /** The version of a contact the server has, as she saw it (decision 057); none for one made offline. */
  const seenContact = (id: string) => (isLocalRecord(`contact:${id}`) ? undefined : cached(id)?.updatedAt);
  return useIdempotentMutation({
    mutationFn: ({ id, body }: { id?: string; body: ContactBody }, key) =>
      id
        ? sendOrQueue<Contact>(
            {
              key,
              method: "PATCH",
              path: `/api/contacts/${encodeURIComponent(id)}`,
              body,
              record: `contact:${id}`,
              label: `changes to ${body.name}`,
              seen: seenContact(id),
            },
            (k) => call(client.PATCH("/api/contacts/{id}", { params: { path: { id }, ...idempotencyParams(k) }, body })),
            () => contactMadeHere(id, body, cached(id)),
          )
        : sendOrQueue<Contact>(
            { key, method: "POST", path: "/api/contacts", body, record: `contact:local-${key}`, creates: `local-${key}`, label: `contact ${body.name}` },
            (k) => call(client.POST("/api/contacts", { body, params: idempotencyParams(k) })),
            () => contactMadeHere(`local-${key}`, body, undefined),
          ),
    meta: errorTitle === undefined ? undefined : { errorTitle },
    onSuccess: (contact) => {
      updateContactLists(queryClient, contact.id, contact);
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
