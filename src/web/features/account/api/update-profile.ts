import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "@core/schemas/profile";
import { call, client } from "@web/lib/api/client";
import { profileQuery } from "@web/lib/api/profile";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => call(client.PATCH("/api/profile", { body: changes })),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
