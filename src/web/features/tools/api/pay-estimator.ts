import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayEstimatorInputs } from "@core/schemas/pay-estimator";
import { call, client } from "@web/lib/api-client";

export const payEstimatorKeys = { all: ["pay-estimator"] as const };

export const payEstimatorQuery = queryOptions({
  queryKey: payEstimatorKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/pay-estimator", { signal })),
  staleTime: 60_000,
});

/** The estimator's last inputs, kept for the nurse on the server. */
export const usePayEstimatorInputs = () => useQuery(payEstimatorQuery);

export function useSavePayEstimatorInputs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: PayEstimatorInputs) => call(client.PUT("/api/pay-estimator", { body: inputs })),
    onSuccess: (saved) => queryClient.setQueryData(payEstimatorKeys.all, saved),
  });
}
