import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { MIN_PASSWORD_LENGTH } from "@core/auth-rules";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { ApiError, call, client, errorMessage } from "@web/lib/api/client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { usePageMeta } from "@web/lib/page-meta";
import { formValues } from "@web/lib/form-values";
import { setSignedIn } from "@web/lib/api/session";
import { useHydrated } from "@web/lib/hooks/use-hydrated";
import { AuthLayout, touchTextLink } from "./auth-layout";
import { browserTimeZone } from "./browser-time-zone";
import { GoogleSignIn } from "./google-button";
import { useRedirectWhenSignedIn } from "./use-redirect-when-signed-in";

type Field = "firstName" | "lastName" | "email" | "password" | "confirm";
const FIELD_ORDER: Field[] = ["firstName", "lastName", "email", "password", "confirm"];
type FieldErrors = Partial<Record<Field, string>>;

// The server's words (core/schemas/auth.ts) for what the browser can already tell.
const REQUIRED: Record<Field, string> = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter your email address.",
  password: "Please enter a password.",
  confirm: "Please type your password again.",
};
const MISMATCH = "Passwords do not match. Please try again.";
const TOO_SHORT = "Password must be at least 6 characters long.";

/** What is wrong with the form before it is sent (empty fields, an address that is not one, the product's two password rules). */
function checkSignUp(form: HTMLFormElement, values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) if (!values[field].trim()) errors[field] = REQUIRED[field];
  const email = form.elements.namedItem("email");
  if (!errors.email && email instanceof HTMLInputElement && email.validity.typeMismatch) errors.email = "Please enter a valid email address.";
  if (values.password && values.confirm && values.password !== values.confirm) errors.confirm = MISMATCH;
  else if (values.password && values.password.length < MIN_PASSWORD_LENGTH) errors.password = TOO_SHORT;
  return errors;
}

/** The field a server refusal is about (its `fields`, or the code of an address already in use). */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) if (error.fields[field]) errors[field] = error.fields[field];
  if (error.code.startsWith("user_already_exists")) errors.email = error.message;
  return errors;
}

export default function SignupPage() {
  usePageMeta({ title: "Sign Up", description: "Create your free NurseVitals account: shift calendar, certification alerts and bedside tools." });
  useRedirectWhenSignedIn("/");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Each message sits by its field; focus goes to the first, so a screen reader reads it with the field's name. */
  const showErrors = (form: HTMLFormElement, next: FieldErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    const input = first && form.elements.namedItem(first);
    if (input instanceof HTMLInputElement) input.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const { firstName = "", lastName = "", email = "", password = "", confirm = "" } = formValues(target);
    const form = { firstName, lastName, email, password, confirm };
    const problems = checkSignUp(target, form);
    // The product's toasts stay; the same words also sit by the field, where they do not vanish.
    if (problems.confirm === MISMATCH) notifyError("Password Mismatch", MISMATCH);
    else if (problems.password === TOO_SHORT) notifyError("Password Too Short", TOO_SHORT);
    if (Object.keys(problems).length > 0) return showErrors(target, problems);
    setErrors({});
    setBusy(true);
    try {
      const { user } = await call(
        client.POST("/api/auth/sign-up/email", {
          body: {
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            password: form.password,
            timezone: browserTimeZone(),
          },
        }),
      );
      notifySuccess("Account Created!", "Please check your email to verify your account.");
      // Leave this page before the session changes, or its signed-in redirect (to /) would win.
      void navigate("/dashboard", { replace: true });
      setSignedIn(user, { fresh: true });
    } catch (error) {
      notifyError("Signup Failed", errorMessage(error));
      showErrors(target, serverFieldErrors(error));
      setBusy(false);
    }
  };

  /** A field's message goes once the nurse changes that field. */
  const clearError = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as Field;
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const invalid = (field: Field) => ({
    "aria-invalid": errors[field] ? true : undefined,
    // The password's hint gives way to its message (they say the same thing).
    "aria-describedby": errors[field] ? `${field}-error` : field === "password" ? "password-hint" : undefined,
  });

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
      <form onSubmit={(e) => void submit(e)} onInput={clearError} noValidate className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-2">
            <Label htmlFor="firstName">First name</Label>
            <Input id="firstName" autoComplete="given-name" required maxLength={100} name="firstName" {...invalid("firstName")} />
            <FieldError id="firstName-error" message={errors.firstName} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="lastName">Last name</Label>
            <Input id="lastName" autoComplete="family-name" required maxLength={100} name="lastName" {...invalid("lastName")} />
            <FieldError id="lastName-error" message={errors.lastName} />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
          <Input id="email" type="email" autoComplete="email" required name="email" placeholder="you@hospital.org" {...invalid("email")} />
          <FieldError id="email-error" message={errors.email} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">Password</Label>
          <Input id="password" type="password" autoComplete="new-password" required name="password" {...invalid("password")} />
          {errors.password ? (
            <FieldError id="password-error" message={errors.password} />
          ) : (
            <p id="password-hint" className="text-xs text-slate-600">
              At least 6 characters.
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm">Confirm password</Label>
          <Input id="confirm" type="password" autoComplete="new-password" required name="confirm" {...invalid("confirm")} />
          <FieldError id="confirm-error" message={errors.confirm} />
        </div>
        <Button type="submit" className="w-full" disabled={!hydrated || busy}>
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
      <GoogleSignIn callbackURL="/dashboard" />
    </AuthLayout>
  );
}
