import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactBody } from "@core/schemas/contacts";
import { call, client } from "@web/lib/api-client";

/** Every call of the Contacts screen, in one place. */
export const contactKeys = { all: ["contacts"] as const, list: (q: string) => ["contacts", "list", q] as const };

export const contactsQuery = (q: string) =>
  queryOptions({
    queryKey: contactKeys.list(q),
    queryFn: ({ signal }) => call(client.GET("/api/contacts", { params: { query: q ? { q } : {} }, signal })),
    placeholderData: keepPreviousData,
  });
export const useContacts = (q: string) => useQuery(contactsQuery(q));

/** The vCard of one contact (a download link). */
export const vcardUrl = (id: string) => `/api/contacts/${encodeURIComponent(id)}/vcard`;

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ContactBody }) =>
      id ? call(client.PATCH("/api/contacts/{id}", { params: { path: { id } }, body })) : call(client.POST("/api/contacts", { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.DELETE("/api/contacts/{id}", { params: { path: { id } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useImportVcf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vcf: string) => call(client.POST("/api/contacts/import", { body: { vcf } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
