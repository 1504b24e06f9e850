import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractStatus } from "@core/contract-status";
import type { Contract, CreateContractBody } from "@core/schemas/contracts";
import { api } from "@web/lib/api-client";

export const contractKeys = {
  all: ["contracts"] as const,
  list: (params: ContractFilter) => ["contracts", "list", params] as const,
};

export interface ContractFilter {
  q?: string;
  status?: ContractStatus | "all";
}

export async function getContracts(params: ContractFilter, signal?: AbortSignal): Promise<Contract[]> {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.status && params.status !== "all") search.set("status", params.status);
  return (await api<{ contracts: Contract[] }>(`/api/contracts${search.size ? `?${search}` : ""}`, { signal })).contracts;
}

export function useContracts(params: ContractFilter) {
  return useQuery({ queryKey: contractKeys.list(params), queryFn: ({ signal }) => getContracts(params, signal), placeholderData: keepPreviousData });
}

export const createContract = (body: CreateContractBody) => api<Contract>("/api/contracts", { method: "POST", body });
export const updateContract = (id: string, body: CreateContractBody) => api<Contract>(`/api/contracts/${encodeURIComponent(id)}`, { method: "PATCH", body });
export const deleteContract = (id: string) => api<{ id: string }>(`/api/contracts/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateContractBody }) => (id ? updateContract(id, body) : createContract(body)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
