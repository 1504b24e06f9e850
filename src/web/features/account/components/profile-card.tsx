import { LogOut, Save } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { profileUpdateSchema } from "@core/schemas/profile";
import { BIRTHDAY_DEFAULT_VIEW_YEAR, BIRTHDAY_MIN, birthdayYearChoices, todayForChange, yearsDownTo1900 } from "@core/birthday";
import { experienceDays } from "@core/experience";
import { useSignOut } from "@web/components/layout/use-sign-out";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { DatePicker } from "@web/components/ui/date-picker";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { ApiError, errorMessage } from "@web/lib/api/client";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { refreshSession } from "@web/lib/api/session";
import type { Profile } from "@web/lib/api/profile";
import { useUpdateProfile } from "../api/update-profile";
import { useUploadAvatar } from "../api/upload-avatar";
import { ChangeEmailButton } from "./change-email-button";
import { CountrySelect } from "./country-select";
import { ExperienceSummary } from "./experience-summary";
import { ProfilePhoto } from "./profile-photo";
import { browserTimeZone, TimeZoneSelect } from "./time-zone-select";
import { FieldError } from "@web/components/ui/field-error";

type Schema = ReturnType<typeof profileUpdateSchema>;
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;
type FieldName = "name" | "dob" | "countryCode" | "timezone" | "licenseDate" | "gradDate";
const FIELDS: FieldName[] = ["name", "dob", "countryCode", "timezone", "licenseDate", "gradDate"];

const toForm = (p: Profile): FormInput => ({
  name: p.name ?? "",
  dob: p.dob,
  countryCode: p.countryCode,
  timezone: p.timezone,
  licenseDate: p.licenseDate,
  gradDate: p.gradDate,
});

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <div className="text-xs text-slate-600">{hint}</div>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Profile (docs/product/sign-in-and-account.md, Account): photo, name, read-only email with
 * Change Email, birthday, country, time zone, licence and graduation dates with
 * experience; Save Changes uploads a chosen photo first, then saves the rest,
 * and only once the whole form has passed the server's own rules.
 */
