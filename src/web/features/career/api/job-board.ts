import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, client } from "@web/lib/api-client";

export function useJobBoard(q: string) {
  return useQuery({
    queryKey: ["job-board", q] as const,
    queryFn: async ({ signal }) => (await call(client.GET("/api/job-board", { params: { query: { q: q || undefined } }, signal }))).postings,
    placeholderData: keepPreviousData,
  });
}
