import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PreferencesUpdate } from "@core/schemas/preferences";
import { call, client } from "@web/lib/api-client";
import { preferencesQuery, type Preferences } from "@web/lib/preferences-query";

/** Saves at once and shows the change before the server answers (undone if it refuses). */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferencesUpdate) => call(client.PATCH("/api/preferences", { body: changes })),
    meta: { errorTitle: "Preferences not saved" },
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: preferencesQuery.queryKey });
      const before = queryClient.getQueryData(preferencesQuery.queryKey);
      if (before) queryClient.setQueryData(preferencesQuery.queryKey, { ...before, ...changes } as Preferences);
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(preferencesQuery.queryKey, context.before);
      // A live preview may have run ahead of the snapshot: ask the server what is saved.
      void queryClient.invalidateQueries({ queryKey: preferencesQuery.queryKey });
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}
