import { ArrowDown, ArrowUp, Download, Plus, Trash2 } from "lucide-react";
import { RESUME_LIMITS } from "@core/resume-rules";
import type { ExperienceEntry } from "@core/schemas/resume";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { TextField } from "./text-field";

const blankEntry = (): ExperienceEntry => ({
  id: crypto.randomUUID(),
  title: "",
  facility: "",
  startDate: null,
  endDate: null,
  description: "",
  sourceJobId: null,
});

/** Experience: add, edit, reorder and remove entries; import from the career center's jobs. */
export function ExperienceTab({
  entries,
  errors,
  onChange,
  onImport,
  importing,
}: {
  entries: ExperienceEntry[];
  errors: Record<string, string>;
  onChange: (entries: ExperienceEntry[]) => void;
  onImport: () => void;
  importing: boolean;
}) {
  const set = (i: number, change: Partial<ExperienceEntry>) => onChange(entries.map((e, j) => (j === i ? { ...e, ...change } : e)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...entries];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  const full = entries.length >= RESUME_LIMITS.experience;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => onChange([...entries, blankEntry()])} disabled={full}>
          <Plus className="size-4" aria-hidden /> Add experience
        </Button>
        <Button type="button" variant="outline" onClick={onImport} disabled={importing}>
          <Download className="size-4" aria-hidden /> {importing ? "Importing…" : "Import from my jobs"}
        </Button>
      </div>
      {full && <p className="text-sm text-slate-600">A resume holds up to {RESUME_LIMITS.experience} entries.</p>}
      {entries.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No experience yet. Add an entry, or import your jobs from the Career Center.
        </p>
      )}
      <ol className="space-y-4">
        {entries.map((entry, i) => {
          const id = `exp-${entry.id}`;
          const err = (key: string) => errors[`experience.${i}.${key}`];
          const name = entry.title || `Entry ${i + 1}`;
          return (
            <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={name}>
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
                    disabled={entry.endDate === null && !!entry.startDate}
                    error={err("endDate")}
                    onValueChange={(v) => set(i, { endDate: v || null })}
                  />
                  <div className="flex items-center gap-3">
                    <Checkbox
                      id={`${id}-present`}
                      checked={entry.endDate === null}
                      onCheckedChange={(present) => set(i, { endDate: present ? null : (entry.startDate ?? null) })}
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
              <div className="mt-3 flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" size="sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${name} up`}>
                  <ArrowUp className="size-4" aria-hidden /> Up
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={i === entries.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${name} down`}
                >
                  <ArrowDown className="size-4" aria-hidden /> Down
                </Button>
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
