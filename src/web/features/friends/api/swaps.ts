import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateSwap } from "@core/schemas/swaps";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import { calendarKeys, colleagueKeys, shiftTypeKeys, swapKeys } from "@web/lib/api/query-keys";

/** Her swap requests, sent and received, newest first (the record is the accepted ones). */
export function useSwaps() {
  return useQuery({
    queryKey: swapKeys.list(),
    queryFn: async ({ signal }) => (await call(client.GET("/api/swaps", { signal }))).swaps,
  });
}

export const askSwap = (body: CreateSwap, idempotencyKey?: string) => call(client.POST("/api/swaps", { body, params: idempotencyParams(idempotencyKey) }));

const answer = (id: string, action: "accept" | "decline" | "cancel") => {
  const byId = { params: { path: { id } } };
  if (action === "accept") return call(client.POST("/api/swaps/{id}/accept", byId));
  if (action === "decline") return call(client.POST("/api/swaps/{id}/decline", byId));
  return call(client.POST("/api/swaps/{id}/cancel", byId));
};

/** A swap answered changes both calendars (and maybe her library): every view of them is read again. */
function useSwapMutation<V, R>(mutationFn: (vars: V, idempotencyKey: string) => Promise<R>, errorTitle: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn,
    meta: { errorTitle },
    onSettled: () =>
      Promise.all([swapKeys.all, colleagueKeys.all, calendarKeys.all, shiftTypeKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useAskSwap = () => useSwapMutation(askSwap, "Could not send the swap request");
export const useAnswerSwap = () =>
  useSwapMutation(({ id, action }: { id: string; action: "accept" | "decline" | "cancel" }) => answer(id, action), "Could not answer the swap request");
