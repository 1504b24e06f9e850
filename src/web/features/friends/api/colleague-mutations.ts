import { useQueryClient } from "@tanstack/react-query";
import type { InviteColleague, UpdateColleague } from "@core/schemas/colleagues";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import { colleagueKeys } from "@web/lib/api/query-keys";

const byId = (id: string) => ({ params: { path: { id } } });

export const inviteColleague = (body: InviteColleague, idempotencyKey?: string) =>
  call(client.POST("/api/colleagues", { body, params: idempotencyParams(idempotencyKey) }));
export const updateColleague = (id: string, body: UpdateColleague) => call(client.PATCH("/api/colleagues/{id}", { ...byId(id), body }));
export const acceptInvitation = (id: string) => call(client.POST("/api/colleagues/{id}/accept", byId(id)));
export const declineInvitation = (id: string) => call(client.POST("/api/colleagues/{id}/decline", byId(id)));
export const removeColleague = (id: string) => call(client.DELETE("/api/colleagues/{id}", byId(id)));
export const blockAddress = (email: string, idempotencyKey?: string) =>
  call(client.POST("/api/colleagues/blocks", { body: { email }, params: idempotencyParams(idempotencyKey) }));
export const unblockAddress = (id: string) => call(client.DELETE("/api/colleagues/blocks/{id}", byId(id)));

/** Every change to the network may change whose shifts show: both are read again. */
function useNetworkMutation<V, R>(mutationFn: (vars: V, idempotencyKey: string) => Promise<R>, errorTitle: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn,
    meta: { errorTitle },
    onSettled: () => queryClient.invalidateQueries({ queryKey: colleagueKeys.all }),
  });
}

export const useInviteColleague = () => useNetworkMutation(inviteColleague, "Could not invite the colleague");
export const useUpdateColleague = () =>
  useNetworkMutation(({ id, body }: { id: string; body: UpdateColleague }) => updateColleague(id, body), "Could not save the colleague");
export const useAcceptInvitation = () => useNetworkMutation((id: string) => acceptInvitation(id), "Could not accept the invitation");
export const useDeclineInvitation = () => useNetworkMutation((id: string) => declineInvitation(id), "Could not decline the invitation");
export const useRemoveColleague = () => useNetworkMutation((id: string) => removeColleague(id), "Could not remove the colleague");
export const useBlockAddress = () => useNetworkMutation(blockAddress, "Could not block the address");
export const useUnblockAddress = () => useNetworkMutation((id: string) => unblockAddress(id), "Could not unblock the address");