export function ProfileCard({ profile }: { profile: Profile }) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  // The server's schema (with "not after today" in the zone being saved), loaded on first check.
  const { timezone: savedZone, today: savedToday } = profile;
  const { resolver } = useMemo(
    () =>
      lazyZodResolver<FormInput, FormOutput>(() =>
        import("@core/schemas/profile").then((m) => m.profileUpdateSchema({ timezone: savedZone, today: savedToday })),
      ),
    [savedZone, savedToday],
  );
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    values: toForm(profile),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  const upload = useUploadAvatar();
  const update = useUpdateProfile();
  const signOut = useSignOut();
  const saving = upload.isPending || update.isPending;

  const [licenseDate, gradDate, name, timezone] = useWatch({ control: form.control, name: ["licenseDate", "gradDate", "name", "timezone"] });
  // The nurse's today in the zone she has chosen, saved or not: the birthday limit, the pickers and experience follow it.
  const today = todayForChange({ timezone }, profile);
  const experience = experienceDays({ licenseDate, gradDate }, today);
  const basis = licenseDate ? "licence" : gradDate ? "graduation" : null;
  const deviceZone = browserTimeZone();
  // Licence and graduation may be a few years ahead (a nurse still in school).
  const lastCareerYear = Number(today.slice(0, 4)) + 5;

  // handleSubmit runs the whole schema first, so a photo is never sent with details the server would refuse.
  const save = form.handleSubmit(async (values) => {
    let photoSaved = false;
    if (pendingPhoto) {
      try {
        await upload.mutateAsync(pendingPhoto);
        setPendingPhoto(null);
        photoSaved = true;
        notifySuccess("Profile picture uploaded");
      } catch (error) {
        // A file the server will never take (not an image, too large) is dropped, the saved photo shown again.
        if (error instanceof ApiError && (error.status === 413 || error.status === 415)) setPendingPhoto(null);
        notifyError(errorMessage(error));
        return;
      }
    }
    try {
      await update.mutateAsync(values);
      notifySuccess("Profile saved successfully");
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of FIELDS) if (error.fields[field]) form.setError(field, { message: error.fields[field] });
      }
      notifyError(photoSaved ? "Your new photo was saved, but your details were not" : "Profile not saved", errorMessage(error));
    }
    // The header shows the session's name and photo.
    void refreshSession();
  });

  const onSignOut = () =>
    signOut()
      .then(() => notifySuccess("Signed out successfully"))
      .catch((error: unknown) => notifyError("Failed to sign out", errorMessage(error)));

  const describe = (field: FieldName) => (errors[field] ? `${id(field)}-error` : undefined);

  return (
    <Card id="profile" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your photo and details. Changes are kept when you press Save Changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void save(e)} noValidate className="space-y-6">
          <ProfilePhoto name={name || profile.email} avatarUrl={profile.avatarUrl} pending={pendingPhoto} onPick={setPendingPhoto} />

          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={id("name")} label="Name" error={errors.name?.message}>
              <Input
                id={id("name")}
                autoComplete="name"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describe("name")}
                {...form.register("name")}
              />
            </Field>

            <Field id={id("countryCode")} label="Country" error={errors.countryCode?.message}>
              <Controller
                control={form.control}
                name="countryCode"
                render={({ field }) => (
                  <CountrySelect
                    id={id("countryCode")}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    invalid={Boolean(errors.countryCode)}
                    describedBy={describe("countryCode")}
                  />
                )}
              />
            </Field>

            <div className="space-y-1.5 sm:col-span-2">
              <Label htmlFor={id("email")}>Email</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id={id("email")} value={profile.email} readOnly aria-readonly className="bg-slate-50 text-slate-700" />
                <ChangeEmailButton currentEmail={profile.email} />
              </div>
            </div>

            <Field id={id("dob")} label="Birthday" error={errors.dob?.message}>
              <Controller
                control={form.control}
                name="dob"
                render={({ field }) => (
                  <DatePicker
                    id={id("dob")}
                    label="Birthday"
                    value={field.value ?? null}
                    onChange={field.onChange}
                    min={BIRTHDAY_MIN}
                    max={today}
                    years={birthdayYearChoices(today)}
                    defaultMonth={`${BIRTHDAY_DEFAULT_VIEW_YEAR}-01`}
                    placeholder="Pick your birthday"
                    invalid={Boolean(errors.dob)}
                    describedBy={describe("dob")}
                  />
                )}
              />
            </Field>

            <Field
              id={id("timezone")}
              label="Time zone"
              error={errors.timezone?.message}
              hint={
                deviceZone && deviceZone !== timezone ? (
                  <button
                    type="button"
                    className="-ml-1 inline-flex min-h-8 items-center rounded px-1 text-left font-medium text-primary hover:underline pointer-coarse:min-h-10"
                    onClick={() => form.setValue("timezone", deviceZone, { shouldDirty: true })}
                  >
                    Use this device&apos;s time zone ({deviceZone.replaceAll("_", " ")})
                  </button>
                ) : (
                  "“Today” in your calendar and reminders follows this zone."
                )
              }
            >
              <Controller
                control={form.control}
                name="timezone"
                render={({ field }) => (
                  <TimeZoneSelect
                    id={id("timezone")}
                    value={field.value ?? profile.timezone}
                    onChange={field.onChange}
                    invalid={Boolean(errors.timezone)}
                    describedBy={describe("timezone")}
                  />
                )}
              />
            </Field>

            {(["licenseDate", "gradDate"] as const).map((field) => (
              <Field key={field} id={id(field)} label={field === "licenseDate" ? "Licence date" : "Graduation date"} error={errors[field]?.message}>
                <Controller
                  control={form.control}
                  name={field}
                  render={({ field: f }) => (
                    <DatePicker
                      id={id(field)}
                      label={field === "licenseDate" ? "Licence date" : "Graduation date"}
                      value={f.value ?? null}
                      onChange={f.onChange}
                      min={BIRTHDAY_MIN}
                      max={`${lastCareerYear}-12-31`}
                      years={yearsDownTo1900(lastCareerYear)}
                      defaultMonth={today.slice(0, 7)}
                      placeholder="Pick a date"
                      invalid={Boolean(errors[field])}
                      describedBy={describe(field)}
                    />
                  )}
                />
              </Field>
            ))}
          </div>

          <ExperienceSummary days={experience} basis={basis} />

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="outline" onClick={() => void onSignOut()}>
              <LogOut aria-hidden /> Sign Out
            </Button>
            <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
              {(isDirty || pendingPhoto) && !saving && <span className="text-center text-sm text-amber-700">You have unsaved changes.</span>}
              <Button type="submit" disabled={saving}>
                <Save aria-hidden /> {saving ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
