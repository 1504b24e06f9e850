import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { refreshSession } from "@web/lib/api/session";
import { profileQuery } from "@web/lib/api/profile";

const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: "This confirmation link has expired. Please ask for a new one.",
  INVALID_TOKEN: "This confirmation link is not valid. Please ask for a new one.",
  INVALID_USER: "This confirmation link belongs to another account. Sign in to that account to follow it.",
  EMAIL_TAKEN: "Another account started using that address after you asked for the change, so your email stays as it was.",
};

/**
 * The email-change link comes back to /account?emailChanged=1 (with &error=… when
 * it failed): say what happened, show the new address, and tidy the URL.
 */
export function useEmailChangedNotice(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const changed = params.get("emailChanged");
  const error = params.get("error");
  const already = params.get("already");

  useEffect(() => {
    if (!changed || handled.current) return;
    handled.current = true;
    if (already) {
      // The link was opened again after it worked: nothing went wrong.
      notifySuccess("Email already updated", "This link was already used: your email address is already the new one.");
    } else if (error) {
      notifyError("Failed to update email", LINK_ERRORS[error] ?? "This confirmation link did not work. Please ask for a new one.");
    } else {
      void refreshSession();
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      notifySuccess("Email updated", "Use your new address the next time you log in.");
    }
    setParams(
      (p) => {
        p.delete("emailChanged");
        p.delete("error");
        p.delete("already");
        return p;
      },
      { replace: true },
    );
  }, [changed, error, already, queryClient, setParams]);
}
