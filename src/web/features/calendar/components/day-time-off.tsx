import { TIME_OFF_KINDS, TIME_OFF_LABELS, type TimeOffKind } from "@core/time-off";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { useBatchDays } from "../api/calendar-changes";
import { useSetDay } from "../api/set-day";

/**
 * Time off in the day panel (decision 053): vacation, sick, stat holiday off or
 * leave — each replaces the day's shift and counts no hours — and "Remove time
 * off". Every choice is one undoable change. Its own component, so the day panel
 * only places it.
 */
export function DayTimeOff({ date, timeOff, hasShift }: { date: string; timeOff: TimeOffKind | undefined; hasShift: boolean }) {
  const setDay = useSetDay();
  const clear = useBatchDays();
  const busy = setDay.isPending || clear.isPending;
  return (
    <section aria-labelledby="day-time-off-heading" className="mt-4">
      <h3 id="day-time-off-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        Time off
      </h3>
      <p className="mt-1 text-sm text-slate-600" data-testid="day-time-off">
        {timeOff
          ? `${TIME_OFF_LABELS[timeOff]}: not a working day, no hours.`
          : hasShift
            ? "Marking time off takes the shift off this day."
            : "Not working this day? Say why: it counts apart from your hours."}
      </p>
      <div role="group" aria-label="Kind of time off" className="mt-2 flex flex-wrap gap-1.5">
        {TIME_OFF_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={timeOff === kind}
            disabled={busy}
            onClick={() => timeOff !== kind && setDay.mutate({ date, body: { timeOff: kind }, done: `Marked as ${TIME_OFF_LABELS[kind].toLowerCase()}` })}
            className={cn(
              "min-h-9 rounded-full border border-dashed px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-60",
              timeOff === kind ? "border-teal-800 bg-teal-800 text-white" : "border-teal-700 bg-white text-teal-950 hover:bg-teal-50",
            )}
          >
            {TIME_OFF_LABELS[kind]}
          </button>
        ))}
      </div>
      {timeOff && (
        <Button size="sm" variant="outline" className="mt-2" disabled={busy} onClick={() => clear.mutate({ dates: [date], shiftTypeId: null })}>
          Remove time off
        </Button>
      )}
    </section>
  );
}
