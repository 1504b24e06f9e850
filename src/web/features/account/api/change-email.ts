import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

/** Sends a confirmation link to the new address; the email changes when it is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => api("/api/auth/change-email", { method: "POST", body: { newEmail, callbackURL: "/account?emailChanged=1" } }),
    meta: { errorTitle: "Failed to update email" },
  });
}
