import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { jobBoardKeys } from "@web/lib/api/query-keys";

export function useJobBoard(q: string, savedOnly = false) {
  return useQuery({
    queryKey: jobBoardKeys.list(q, savedOnly),
    queryFn: async ({ signal }) =>
      (await call(client.GET("/api/job-board", { params: { query: { q: q || undefined, saved: savedOnly ? "true" : undefined } }, signal }))).postings,
    placeholderData: keepPreviousData,
  });
}
