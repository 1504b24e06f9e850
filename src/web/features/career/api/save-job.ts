import { useQueryClient } from "@tanstack/react-query";
import type { CreateJobBody } from "@core/schemas/jobs";
import { call, client } from "@web/lib/api/client";
import type { ErrorTitle } from "@web/lib/api/mutation-errors";
import { jobKeys, shiftTypeKeys } from "@web/lib/api/query-keys";
import { useSaveMutation } from "@web/lib/api/save-mutation";

export type JobBody = CreateJobBody;

/** Adds a job (once however often Save is pressed), or saves one she edits; the shift library shows its wage. `errorTitle`: the form's words for a failure. */
export function useSaveJob({ errorTitle, errorToastMs }: { errorTitle?: ErrorTitle; errorToastMs?: number } = {}) {
  const queryClient = useQueryClient();
  return useSaveMutation({
    create: (body: JobBody, params) => call(client.POST("/api/jobs", { body, params })),
    update: (id, body) => call(client.PATCH("/api/jobs/{id}", { params: { path: { id } }, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all });
    },
    errorTitle,
    errorToastMs,
  });
}
