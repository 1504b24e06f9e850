import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { toastMutationError } from "@web/lib/mutation-errors";

/**
 * Answers stay fresh 30 s; client errors (4xx) are not retried. A failed
 * mutation shows the toast its `meta.errorTitle` names, with the server's message.
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
