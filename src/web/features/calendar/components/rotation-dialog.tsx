import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { addDays, monthTitle } from "@core/calendar-dates";
import { rotationMaxEnd } from "@core/rotations";
import type { ShiftType } from "@core/schemas/shift-types";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { errorMessage } from "@web/lib/api/client";
import { useFormats } from "@web/lib/hooks/use-formats";
import { type RotationInput, useCreateRotation, useRotationPreview, useRotations, useStopRotation } from "../api/rotations";

const OFF = "off";

/**
 * Her rotation (decision 044): a cycle of days (a shift of hers or off), a start
 * and an end (at most two years). She sees the months it fills and what it
 * replaces before applying it, and whether her hand-set days stay; her
 * rotations are listed with Stop from a day.
 */
export default function RotationDialog({
  open,
  onOpenChange,
  library,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  library: ShiftType[];
  today: string;
}) {
  const id = useId();
  const { formatShortDate } = useFormats();
  const names = new Map(library.map((s) => [s.id, s.name]));
  const first = library[0]?.id ?? null;
  const [name, setName] = useState("My rotation");
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(addDays(today, 89));
  const [cycle, setCycle] = useState<(string | null)[]>([first, first, first, first, null, null, null, null]);
  const [keepHandSet, setKeepHandSet] = useState(true);
  const [stopFrom, setStopFrom] = useState(today);
  const input: RotationInput = { name, startDate, endDate, cycle, keepHandSet };
  const preview = useRotationPreview();
  const create = useCreateRotation({ onDone: () => onOpenChange(false) });
  const rotations = useRotations();
  const stop = useStopRotation();
  const shown = preview.data && preview.variables && JSON.stringify(preview.variables) === JSON.stringify(input) ? preview.data : undefined;

  const setDay = (i: number, value: string) => setCycle((c) => c.map((d, j) => (j === i ? (value === OFF ? null : value) : d)));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Rotation" description="Your cycle of days, repeated from a start date to an end date (at most 2 years).">
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            preview.mutate(input);
          }}
        >
          <div>
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <Label htmlFor={`${id}-start`}>Starts</Label>
              <Input id={`${id}-start`} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
            </div>
            <div>
              <Label htmlFor={`${id}-end`}>Ends</Label>
              <Input
                id={`${id}-end`}
                type="date"
                value={endDate}
                min={startDate}
                max={startDate ? rotationMaxEnd(startDate) : undefined}
                onChange={(e) => setEndDate(e.target.value)}
              />
            </div>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Cycle ({cycle.length} days)</legend>
            <ol className="mt-1 grid max-h-56 grid-cols-2 gap-1.5 overflow-y-auto sm:grid-cols-4">
              {cycle.map((d, i) => (
                <li key={i}>
                  <NativeSelect aria-label={`Day ${i + 1} of the cycle`} value={d ?? OFF} onChange={(e) => setDay(i, e.target.value)}>
                    {library.map((s) => (
                      <option key={s.id} value={s.id}>
                        {i + 1}. {s.nickname || s.name}
                      </option>
                    ))}
                    <option value={OFF}>{i + 1}. Off</option>
                  </NativeSelect>
                </li>
              ))}
            </ol>
            <div className="mt-1.5 flex gap-2">
              <Button type="button" size="sm" variant="outline" onClick={() => setCycle((c) => [...c, first])}>
                <Plus aria-hidden /> Add a day
              </Button>
              <Button type="button" size="sm" variant="outline" disabled={cycle.length <= 1} onClick={() => setCycle((c) => c.slice(0, -1))}>
                <Trash2 aria-hidden /> Remove the last day
              </Button>
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={keepHandSet} onChange={(e) => setKeepHandSet(e.target.checked)} className="size-4" />
            Keep days I set by hand
          </label>
          {preview.isError && <Alert>{errorMessage(preview.error)}</Alert>}
          {create.isError && <Alert>{errorMessage(create.error)}</Alert>}
          {shown && (
            <section aria-label="Preview" className="rounded-lg border border-slate-200 bg-slate-50 p-2 text-sm text-slate-800">
              <p className="font-semibold">Fills {shown.months.map((m) => `${monthTitle(m.month)} (${m.shifts})`).join(", ") || "no month"}</p>
              <p>
                {shown.replaces.length
                  ? `Replaces ${shown.replaces.length} ${shown.replaces.length === 1 ? "day" : "days"}: ${shown.replaces
                      .slice(0, 5)
                      .map((r) => `${formatShortDate(r.date)} ${names.get(r.shiftTypeId) ?? ""}`)
                      .join(", ")}${shown.replaces.length > 5 ? "…" : ""}`
                  : "Replaces none of your shifts."}
              </p>
              {shown.keeps.length > 0 && (
                <p>
                  Keeps {shown.keeps.length} {shown.keeps.length === 1 ? "day" : "days"} you set by hand.
                </p>
              )}
            </section>
          )}
          <div className="flex justify-end gap-2">
            <Button type="submit" variant="outline" disabled={preview.isPending}>
              Preview
            </Button>
            <Button type="button" disabled={!shown || create.isPending} onClick={() => create.mutate(input)}>
              Apply rotation
            </Button>
          </div>
        </form>
        {(rotations.data?.length ?? 0) > 0 && (
          <section aria-label="Your rotations" className="mt-4 border-t border-slate-200 pt-3">
            <h3 className="text-sm font-semibold text-slate-900">Your rotations</h3>
            <div className="mt-1 flex items-center gap-2">
              <Label htmlFor={`${id}-stop`} className="text-sm">
                Stop from
              </Label>
              <Input id={`${id}-stop`} type="date" value={stopFrom} onChange={(e) => setStopFrom(e.target.value)} className="h-9 w-40" />
            </div>
            <ul className="mt-2 space-y-1.5">
              {rotations.data?.map((r) => (
                <li key={r.id} className="flex items-center gap-2 text-sm">
                  <span className="min-w-0 flex-1 truncate">
                    <strong>{r.name}</strong> · {formatShortDate(r.startDate)} – {formatShortDate(r.endDate)} · {r.cycle.length} days
                  </span>
                  <Button size="sm" variant="outline" disabled={stop.isPending} onClick={() => stop.mutate({ id: r.id, from: stopFrom })}>
                    Stop {r.name}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
