import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ContractStatus } from "@core/contract-status";
import type { Contract } from "@core/schemas/contracts";
import { call, client } from "./client";
import { contractKeys } from "./query-keys";

export interface ContractFilter {
  q?: string;
  status?: ContractStatus | "all";
}

export async function getContracts(params: ContractFilter, signal?: AbortSignal): Promise<Contract[]> {
  const query = { q: params.q || undefined, status: params.status && params.status !== "all" ? params.status : undefined };
  return (await call(client.GET("/api/contracts", { params: { query }, signal }))).contracts;
}

/** Her contracts, searched and filtered: the career center's tab, and unfiltered (`{}`) the dashboard's widget. */
export const contractsQuery = (params: ContractFilter) =>
  queryOptions({ queryKey: contractKeys.list(params), queryFn: ({ signal }) => getContracts(params, signal) });

export const useContracts = (params: ContractFilter) => useQuery({ ...contractsQuery(params), placeholderData: keepPreviousData });
