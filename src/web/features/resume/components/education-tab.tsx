import { Plus, Trash2 } from "lucide-react";
import { RESUME_LIMITS } from "@core/resume-rules";
import type { EducationEntry } from "@core/schemas/resume";
import { Button } from "@web/components/ui/button";
import { TextField } from "./text-field";

/** Education: add, edit and remove credentials (credential, school, year). */
export function EducationTab({
  entries,
  errors,
  onChange,
}: {
  entries: EducationEntry[];
  errors: Record<string, string>;
  onChange: (entries: EducationEntry[]) => void;
}) {
  const set = (i: number, change: Partial<EducationEntry>) => onChange(entries.map((e, j) => (j === i ? { ...e, ...change } : e)));
  return (
    <div className="space-y-4">
      <Button
        type="button"
        onClick={() => onChange([...entries, { id: crypto.randomUUID(), credential: "", school: "", year: "" }])}
        disabled={entries.length >= RESUME_LIMITS.education}
      >
        <Plus className="size-4" aria-hidden /> Add education
      </Button>
      {entries.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No education yet. Add your nursing degree or diploma.
        </p>
      )}
      <ol className="space-y-4">
        {entries.map((entry, i) => {
          const id = `edu-${entry.id}`;
          const err = (key: string) => errors[`education.${i}.${key}`];
          const name = entry.credential || `Education ${i + 1}`;
          return (
            <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={name}>
              <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
                <TextField
                  id={`${id}-credential`}
                  label="Credential"
                  placeholder="Bachelor of Science in Nursing"
                  value={entry.credential}
                  error={err("credential")}
                  onValueChange={(credential) => set(i, { credential })}
                />
                <TextField
                  id={`${id}-school`}
                  label="School"
                  placeholder="University of British Columbia"
                  value={entry.school}
                  error={err("school")}
                  onValueChange={(school) => set(i, { school })}
                />
                <TextField
                  id={`${id}-year`}
                  label="Year"
                  inputMode="numeric"
                  placeholder="2018"
                  maxLength={4}
                  value={entry.year}
                  error={err("year")}
                  onValueChange={(year) => set(i, { year })}
                />
              </div>
              <div className="mt-3 flex justify-end">
                <Button
                  type="button"
                  variant="destructive-outline"
                  size="sm"
                  onClick={() => onChange(entries.filter((_, j) => j !== i))}
                  aria-label={`Remove ${name}`}
                >
                  <Trash2 className="size-4" aria-hidden /> Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
