import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api-client";
import { sessionsQuery } from "./sessions";

/** Every other session ends; this one is renewed (a new cookie). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => call(client.POST("/api/auth/change-password", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
