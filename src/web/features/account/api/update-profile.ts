import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "@core/schemas/profile";
import { api } from "@web/lib/api-client";
import { profileQuery, type Profile } from "@web/lib/profile-query";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => api<Profile>("/api/profile", { method: "PATCH", body: changes }),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
