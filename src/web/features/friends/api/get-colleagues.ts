import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Colleague } from "@core/schemas/colleagues";
import { call, client } from "@web/lib/api/client";
import { colleagueKeys } from "@web/lib/api/query-keys";

export async function getColleagues(signal?: AbortSignal): Promise<Colleague[]> {
  return (await call(client.GET("/api/colleagues", { signal }))).colleagues;
}

export const colleaguesQueryOptions = () => queryOptions({ queryKey: colleagueKeys.list(), queryFn: ({ signal }) => getColleagues(signal) });

/** The addresses she blocked, newest first. */
export function useBlockedAddresses() {
  return useQuery({
    queryKey: colleagueKeys.blocks(),
    queryFn: async ({ signal }) => (await call(client.GET("/api/colleagues/blocks", { signal }))).blocks,
  });
}

/** Her network: connected colleagues, her invitations, invitations waiting for her answer. */
export function useColleagues() {
  return useQuery(colleaguesQueryOptions());
}
