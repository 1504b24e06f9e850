import { KeyRound, Laptop, Smartphone } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { changePasswordBody } from "@core/schemas/auth";
import { SubmitButton } from "@web/components/form-buttons";
import { describeLastUse } from "@core/device";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { FormField } from "@web/components/ui/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api/client";
import { showServerFieldErrors } from "@web/lib/form-errors";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifySuccess } from "@web/lib/notify";
import { timeAgo } from "@core/relative-time";
import { useChangePassword } from "../api/change-password";
import { useSessions, useSignOutOtherDevices, type SessionInfo } from "../api/sessions";

type PasswordValues = z.input<typeof changePasswordBody> & { confirm: string };
type PasswordParsed = z.output<typeof changePasswordBody>;
type PasswordField = keyof PasswordValues;

// The server's own schema, loaded on the first focus or submit (zod stays off the page's first load).
const validation = lazyZodResolver<PasswordValues, PasswordParsed>(() => import("@core/schemas/auth").then((m) => m.changePasswordBody));
const MISMATCH = "Passwords do not match.";

function ChangePasswordForm() {
  const empty = { currentPassword: "", newPassword: "", confirm: "" };
  const { register, handleSubmit, getValues, setError, reset, formState } = useForm<PasswordValues, unknown, PasswordParsed>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const errors = formState.errors;
  const change = useChangePassword();

  /** The second password typed the same: a check the schema cannot make (decision 050). */
  const mismatched = () => {
    const { newPassword, confirm } = getValues();
    if (newPassword === confirm) return false;
    setError("confirm", { message: MISMATCH });
    return true;
  };
  const submit = handleSubmit(
    (body) => {
      if (mismatched()) return;
      change.mutate(body, {
        onSuccess: () => {
          reset(empty);
          notifySuccess("Password changed", "Your other devices have been signed out.");
        },
        onError: (error) => showServerFieldErrors(error, setError),
      });
    },
    (found) => {
      if (!found.newPassword) mismatched();
    },
  );

  const field = (name: PasswordField, label: string, autoComplete: string) => {
    const message = errors[name]?.message;
    return (
      <FormField id={`password-${name}`} label={label} error={message}>
        <Input
          id={`password-${name}`}
          type="password"
          autoComplete={autoComplete}
          {...register(name)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `password-${name}-error` : undefined}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} onFocus={() => void validation.preload()} noValidate className="space-y-4" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4 text-primary" aria-hidden /> Change password
      </h3>
      {field("currentPassword", "Current password", "current-password")}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("newPassword", "New password", "new-password")}
        {field("confirm", "Confirm new password", "new-password")}
      </div>
      <p className="text-xs text-slate-600">At least 6 characters. Changing it signs you out on your other devices.</p>
      <SubmitButton pending={change.isPending} pendingLabel="Updating...">
        Change Password
      </SubmitButton>
    </form>
  );
}

const isPhone = (device: string) => /iPhone|iPad|Android/.test(device);

function SessionRow({ session }: { session: SessionInfo }) {
  const Icon = isPhone(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge>This device</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          {session.current ? "Active now" : describeLastUse(session.lastActiveAt)} · signed in {timeAgo(session.createdAt)}
        </p>
      </div>
    </li>
  );
}

function ActiveSessions() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherDevices();
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;

  return (
    <section aria-labelledby="sessions-title" className="space-y-2">
      <h3 id="sessions-title" className="font-semibold">
        Where you&apos;re signed in
      </h3>
      {sessions.isPending ? (
        <Spinner label="Loading your sessions…" className="py-4" />
      ) : sessions.isError ? (
        <p className="text-sm text-red-700">{errorMessage(sessions.error)}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Active sessions">
          {sessions.data.sessions.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        disabled={others === 0 || signOutOthers.isPending}
        onClick={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: () => notifySuccess("Signed out of other devices", "Only this device is still signed in."),
          })
        }
      >
        {signOutOthers.isPending ? "Signing out..." : others > 0 ? `Sign out other devices (${others})` : "Sign out other devices"}
      </Button>
    </section>
  );
}

/** Security: change password (needs the current one) and the devices signed in, with "sign out other devices". */
export function SecurityCard({ hasPassword }: { hasPassword: boolean }) {
  return (
    <Card id="security" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Your password and the devices signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {hasPassword ? <ChangePasswordForm /> : <p className="text-sm text-slate-700">You sign in with Google, so your account has no password to change.</p>}
        <ActiveSessions />
      </CardContent>
    </Card>
  );
}
