import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PreferencesResponse, PreferencesUpdate } from "@core/schemas/preferences";
import { call, client } from "./client";
import type { MutationMeta } from "./mutation-errors";
import { preferencesKeys } from "./query-keys";

export type Preferences = PreferencesResponse;

/** Read by the signed-in layout (accent colour), the account screen and the formats (use-formats.ts); keep this file free of zod. */
export const preferencesQuery = queryOptions({
  queryKey: preferencesKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/preferences", { signal })),
  staleTime: 5 * 60_000,
});

export const usePreferences = () => useQuery(preferencesQuery);

export interface SavePreferencesOptions extends MutationMeta {
  /**
   * A failed save leaves the change on screen (the dashboard's layout: she sees
   * what she did and can try again) instead of putting back what is saved.
   */
  keepOnFailure?: boolean;
}

/**
 * Saves part of her preferences (the account's, the dashboard's layout, quick
 * links and countdown, the certification reminders): every screen shows the
 * change at once; a failure toasts through `errorTitle` and puts back what the
 * server has (unless `keepOnFailure`).
 */
export function useSavePreferences({ keepOnFailure = false, ...meta }: SavePreferencesOptions) {
  const queryClient = useQueryClient();
  const key = preferencesQuery.queryKey;
  return useMutation({
    mutationFn: (changes: PreferencesUpdate) => call(client.PATCH("/api/preferences", { body: changes })),
    meta,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { ...before, ...changes } as Preferences);
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (keepOnFailure) return;
      if (context?.before) queryClient.setQueryData(key, context.before);
      // A live preview (the accent colour) may have run ahead of the snapshot: ask the server what is saved.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
