import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayEstimatorInputs, PayEstimatorResponse } from "@core/schemas/pay-estimator";
import { api } from "@web/lib/api-client";

export const payEstimatorKeys = { all: ["pay-estimator"] as const };

export const payEstimatorQuery = queryOptions({
  queryKey: payEstimatorKeys.all,
  queryFn: ({ signal }) => api<PayEstimatorResponse>("/api/pay-estimator", { signal }),
  staleTime: 60_000,
});

/** The estimator's last inputs, kept for the nurse on the server. */
export const usePayEstimatorInputs = () => useQuery(payEstimatorQuery);

export function useSavePayEstimatorInputs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inputs: PayEstimatorInputs) => api<PayEstimatorResponse>("/api/pay-estimator", { method: "PUT", body: inputs }),
    onSuccess: (saved) => client.setQueryData(payEstimatorKeys.all, saved),
  });
}
