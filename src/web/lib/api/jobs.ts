import { useQuery } from "@tanstack/react-query";
import type { Job } from "@core/schemas/jobs";
import { call, client } from "@web/lib/api/client";
import { jobKeys } from "@web/lib/api/query-keys";

export async function getJobs(signal?: AbortSignal): Promise<Job[]> {
  return (await call(client.GET("/api/jobs", { signal }))).jobs;
}

/** The career center's jobs, listed with their wage in the Create a Shift dialog. */
export function useJobs() {
  return useQuery({ queryKey: jobKeys.all, queryFn: ({ signal }) => getJobs(signal) });
}
