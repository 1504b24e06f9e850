import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { accountKeys } from "@web/lib/api/query-keys";

/** What her files take of her storage: asked again each time the account screen opens (uploads happen on other screens). */
export const storageQuery = queryOptions({
  queryKey: accountKeys.storage,
  queryFn: ({ signal }) => call(client.GET("/api/account/storage", { signal })),
  staleTime: 0,
});

export const useStorageUsage = () => useQuery(storageQuery);
