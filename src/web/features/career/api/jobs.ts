import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateJobBody } from "@core/schemas/jobs";
import { call, client } from "@web/lib/api-client";
import { jobKeys, shiftTypeKeys } from "@web/lib/query-keys";

export { useJobs } from "@web/lib/jobs-query";

export type JobBody = CreateJobBody;

export const createJob = (body: JobBody) => call(client.POST("/api/jobs", { body }));
export const updateJob = (id: string, body: Partial<JobBody>) => call(client.PATCH("/api/jobs/{id}", { params: { path: { id } }, body }));
export const deleteJob = (id: string) => call(client.DELETE("/api/jobs/{id}", { params: { path: { id } } }));

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: JobBody }) => (id ? updateJob(id, body) : createJob(body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all });
    },
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteJob(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      // Shift types that used the job lose the link.
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all });
    },
  });
}
