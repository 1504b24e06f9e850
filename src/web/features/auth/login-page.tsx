import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { safeRedirectPath } from "@core/app-routes";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { call, client, errorMessage } from "@web/lib/api/client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { usePageMeta } from "@web/lib/page-meta";
import { formValues } from "@web/lib/form-values";
import type { SessionUser } from "@core/session-user";
import { readRememberedEmail, rememberEmail, setSharedComputer } from "@web/lib/local-state";
import { setSignedIn } from "@web/lib/api/session";
import { useHydrated } from "@web/lib/hooks/use-hydrated";
import { AuthLayout, touchTextLink } from "./auth-layout";
import { describeOAuthError, GoogleSignIn } from "./google-button";
import { useRedirectWhenSignedIn } from "./use-redirect-when-signed-in";

/** What /login is asked to open with: the reset form after a reset link without its token (reset-password-page.tsx). */
export interface LoginPageState {
  from?: string;
  resetProblem?: string;
}

export default function LoginPage() {
  const location = useLocation();
  const state = location.state as LoginPageState | null;
  // The reset form opens with the email typed on the login form, so it is not typed twice.
  const [resetting, setResetting] = useState<{ email: string; problem?: string } | null>(
    state?.resetProblem ? { email: "", problem: state.resetProblem } : null,
  );
  usePageMeta({
    title: resetting ? "Reset Password" : "Log In",
    description: "Log in to NurseVitals: your shifts, certifications and career in one spot.",
  });
  const [params, setParams] = useSearchParams();
  // Where the guard stopped the nurse, to return there after signing in: judged once, here, by the core rule.
  const from = safeRedirectPath(state?.from ?? params.get("next"));
  useRedirectWhenSignedIn(from);

  // Google's failures come back as ?error=, a failed email-confirmation link as ?emailLink= (routes/auth.ts).
  const oauthError = params.get("error");
  const emailLinkError = params.get("emailLink");
  useEffect(() => {
    if (!oauthError && !emailLinkError) return;
    if (oauthError) notifyError("Google Sign In Failed", describeOAuthError(oauthError));
    // The link confirms and never signs in (routes/auth.ts): she logs in herself, or goes on if she already is.
    if (emailLinkError === "CONFIRMED") notifySuccess("Email Confirmed", "Your email address is confirmed.");
    else if (emailLinkError) notifyError("Email Not Confirmed", describeEmailLinkError(emailLinkError));
    setParams(
      (p) => {
        p.delete("error");
        p.delete("emailLink");
        return p;
      },
      { replace: true },
    );
  }, [oauthError, emailLinkError, setParams]);

  return resetting ? (
    <ResetRequestForm email={resetting.email} problem={resetting.problem} onBack={() => setResetting(null)} />
  ) : (
    <LoginForm from={from} onForgot={(email) => setResetting({ email })} />
  );
}

function describeEmailLinkError(code: string): string {
  if (code === "TOKEN_EXPIRED") return "This confirmation link has expired (links last 24 hours). Your account works as before.";
  if (code === "SERVER_ERROR") return "This confirmation link could not be checked just now. Please open it again in a moment.";
  return "This confirmation link is not valid. Your account works as before.";
}

function LoginForm({ from, onForgot }: { from: string; onForgot: (email: string) => void }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const rememberInput = useRef<HTMLInputElement>(null);

  // Storage is read after hydration (the prerendered form has no email in it), and never over what was typed.
  useEffect(() => {
    const saved = readRememberedEmail();
    if (saved && emailInput.current && rememberInput.current && !emailInput.current.value) {
      emailInput.current.value = saved;
      rememberInput.current.checked = true;
    }
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = "", password = "", remember, shared } = formValues(event.currentTarget);
    setBusy(true);
    let user: SessionUser;
    try {
      ({ user } = await call(client.POST("/api/auth/sign-in/email", { body: { email, password, rememberMe: remember === "on" } })));
    } catch (error) {
      notifyError("Login Failed", errorMessage(error));
      setBusy(false);
      return;
    }
    // Signed in: whatever happens next is not a failed login.
    rememberEmail(remember === "on" ? email.trim() : null);
    // A shared computer keeps nothing of hers: no offline store, no queued changes (decision 051).
    setSharedComputer(shared === "on");
    notifySuccess("Welcome back!", "You have been logged in successfully.");
    void navigate(from, { replace: true });
    setSignedIn(user, { fresh: true });
  };

  return (
    <AuthLayout
      title="Welcome back"
      description="Log in to your NurseVitals account"
      footer={
        <p className="mt-4 text-center text-sm text-slate-700 pointer-coarse:mt-2">
          Don&apos;t have an account?{" "}
          <Link to="/signup" className={`font-medium text-primary hover:underline ${touchTextLink}`}>
            Sign up
          </Link>
        </p>
      }
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
          <Input ref={emailInput} id="email" name="email" type="email" autoComplete="email" required placeholder="you@hospital.org" />
        </div>
        <div className="space-y-2">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">Password</Label>
            {/* On a touch screen its 44 px reach into the gaps above and below, so the row barely grows. */}
            <button
              type="button"
              onClick={() => onForgot(emailInput.current?.value.trim() ?? "")}
              disabled={!hydrated}
              className={`font-medium text-primary hover:underline pointer-coarse:-my-2 ${touchTextLink}`}
            >
              Forgot password?
            </button>
          </div>
          <Input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox ref={rememberInput} id="remember" name="remember" />
          <Label htmlFor="remember" className="font-normal">
            Remember me
          </Label>
        </div>
        <div className="flex items-start gap-2">
          {/* Ticked, Google's sign-in keeps nothing either: the choice is kept as she makes it. */}
          <Checkbox id="shared" name="shared" aria-describedby="shared-hint" onChange={(e) => setSharedComputer(e.currentTarget.checked)} />
          <div>
            <Label htmlFor="shared" className="font-normal">
              This is a shared computer
            </Label>
            <p id="shared-hint" className="text-xs text-slate-600">
              Nothing is kept on this device for offline use.
            </p>
          </div>
        </div>
        {/* A plain button here, not SubmitButton: /login's first load is at its 100 KB budget. */}
        <Button type="submit" className="w-full" disabled={!hydrated || busy}>
          {busy ? "Logging in..." : "Log In"}
        </Button>
      </form>
      <GoogleSignIn callbackURL={from} />
    </AuthLayout>
  );
}

function ResetRequestForm({ email, problem, onBack }: { email: string; problem?: string; onBack: () => void }) {
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = "" } = formValues(event.currentTarget);
    if (!email.trim()) {
      notifyError("Email Required", "Please enter your email address to reset your password.");
      return;
    }
    setBusy(true);
    try {
      await call(client.POST("/api/auth/request-password-reset", { body: { email } }));
      notifySuccess("Reset Email Sent", "Check your email for password reset instructions.");
      onBack();
    } catch (error) {
      notifyError("Reset Failed", errorMessage(error, "Failed to send reset email"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Reset your password" description="Enter your email and we will send you a link to choose a new password.">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {problem && (
          <Alert>
            <p className="font-semibold">Invalid reset link</p>
            <p>{problem}</p>
          </Alert>
        )}
        <div className="space-y-2">
          <Label htmlFor="reset-email">Email</Label>
          <Input id="reset-email" name="email" type="email" autoComplete="email" placeholder="you@hospital.org" defaultValue={email} />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onBack}>
          Back to Login
        </Button>
      </form>
    </AuthLayout>
  );
}
