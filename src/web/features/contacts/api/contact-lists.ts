import type { QueryClient } from "@tanstack/react-query";
import type { Contact } from "@core/schemas/contacts";
import { contactKeys } from "@web/lib/api/query-keys";

type ContactList = { contacts: Contact[] };

/**
 * A contact added, changed or deleted shows at once in every cached list it belongs in (by name, as
 * the server orders them), so a change waiting in her outbox offline is on screen (decision 051).
 */
export function updateContactLists(queryClient: QueryClient, id: string, contact: Contact | undefined): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: contactKeys.all })) {
    const q = typeof query.queryKey[2] === "string" ? query.queryKey[2].toLowerCase() : "";
    queryClient.setQueryData<ContactList>(query.queryKey, (list) => {
      if (!Array.isArray(list?.contacts)) return list;
      const others = list.contacts.filter((c) => c.id !== id);
      const belongs = contact && (!q || `${contact.name} ${contact.role} ${contact.unit}`.toLowerCase().includes(q));
      const contacts = belongs ? [...others, contact].sort((a, b) => a.name.localeCompare(b.name)) : others;
      return { ...list, contacts };
    });
  }
}
