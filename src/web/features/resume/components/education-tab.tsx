import { RESUME_LIMITS } from "@core/resume-rules";
import type { EducationEntry } from "@core/schemas/resume";
import { ResumeListEditor } from "./resume-list-editor";
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
    <ResumeListEditor
      section="education"
      entries={entries}
      errors={errors}
      addLabel="Add education"
      onAdd={() => onChange([...entries, { id: crypto.randomUUID(), credential: "", school: "", year: "" }])}
      full={entries.length >= RESUME_LIMITS.education}
      empty="No education yet. Add your nursing degree or diploma."
      nameOf={(entry, i) => entry.credential || `Education ${i + 1}`}
      onRemove={(_entry, i) => onChange(entries.filter((_, j) => j !== i))}
    >
      {(entry, i, { id, error }) => (
        <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
          <TextField
            id={`${id}-credential`}
            label="Credential"
            placeholder="Bachelor of Science in Nursing"
            value={entry.credential}
            error={error("credential")}
            onValueChange={(credential) => set(i, { credential })}
          />
          <TextField
            id={`${id}-school`}
            label="School"
            placeholder="University of British Columbia"
            value={entry.school}
            error={error("school")}
            onValueChange={(school) => set(i, { school })}
          />
          <TextField
            id={`${id}-year`}
            label="Year"
            inputMode="numeric"
            placeholder="2018"
            maxLength={4}
            value={entry.year}
            error={error("year")}
            onValueChange={(year) => set(i, { year })}
          />
        </div>
      )}
    </ResumeListEditor>
  );
}
