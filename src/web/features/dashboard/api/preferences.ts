import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PreferencesUpdate } from "@core/schemas/preferences";
import { call, client } from "@web/lib/api-client";
import { preferencesQuery, type Preferences } from "@web/lib/preferences-query";

/**
 * Saves part of the nurse's preferences (layout, quick links, countdown). The
 * screen shows the change at once; a failed save says so (the caller's toast)
 * and keeps what she did on screen, so she can try again.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesUpdate) => call(client.PATCH("/api/preferences", { body })),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: preferencesQuery.queryKey });
      queryClient.setQueryData<Preferences>(preferencesQuery.queryKey, (old) => (old ? ({ ...old, ...body } as Preferences) : old));
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}
