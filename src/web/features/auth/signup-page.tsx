import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { MIN_PASSWORD_LENGTH } from "@core/auth-rules";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { api, errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { usePageMeta } from "@web/lib/page-meta";
import { formValues } from "@web/lib/form-values";
import { setSignedIn, type SessionUser } from "@web/lib/session";
import { useHydrated } from "@web/lib/use-hydrated";
import { AuthLayout, OrDivider, touchTextLink } from "./auth-layout";
import { browserTimeZone } from "./browser-time-zone";
import { GoogleButton } from "./google-button";
import { useRedirectWhenSignedIn } from "./use-redirect-when-signed-in";

export default function SignupPage() {
  usePageMeta({ title: "Sign Up", description: "Create your free NurseVitals account: shift calendar, certification alerts and bedside tools." });
  useRedirectWhenSignedIn("/");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { firstName = "", lastName = "", email = "", password = "", confirm = "" } = formValues(event.currentTarget);
    const form = { firstName, lastName, email, password, confirm };
    if (form.password !== form.confirm) {
      notifyError("Password Mismatch", "Passwords do not match. Please try again.");
      return;
    }
    if (form.password.length < MIN_PASSWORD_LENGTH) {
      notifyError("Password Too Short", "Password must be at least 6 characters long.");
      return;
    }
    setBusy(true);
    try {
      const { user } = await api<{ user: SessionUser }>("/api/auth/sign-up/email", {
        method: "POST",
        body: {
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          password: form.password,
          timezone: browserTimeZone(),
        },
      });
      notifySuccess("Account Created!", "Please check your email to verify your account.");
      // Leave this page before the session changes, or its signed-in redirect (to /) would win.
      void navigate("/dashboard", { replace: true });
      setSignedIn(user);
    } catch (error) {
      notifyError("Signup Failed", errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      description="Join the nurses who keep their vitals in one spot"
      footer={
        <p className="mt-4 text-center text-sm text-slate-700 pointer-coarse:mt-2">
          Already have an account?{" "}
          <Link to="/login" className={`font-medium text-primary hover:underline ${touchTextLink}`}>
            Log in
          </Link>
        </p>
      }
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-2">
            <Label htmlFor="firstName">First name</Label>
            <Input id="firstName" autoComplete="given-name" required maxLength={100} name="firstName" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="lastName">Last name</Label>
            <Input id="lastName" autoComplete="family-name" required maxLength={100} name="lastName" />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
          <Input id="email" type="email" autoComplete="email" required name="email" placeholder="you@hospital.org" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">Password</Label>
          <Input id="password" type="password" autoComplete="new-password" required name="password" aria-describedby="password-hint" />
          <p id="password-hint" className="text-xs text-slate-600">
            At least 6 characters.
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm">Confirm password</Label>
          <Input id="confirm" type="password" autoComplete="new-password" required name="confirm" />
        </div>
        <Button type="submit" className="w-full" disabled={!hydrated || busy}>
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton callbackURL="/dashboard" />
    </AuthLayout>
  );
}
