import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { certificationKeys } from "@web/lib/api/query-keys";
import type { PhotoSide } from "./upload-photo";

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, side }: { id: string; side: PhotoSide }) =>
      call(
        side === "front"
          ? client.DELETE("/api/certifications/{id}/front-photo", { params: { path: { id } } })
          : client.DELETE("/api/certifications/{id}/back-photo", { params: { path: { id } } }),
      ),
    meta: { errorTitle: "Photo not removed" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificationKeys.all }),
  });
}
