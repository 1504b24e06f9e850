import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { call, client, errorMessage } from "@web/lib/api/client";
import { notifyError } from "@web/lib/notify";
import { useHydrated } from "@web/lib/hooks/use-hydrated";
import { OrDivider } from "./auth-layout";
import { browserTimeZone } from "./browser-time-zone";

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z" />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.84 14.11A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.44.35-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.95l3.66-2.84Z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z" />
    </svg>
  );
}

/** Continue with Google: asks the server for the provider's URL and goes there. */
function GoogleButton({ callbackURL }: { callbackURL: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { url } = await call(
        client.POST("/api/auth/sign-in/social", {
          // The zone starts the profile of a nurse whose first sign-in this is.
          body: { provider: "google", callbackURL, errorCallbackURL: "/login", timezone: browserTimeZone() },
        }),
      );
      window.location.assign(url);
    } catch (error) {
      notifyError("Google Sign In Failed", errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="w-full" onClick={() => void start()} disabled={!hydrated || busy}>
      <GoogleLogo /> Continue with Google
    </Button>
  );
}

/**
 * "or" and Continue with Google, below a sign-in form. When the server has no
 * Google client it marks the page's <html data-google-sign-in="off"> (http/static.ts)
 * and both are hidden: the pages are prerendered, so this is decided by the
 * stylesheet, never by a request or a second render.
 */
export function GoogleSignIn({ callbackURL }: { callbackURL: string }) {
  return (
    <div className="[[data-google-sign-in=off]_&]:hidden">
      <OrDivider />
      <GoogleButton callbackURL={callbackURL} />
    </div>
  );
}

/** The provider's error codes, said plainly. */
export function describeOAuthError(code: string): string {
  if (code === "access_denied") return "Google sign-in was cancelled.";
  if (code === "account_not_linked") return "This email already has an account. Log in with your password first.";
  return `Google sign-in did not complete (${code.replace(/_/g, " ")}). Please try again.`;
}
