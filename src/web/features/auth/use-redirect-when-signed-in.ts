import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useSession } from "@web/lib/api/session";

/**
 * A public sign-in page sends a nurse who arrives already signed in elsewhere.
 * Decided once, from the first answer: signing in on this very page does not
 * count (that page navigates by itself).
 */
export function useRedirectWhenSignedIn(to: string): void {
  const session = useSession();
  const navigate = useNavigate();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || session.status === "unknown" || session.status === "loading") return;
    decided.current = true;
    if (session.status === "signed-in") void navigate(to, { replace: true });
  }, [session.status, navigate, to]);
}
