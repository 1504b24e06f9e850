import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractStatus } from "@core/contract-status";
import type { Contract, CreateContractBody } from "@core/schemas/contracts";
import { call, client } from "@web/lib/api-client";

export const contractKeys = {
  all: ["contracts"] as const,
  list: (params: ContractFilter) => ["contracts", "list", params] as const,
};

export interface ContractFilter {
  q?: string;
  status?: ContractStatus | "all";
}

export async function getContracts(params: ContractFilter, signal?: AbortSignal): Promise<Contract[]> {
  const query = { q: params.q || undefined, status: params.status && params.status !== "all" ? params.status : undefined };
  return (await call(client.GET("/api/contracts", { params: { query }, signal }))).contracts;
}

export function useContracts(params: ContractFilter) {
  return useQuery({ queryKey: contractKeys.list(params), queryFn: ({ signal }) => getContracts(params, signal), placeholderData: keepPreviousData });
}

export const createContract = (body: CreateContractBody) => call(client.POST("/api/contracts", { body }));
export const updateContract = (id: string, body: CreateContractBody) => call(client.PATCH("/api/contracts/{id}", { params: { path: { id } }, body }));
export const deleteContract = (id: string) => call(client.DELETE("/api/contracts/{id}", { params: { path: { id } } }));

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
