import { Download } from "lucide-react";
import { RESUME_LIMITS } from "@core/resume-rules";
import type { ExperienceEntry } from "@core/schemas/resume";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { notifyUndo } from "@web/lib/notify";
import { ResumeListEditor } from "./resume-list-editor";
import { TextField } from "./text-field";

const blankEntry = (): ExperienceEntry => ({
  id: crypto.randomUUID(),
  title: "",
  facility: "",
  startDate: null,
  endDate: null,
  // A new entry is a past job until she ticks "I work here now".
  current: false,
  description: "",
  sourceJobId: null,
  sourceContractId: null,
});

/**
 * Experience: add, edit, reorder and remove entries (a removal can be undone
 * from its toast); import from the career center's jobs and contracts.
 */
export function ExperienceTab({
  entries,
  errors,
  onChange,
  onEdit,
  onImport,
  importing,
}: {
  entries: ExperienceEntry[];
  errors: Record<string, string>;
  onChange: (entries: ExperienceEntry[]) => void;
  /** A change made from the entries as they are then (Undo runs after other edits). */
  onEdit: (change: (entries: ExperienceEntry[]) => ExperienceEntry[]) => void;
  onImport: (from: "jobs" | "contracts") => void;
  importing: "jobs" | "contracts" | null;
}) {
  const set = (i: number, change: Partial<ExperienceEntry>) => onChange(entries.map((e, j) => (j === i ? { ...e, ...change } : e)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...entries];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  const full = entries.length >= RESUME_LIMITS.experience;
  const remove = (entry: ExperienceEntry, name: string) => {
    const at = entries.indexOf(entry);
    onEdit((list) => list.filter((e) => e.id !== entry.id));
    notifyUndo(`${name} removed`, () => onEdit((list) => (list.some((e) => e.id === entry.id) ? list : [...list.slice(0, at), entry, ...list.slice(at)])));
  };
  return (
    <ResumeListEditor
      section="experience"
      entries={entries}
      errors={errors}
      addLabel="Add experience"
      onAdd={() => onChange([...entries, blankEntry()])}
      full={full}
      actions={
        <>
          <Button type="button" variant="outline" onClick={() => onImport("jobs")} disabled={importing !== null}>
            <Download className="size-4" aria-hidden /> {importing === "jobs" ? "Importing…" : "Import from my jobs"}
          </Button>
          <Button type="button" variant="outline" onClick={() => onImport("contracts")} disabled={importing !== null}>
            <Download className="size-4" aria-hidden /> {importing === "contracts" ? "Importing…" : "Import from my contracts"}
          </Button>
        </>
      }
      notice={full && <p className="text-sm text-slate-600">A resume holds up to {RESUME_LIMITS.experience} entries.</p>}
      empty="No experience yet. Add an entry, or import your jobs and contracts from the Career Center."
      nameOf={(entry, i) => entry.title || `Entry ${i + 1}`}
      onMove={move}
      onRemove={(entry, _i, name) => remove(entry, name)}
    >
      {(entry, i, { id, error: err }) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`${id}-title`}
            label="Title"
            placeholder="Registered Nurse"
            value={entry.title}
            error={err("title")}
            onValueChange={(title) => set(i, { title })}
          />
          <TextField
            id={`${id}-facility`}
            label="Facility"
            placeholder="Vancouver General Hospital, ICU"
            value={entry.facility}
            error={err("facility")}
            onValueChange={(facility) => set(i, { facility })}
          />
          <TextField
            id={`${id}-start`}
            label="Start (month)"
            type="month"
            placeholder="2023-03"
            value={entry.startDate ?? ""}
            error={err("startDate")}
            onValueChange={(v) => set(i, { startDate: v || null })}
          />
          <div className="space-y-2">
            <TextField
              id={`${id}-end`}
              label="End (month)"
              type="month"
              placeholder="2024-06"
              value={entry.endDate ?? ""}
              disabled={entry.current}
              error={err("endDate")}
              onValueChange={(v) => set(i, { endDate: v || null })}
            />
            <div className="flex items-center gap-3">
              <Checkbox
                id={`${id}-present`}
                checked={entry.current}
                onCheckedChange={(present) => set(i, present ? { current: true, endDate: null } : { current: false })}
              />
              <Label htmlFor={`${id}-present`}>I work here now</Label>
            </div>
          </div>
          <TextField
            className="space-y-1.5 sm:col-span-2"
            id={`${id}-description`}
            label="Description"
            hint="One bullet point per line."
            multiline
            value={entry.description}
            error={err("description")}
            onValueChange={(description) => set(i, { description })}
          />
        </div>
      )}
    </ResumeListEditor>
  );
}
