import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { payEstimatorKeys } from "@web/lib/api/query-keys";

export const payEstimatorQuery = queryOptions({
  queryKey: payEstimatorKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/pay-estimator", { signal })),
  staleTime: 60_000,
});

/** The estimator's last inputs, kept for the nurse on the server. */
export const usePayEstimatorInputs = () => useQuery(payEstimatorQuery);
