import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { jobKeys, shiftTypeKeys } from "@web/lib/api/query-keys";
import { CAREER_TOAST_MS } from "../career-toast";

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.DELETE("/api/jobs/{id}", { params: { path: { id } } })),
    meta: { errorTitle: "Failed to delete job", errorToastMs: CAREER_TOAST_MS },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      // Shift types that used the job lose the link.
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all });
    },
  });
}
