import { useId, useState, type FormEvent } from "react";
import { FLOAT_TO_MAX, floatToProblem, normalFlags, SHIFT_FLAG_LABELS, SHIFT_FLAGS, type ShiftFlag } from "@core/shift-flags";
import { SubmitButton } from "@web/components/form-buttons";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { useSetDay } from "../api/set-day";

/**
 * The flags of a day's shift, in the day panel (decision 053): a toggle per
 * flag (charge, preceptor…), the unit she floats to with Float, and Save flags
 * — one undoable change, its toast carrying Undo. Its own component, so the day
 * panel only places it.
 */
export function DayFlagsForm({
  date,
  shiftTypeId,
  flags: saved = [],
  floatTo: savedUnit = "",
}: {
  date: string;
  shiftTypeId: string;
  flags?: ShiftFlag[];
  floatTo?: string;
}) {
  const id = useId();
  const [flags, setFlags] = useState<ShiftFlag[]>(() => normalFlags(saved));
  const [unit, setUnit] = useState(savedUnit);
  const [error, setError] = useState<string | undefined>();
  const setDay = useSetDay();
  const floating = flags.includes("float");
  const dirty = flags.join() !== normalFlags(saved).join() || (floating && unit.trim() !== savedUnit);

  const toggle = (flag: ShiftFlag) => setFlags((now) => normalFlags(now.includes(flag) ? now.filter((f) => f !== flag) : [...now, flag]));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The route's own rules and words (src/core/shift-flags.ts), without zod in the calendar's first load.
    const problem = floating ? floatToProblem(unit) : undefined;
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    setDay.mutate({ date, body: { shiftTypeId, flags, floatTo: floating && unit.trim() ? unit.trim() : null }, done: "Flags saved" });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 border-t border-slate-200 pt-3" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
        Flags
      </p>
      <div role="group" aria-labelledby={`${id}-title`} className="mt-2 flex flex-wrap gap-1.5">
        {SHIFT_FLAGS.map((flag) => {
          const on = flags.includes(flag);
          return (
            <button
              key={flag}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(flag)}
              className={cn(
                "min-h-9 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none",
                on ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
              )}
            >
              {SHIFT_FLAG_LABELS[flag]}
            </button>
          );
        })}
      </div>
      {floating && (
        <div className="mt-3 space-y-1">
          <Label htmlFor={`${id}-unit`}>Float to (unit)</Label>
          <Input
            id={`${id}-unit`}
            value={unit}
            maxLength={FLOAT_TO_MAX}
            placeholder="4 West"
            onChange={(e) => setUnit(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      )}
      <SubmitButton size="sm" variant="outline" className="mt-3" pending={setDay.isPending} disabled={!dirty}>
        Save flags
      </SubmitButton>
    </form>
  );
}
