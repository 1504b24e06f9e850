import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { jobBoardKeys } from "@web/lib/api/query-keys";
import { CAREER_TOAST_MS } from "../career-toast";

/** Saves a posting for later, or takes it off her saved ones. */
export function useSavePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      call(
        saved
          ? client.PUT("/api/job-board/{id}/saved", { params: { path: { id } } })
          : client.DELETE("/api/job-board/{id}/saved", { params: { path: { id } } }),
      ),
    meta: { errorTitle: "Error", errorToastMs: CAREER_TOAST_MS },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jobBoardKeys.all }),
  });
}
