import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { contactKeys } from "@web/lib/api/query-keys";

export const contactsQuery = (q: string) =>
  queryOptions({
    queryKey: contactKeys.list(q),
    queryFn: ({ signal }) => call(client.GET("/api/contacts", { params: { query: q ? { q } : {} }, signal })),
    placeholderData: keepPreviousData,
  });
export const useContacts = (q: string) => useQuery(contactsQuery(q));
