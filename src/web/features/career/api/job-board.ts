import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { JobPosting } from "@core/schemas/job-board";
import { api } from "@web/lib/api-client";

export function useJobBoard(q: string) {
  return useQuery({
    queryKey: ["job-board", q] as const,
    queryFn: async ({ signal }) => (await api<{ postings: JobPosting[] }>(`/api/job-board${q ? `?q=${encodeURIComponent(q)}` : ""}`, { signal })).postings,
    placeholderData: keepPreviousData,
  });
}
