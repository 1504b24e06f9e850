import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { contractKeys } from "@web/lib/api/query-keys";
import { CAREER_TOAST_MS } from "../career-toast";

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.DELETE("/api/contracts/{id}", { params: { path: { id } } })),
    meta: { errorTitle: "Error", errorToastMs: CAREER_TOAST_MS },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
