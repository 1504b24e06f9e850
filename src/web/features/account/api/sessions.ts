import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionInfo } from "@core/schemas/account";
import { api } from "@web/lib/api-client";

export type { SessionInfo };

export const sessionsQuery = queryOptions({
  queryKey: ["sessions"],
  queryFn: ({ signal }) => api<{ sessions: SessionInfo[] }>("/api/auth/list-sessions", { signal }),
  staleTime: 0,
});

export const useSessions = () => useQuery(sessionsQuery);

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ status: boolean }>("/api/auth/revoke-other-sessions", { method: "POST", body: {} }),
    meta: { errorTitle: "Could not sign out other devices" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
