import { Pencil, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { CalendarMonth, CalendarShift, CalendarShiftType } from "@core/schemas/calendar";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { useClearDay } from "@web/features/calendar/api/clear-day";
import { useNotes } from "@web/features/notes/api/get-notes";
import { useFormats } from "@web/lib/hooks/use-formats";
import { AddNoteForm, NoteItem } from "@web/features/notes/components/day-notes";
import { LoadErrorAlert, useLoadFailureToast } from "@web/components/load-error-alert";
import { ShiftDetails } from "@web/components/shifts/shift-details";
import { DayFlagsForm } from "@web/features/calendar/components/day-flags";
import { DayTimeOff } from "@web/features/calendar/components/day-time-off";
import { TIME_OFF_LABELS } from "@core/time-off";

interface DayShift {
  shift: CalendarShiftType;
  source: "applied" | "dated";
  entry: CalendarShift;
}

function dayShifts(data: CalendarMonth | undefined, date: string): DayShift[] {
  if (!data) return [];
  const types = new Map(data.shiftTypes.map((t) => [t.id, t]));
  return data.shifts.flatMap((s) => {
    const shift = s.date === date ? types.get(s.shiftTypeId) : undefined;
    return shift ? [{ shift, source: s.source, entry: s }] : [];
  });
}

/**
 * The day details panel: the full date as its title, the day's shifts and
 * notes; add a note (optionally linked to one of the day's shifts), delete one.
 */
export function DayPanel({ date, data, onOpenChange }: { date: string | undefined; data: CalendarMonth | undefined; onOpenChange: (open: boolean) => void }) {
  const { formatLongDate } = useFormats();
  // The day it showed, to give focus back to when it closes (by then `date` is gone).
  const shown = useRef(date);
  useEffect(() => {
    if (date) shown.current = date;
  }, [date]);
  return (
    <Dialog open={Boolean(date)} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        title={date ? formatLongDate(date) : ""}
        className="w-full max-w-md sm:w-[28rem]"
        // Opened to look at a day: focus its title, not the note field (no phone keyboard) ...
        focusTitle
        // ... and closed, back to that day of the month, so the arrows and PageUp/PageDown go on working.
        onCloseAutoFocus={(e) => {
          const day = document.querySelector<HTMLElement>(`[role="grid"] [data-date="${shown.current}"]`);
          if (!day) return;
          e.preventDefault();
          day.focus();
        }}
      >
        {date && <DayPanelBody key={date} date={date} data={data} />}
      </DialogContent>
    </Dialog>
  );
}

function DayPanelBody({ date, data }: { date: string; data: CalendarMonth | undefined }) {
  const shifts = dayShifts(data, date);
  const notes = useNotes({ from: date, to: date }, { knownEmpty: data !== undefined && !data.noteCounts[date] });
  useLoadFailureToast("Failed to load day details", notes);
  const clearDay = useClearDay();
  const hours = shifts.reduce((sum, s) => sum + s.shift.paidHours, 0);
  const timeOff = data?.timeOff.find((d) => d.date === date)?.kind;

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4 pt-1 pb-6">
      <p className="text-sm text-slate-600" data-testid="day-summary">
        {timeOff && !shifts.length
          ? `${TIME_OFF_LABELS[timeOff]} · time off`
          : shifts.length
            ? `${shifts.length} ${shifts.length === 1 ? "shift" : "shifts"} · ${hours} paid ${hours === 1 ? "hour" : "hours"}`
            : "No shifts"}
        {notes.data ? ` · ${notes.data.length} ${notes.data.length === 1 ? "note" : "notes"}` : ""}
      </p>

      <section aria-labelledby="day-shifts-heading" className="mt-4">
        <h3 id="day-shifts-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Shifts
        </h3>
        {shifts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No shifts on this day. Pick a shift in the shift sheet, then tap this day to add it.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {shifts.map(({ shift, source, entry }) => (
              <li key={`${shift.id}-${source}`} className="rounded-lg border border-slate-200 p-3">
                <ShiftDetails shift={shift} extra={source === "dated" ? "One-off" : undefined} />
                <div className="mt-2 flex flex-wrap gap-2">
                  {source === "applied" && (
                    <Button size="sm" variant="outline" disabled={clearDay.isPending} onClick={() => clearDay.mutate(date)}>
                      <X aria-hidden /> Remove from this day
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" asChild>
                    <Link to={`/shifts/${shift.id}/edit`}>
                      <Pencil aria-hidden /> Edit shift
                    </Link>
                  </Button>
                </div>
                {source === "applied" && (
                  <DayFlagsForm
                    // Saved, undone or changed elsewhere: the toggles start again from what the day holds.
                    key={`${entry.flags?.join() ?? ""}|${entry.floatTo ?? ""}`}
                    date={date}
                    shiftTypeId={shift.id}
                    flags={entry.flags}
                    floatTo={entry.floatTo}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <DayTimeOff date={date} timeOff={timeOff} hasShift={shifts.some((s) => s.source === "applied")} />

      <section aria-labelledby="day-notes-heading" className="mt-6">
        <h3 id="day-notes-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Notes
        </h3>
        {notes.isPending ? (
          <Spinner label="Loading notes…" className="py-6" />
        ) : notes.isError ? (
          <LoadErrorAlert what="Failed to load day details" query={notes} className="mt-2" />
        ) : notes.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No notes for this day yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {notes.data.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ul>
        )}
        <AddNoteForm date={date} shifts={shifts.map((s) => s.shift)} />
      </section>
    </div>
  );
}
