import { queryOptions } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { resumeKeys } from "@web/lib/api/query-keys";

export const resumeQuery = queryOptions({
  queryKey: resumeKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/resume", { signal })),
});
