import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api/client";
import { toastMutationError } from "@web/lib/api/mutation-errors";

/**
 * Answers stay fresh 30 s; client errors (4xx) are not retried. A failed
 * mutation shows the toast its `meta.errorTitle` names, with the server's message.
 * Offline, a change is not held back by the query client (she would see "Saving…"):
 * it runs at once; the changes the phone app keeps for later (a shift, a note) go to
 * her outbox and say "Waiting to sync", every other one fails and the toast says she
 * is offline and nothing was saved (decision 051). Reads wait for the network, showing
 * what this phone saved meanwhile.
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation.meta),
  }),
  defaultOptions: {
    mutations: { networkMode: "always" },
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
