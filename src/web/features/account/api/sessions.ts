import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionInfo } from "@core/schemas/account";
import { call, client } from "@web/lib/api/client";
import { accountKeys } from "@web/lib/api/query-keys";

export type { SessionInfo };

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: ({ signal }) => call(client.GET("/api/auth/list-sessions", { signal })),
  staleTime: 0,
});

export const useSessions = () => useQuery(sessionsQuery);

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(client.POST("/api/auth/revoke-other-sessions", { body: {} })),
    meta: { errorTitle: "Could not sign out other devices" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
