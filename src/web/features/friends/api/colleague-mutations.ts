import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Colleague, InviteColleague, UpdateColleague } from "@core/schemas/colleagues";
import { api } from "@web/lib/api-client";
import { colleagueKeys } from "./colleague-keys";

const path = (id: string) => `/api/colleagues/${encodeURIComponent(id)}`;

export const inviteColleague = (body: InviteColleague) => api<Colleague>("/api/colleagues", { method: "POST", body });
export const updateColleague = (id: string, body: UpdateColleague) => api<Colleague>(path(id), { method: "PATCH", body });
export const acceptInvitation = (id: string) => api<Colleague>(`${path(id)}/accept`, { method: "POST" });
export const declineInvitation = (id: string) => api<{ id: string }>(`${path(id)}/decline`, { method: "POST" });
export const removeColleague = (id: string) => api<{ id: string }>(path(id), { method: "DELETE" });
export const blockAddress = (email: string) => api<{ email: string }>("/api/colleagues/blocks", { method: "POST", body: { email } });

/** Every change to the network may change whose shifts show: both are read again. */
function useNetworkMutation<V, R>(mutationFn: (vars: V) => Promise<R>, errorTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorTitle },
    onSettled: () => queryClient.invalidateQueries({ queryKey: colleagueKeys.all }),
  });
}

export const useInviteColleague = () => useNetworkMutation(inviteColleague, "Could not invite the colleague");
export const useUpdateColleague = () => useNetworkMutation(({ id, body }: { id: string; body: UpdateColleague }) => updateColleague(id, body), "Could not save the colleague");
export const useAcceptInvitation = () => useNetworkMutation(acceptInvitation, "Could not accept the invitation");
export const useDeclineInvitation = () => useNetworkMutation(declineInvitation, "Could not decline the invitation");
export const useRemoveColleague = () => useNetworkMutation(removeColleague, "Could not remove the colleague");
export const useBlockAddress = () => useNetworkMutation(blockAddress, "Could not block the address");
