import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";

/** Answers stay fresh 30 s; client errors (4xx) are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
