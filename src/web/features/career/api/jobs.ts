import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateJobBody, Job } from "@core/schemas/jobs";
import { api } from "@web/lib/api-client";
import { jobKeys, shiftTypeKeys } from "@web/lib/query-keys";

export { useJobs } from "@web/lib/jobs-query";

export type JobBody = CreateJobBody;

export const createJob = (body: JobBody) => api<Job>("/api/jobs", { method: "POST", body });
export const updateJob = (id: string, body: Partial<JobBody>) => api<Job>(`/api/jobs/${encodeURIComponent(id)}`, { method: "PATCH", body });
export const deleteJob = (id: string) => api<{ id: string }>(`/api/jobs/${encodeURIComponent(id)}`, { method: "DELETE" });

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
