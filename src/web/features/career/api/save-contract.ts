import { useQueryClient } from "@tanstack/react-query";
import type { CreateContractBody } from "@core/schemas/contracts";
import { call, client } from "@web/lib/api/client";
import type { ErrorTitle } from "@web/lib/api/mutation-errors";
import { contractKeys } from "@web/lib/api/query-keys";
import { useSaveMutation } from "@web/lib/api/save-mutation";

/** Adds a contract (once however often Save is pressed), or saves one she edits; `errorTitle` is the form's words for a failure. */
export function useSaveContract({ errorTitle, errorToastMs }: { errorTitle?: ErrorTitle; errorToastMs?: number } = {}) {
  const queryClient = useQueryClient();
  return useSaveMutation({
    create: (body: CreateContractBody, params) => call(client.POST("/api/contracts", { body, params })),
    update: (id, body) => call(client.PATCH("/api/contracts/{id}", { params: { path: { id } }, body })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKeys.all }),
    errorTitle,
    errorToastMs,
  });
}
