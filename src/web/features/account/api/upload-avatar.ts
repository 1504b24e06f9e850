import { useMutation, useQueryClient } from "@tanstack/react-query";
import { upload } from "@web/lib/api/client";
import { profileQuery } from "@web/lib/api/profile";
import { storageQuery } from "./storage";

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return upload("/api/profile/avatar", form);
    },
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData(profileQuery.queryKey, (profile) => (profile ? { ...profile, avatarUrl } : profile));
      // Her new photo replaced the old one in her storage.
      void queryClient.invalidateQueries({ queryKey: storageQuery.queryKey });
    },
  });
}
