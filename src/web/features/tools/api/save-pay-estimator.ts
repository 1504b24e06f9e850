import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayEstimatorInputs } from "@core/schemas/pay-estimator";
import { call, client } from "@web/lib/api/client";
import { payEstimatorKeys } from "@web/lib/api/query-keys";

export function useSavePayEstimatorInputs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: PayEstimatorInputs) => call(client.PUT("/api/pay-estimator", { body: inputs })),
    onSuccess: (saved) => queryClient.setQueryData(payEstimatorKeys.all, saved),
  });
}
