import { useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import { contactKeys } from "@web/lib/api/query-keys";

export function useImportVcf() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (body: { vcf: string; skipDuplicates: boolean }, key) => call(client.POST("/api/contacts/import", { body, params: idempotencyParams(key) })),
    meta: { errorTitle: "Import failed" },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
