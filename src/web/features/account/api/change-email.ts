import { useMutation } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";

/** Sends a confirmation link to the new address; the email changes when it is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => call(client.POST("/api/auth/change-email", { body: { newEmail, callbackURL: "/account?emailChanged=1" } })),
    meta: { errorTitle: "Failed to update email" },
  });
}
