import { useEffect, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { MIN_PASSWORD_LENGTH } from "@core/auth-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { ApiError, call, client, errorMessage } from "@web/lib/api/client";
import { notifySuccess } from "@web/lib/notify";
import { formValues } from "@web/lib/form-values";
import { usePageMeta } from "@web/lib/page-meta";
import { useHydrated } from "@web/lib/hooks/use-hydrated";
import { AuthLayout } from "./auth-layout";
import type { LoginPageState } from "./login-page";

export default function ResetPasswordPage() {
  usePageMeta({ title: "Set a New Password", description: "Choose a new password for your NurseVitals account." });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const hydrated = useHydrated();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  // Without its token the link cannot work: the reset form on /login says so (inline, so nothing covers the page)
  // and asks for a new link, the email typed there.
  useEffect(() => {
    if (!token) {
      const state: LoginPageState = {
        resetProblem: "This link has no reset token: it may have been cut short. Enter your email and we will send you a new one.",
      };
      void navigate("/login", { replace: true, state });
    }
  }, [token, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password = "", confirm = "" } = formValues(event.currentTarget);
    setError("");
    if (password !== confirm) return setError("Passwords don't match");
    if (password.length < MIN_PASSWORD_LENGTH) return setError("Password must be at least 6 characters long");
    setBusy(true);
    try {
      await call(client.POST("/api/auth/reset-password", { body: { token: token ?? "", newPassword: password } }));
      notifySuccess("Password updated successfully!");
      void navigate("/login", { replace: true });
    } catch (e) {
      // The product's two fallbacks: the server answered without saying why, or it was never reached.
      const answered = e instanceof ApiError && e.status > 0;
      setError(errorMessage(e, answered ? "Failed to reset password" : "An error occurred while resetting your password"));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Set a new password" description="Choose a new password for your account.">
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <div className="space-y-2">
          <Label htmlFor="new-password">New password</Label>
          <Input id="new-password" type="password" autoComplete="new-password" required name="password" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm-password">Confirm new password</Label>
          <Input id="confirm-password" type="password" autoComplete="new-password" required name="confirm" />
        </div>
        <Button type="submit" className="w-full" disabled={!hydrated || busy}>
          {busy ? "Updating..." : "Update Password"}
        </Button>
      </form>
    </AuthLayout>
  );
}
