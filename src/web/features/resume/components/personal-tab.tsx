import { RESUME_LIMITS } from "@core/resume-rules";
import type { ResumeContent } from "@core/schemas/resume";
import { TextField } from "./text-field";

type Personal = ResumeContent["personal"];

/** Personal Info: name, email, phone, location, summary. */
export function PersonalTab({ personal, errors, onChange }: { personal: Personal; errors: Record<string, string>; onChange: (p: Personal) => void }) {
  const field = (key: keyof Personal) => ({
    id: `resume-${key}`,
    value: personal[key],
    error: errors[`personal.${key}`],
    onValueChange: (value: string) => onChange({ ...personal, [key]: value }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Full name" autoComplete="name" maxLength={RESUME_LIMITS.name} {...field("name")} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field("email")} />
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...field("phone")} />
      <TextField label="Location" placeholder="Vancouver, BC" {...field("location")} />
      <TextField
        className="space-y-1.5 sm:col-span-2"
        label="Summary"
        multiline
        hint={`A few lines about you as a nurse (up to ${RESUME_LIMITS.summary} characters).`}
        {...field("summary")}
      />
    </div>
  );
}
