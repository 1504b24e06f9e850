import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PreferencesResponse } from "@core/schemas/preferences";
import { call, client } from "@web/lib/api-client";

export type Preferences = PreferencesResponse;

/** Read by the signed-in layout (accent colour), the account screen and the formats (use-formats.ts); keep this file free of zod. */
export const preferencesQuery = queryOptions({
  queryKey: ["preferences"],
  queryFn: ({ signal }) => call(client.GET("/api/preferences", { signal })),
  staleTime: 5 * 60_000,
});

export const usePreferences = () => useQuery(preferencesQuery);
