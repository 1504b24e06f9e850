import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { sessionsQuery } from "./sessions";

/** Every other session ends; this one is renewed (a new cookie). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => call(client.POST("/api/auth/change-password", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
    // A wrong current password is said under its field (the form shows the server's field messages); anything else is toasted.
    meta: { errorTitle: "Password not changed", errorFieldsShown: true },
  });
}
