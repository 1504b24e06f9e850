import { freeColleagues, workingColleagues, type WorkingShift } from "@core/colleagues";
import type { Colleague } from "@core/schemas/colleagues";
import { endsNextDay } from "@core/shift-hours";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { useFormats } from "@web/lib/hooks/use-formats";
import { ColleagueAvatar } from "./colleague-avatar";

// "On call" is the one flag a colleague's shift shows (decision 053).
const facts = (s: WorkingShift) =>
  [`${s.start}–${s.end}${endsNextDay(s.start, s.end) ? " (next day)" : ""}`, s.hospital, s.unit, s.onCall ? "On call" : ""].filter(Boolean).join(" · ");

/** A day: her own shifts, the colleagues working (with their shifts), and — beyond the first description — those free to ask for a swap. */
export function DayDialog({
  date,
  onOpenChange,
  mine,
  colleagues,
  shiftsOf,
  onAskSwap,
}: {
  date: string | undefined;
  onOpenChange: (open: boolean) => void;
  mine: readonly WorkingShift[];
  colleagues: readonly Colleague[];
  shiftsOf: (id: string) => readonly WorkingShift[];
  /** Given on a day she works, from today on: each free colleague gets "Ask to swap". */
  onAskSwap?: (colleague: Colleague) => void;
}) {
  const { formatLongDate } = useFormats();
  const working = date ? workingColleagues(date, colleagues, shiftsOf) : [];
  const free = date ? freeColleagues(date, colleagues, shiftsOf) : [];
  const own = date ? mine.filter((s) => s.date === date) : [];
  return (
    <Dialog open={date !== undefined} onOpenChange={onOpenChange}>
      <DialogContent title={date ? formatLongDate(date) : ""} description="Who works, and who is free to swap.">
        <div className="space-y-5">
          <section aria-labelledby="day-you">
            <h3 id="day-you" className="mb-1 text-sm font-semibold text-slate-700">
              You
            </h3>
            {own.length ? (
              <ul className="text-sm">
                {own.map((s, i) => (
                  <li key={i}>
                    <strong>{s.name}</strong> <span className="text-slate-600">{facts(s)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Day off</p>
            )}
          </section>
          <section aria-labelledby="day-working">
            <h3 id="day-working" className="mb-2 text-sm font-semibold text-slate-700">
              Working ({working.length})
            </h3>
            {working.length ? (
              <ul className="space-y-2" aria-label="Colleagues working">
                {working.map(({ colleague, shifts }) => (
                  <li key={colleague.id} className="flex items-start gap-3" data-working={colleague.name}>
                    <ColleagueAvatar initials={colleague.initials} color={colleague.color} size="sm" />
                    <div className="min-w-0 text-sm">
                      <p className="font-medium">{colleague.name}</p>
                      {shifts.map((s, i) => (
                        <p key={i} className="text-slate-600">
                          {s.name} · {facts(s)}
                        </p>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">No colleague works this day.</p>
            )}
          </section>
          <section aria-labelledby="day-free">
            <h3 id="day-free" className="mb-2 text-sm font-semibold text-slate-700">
              Free colleagues ({free.length})
            </h3>
            {free.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Free colleagues">
                {free.map((c) => (
                  <li key={c.id} className="flex items-center gap-2 rounded-full bg-green-50 py-1 pr-3 pl-1 text-sm" data-free={c.name}>
                    <ColleagueAvatar initials={c.initials} color={c.color} size="sm" />
                    {c.name}
                    {onAskSwap && (
                      <button
                        type="button"
                        className="ml-1 rounded-full border border-green-700 px-2 py-0.5 text-xs font-medium text-green-800 hover:bg-green-100"
                        aria-label={`Ask ${c.name} to swap`}
                        onClick={() => onAskSwap(c)}
                      >
                        Ask to swap
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Every colleague works, or ends a night shift, this day.</p>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
