import { useId, useState } from "react";
import type { ShiftType } from "@core/schemas/shift-types";
import { isTimeOffKind, TIME_OFF_KINDS, TIME_OFF_LABELS, type TimeOffKind } from "@core/time-off";
import { Button } from "@web/components/ui/button";

const CLEAR = "clear";

/**
 * The days picked for one change: which shift to put on all of them, a kind of
 * time off (decision 053), or none; Apply and Cancel. Shown above the month while days are being picked.
 */
export function SelectionBar({
  count,
  library,
  busy,
  onApply,
  onCancel,
}: {
  count: number;
  library: ShiftType[];
  busy: boolean;
  onApply: (choice: { shiftTypeId: string | null; timeOff?: TimeOffKind }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<string>(library[0]?.id ?? CLEAR);
  return (
    <div role="region" aria-label="Picked days" className="mb-2 flex flex-wrap items-center gap-2 rounded-xl border border-sky-300 bg-sky-50 p-2 text-sm">
      <p className="mr-auto font-semibold text-slate-900" aria-live="polite">
        {count === 0 ? "Pick days: tap them, or a first and a last with Shift" : `${count} ${count === 1 ? "day" : "days"} picked`}
      </p>
      <label htmlFor={id} className="sr-only">
        Shift for the picked days
      </label>
      <select
        id={id}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="h-9 max-w-48 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {library.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.startTime}–{s.endTime})
          </option>
        ))}
        <optgroup label="Time off">
          {TIME_OFF_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {TIME_OFF_LABELS[kind]} (time off)
            </option>
          ))}
        </optgroup>
        <option value={CLEAR}>No shift (clear the days)</option>
      </select>
      <Button
        size="sm"
        disabled={count === 0 || busy}
        onClick={() =>
          onApply(choice === CLEAR ? { shiftTypeId: null } : isTimeOffKind(choice) ? { shiftTypeId: null, timeOff: choice } : { shiftTypeId: choice })
        }
      >
        {choice === CLEAR ? "Clear days" : "Apply"}
      </Button>
      <Button size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
