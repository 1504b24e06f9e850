import { useMemo, useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { addDays, dayOfWeek, monthOf, monthGridWeeks, monthRange, monthTitle } from "@core/calendar-dates";
import type { CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";
import { endsNextDay } from "@core/shift-hours";
import { swipeDirection } from "@core/swipe";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/use-formats";
import { MoreShiftsPopover } from "@web/components/shifts/more-shifts-popover";
import { ShiftChip } from "@web/components/shifts/shift-chip";

const WEEKDAYS = [
  ["SUN", "Sunday"],
  ["MON", "Monday"],
  ["TUE", "Tuesday"],
  ["WED", "Wednesday"],
  ["THU", "Thursday"],
  ["FRI", "Friday"],
  ["SAT", "Saturday"],
] as const;

/** Chips a day shows before '+N' (spec §2). */
export const VISIBLE_CHIPS = { mobile: 2, desktop: 3 } as const;

export type DayShifts = Map<string, CalendarShiftType[]>;

/** The shifts of each day, in the order the server gave (applied first). */
export function shiftsByDay(data: CalendarMonth | undefined): DayShifts {
  const byDay: DayShifts = new Map();
  if (!data) return byDay;
  const types = new Map(data.shiftTypes.map((t) => [t.id, t]));
  for (const s of data.shifts) {
    const type = types.get(s.shiftTypeId);
    if (!type) continue;
    const list = byDay.get(s.date);
    if (list) list.push(type);
    else byDay.set(s.date, [type]);
  }
  return byDay;
}

function dayLabel(formatLongDate: (ymd: string) => string, date: string, shifts: CalendarShiftType[], notes: number, today: boolean): string {
  const parts = [formatLongDate(date) + (today ? ", today" : "")];
  parts.push(
    shifts.length
      ? shifts.map((s) => `${s.name} ${s.startTime} to ${s.endTime}${endsNextDay(s.startTime, s.endTime) ? " next day" : ""}`).join("; ")
      : "no shifts",
  );
  if (notes) parts.push(`${notes} ${notes === 1 ? "note" : "notes"}`);
  return parts.join(". ");
}

/**
 * The month grid, Sunday to Saturday: today highlighted, a note-count badge,
 * chips per day. A day is a button (arrows move between days); a horizontal
 * swipe of more than 50 px changes the month.
 */
export function MonthGrid({
  month,
  data,
  today,
  isMobile,
  fit = false,
  tapping,
  onDay,
  onChip,
  onMore,
  onMonthChange,
}: {
  month: string;
  data: CalendarMonth | undefined;
  today: string;
  isMobile: boolean;
  /** The weeks share the height they are given (the shift sheet is open) instead of their own. */
  fit?: boolean;
  /** A tap applies (or clears) the day, chips included, rather than opening it. */
  tapping: boolean;
  onDay: (date: string) => void;
  onChip: (date: string) => void;
  /** Phone '+N': the day's shifts in a bottom sheet. */
  onMore: (date: string) => void;
  onMonthChange: (step: -1 | 1, focusDate?: string) => void;
}) {
  const { formatLongDate } = useFormats();
  const weeks = useMemo(() => monthGridWeeks(month), [month]);
  const byDay = useMemo(() => shiftsByDay(data), [data]);
  const { from: first, to: last } = monthRange(month);
  const [focused, setFocused] = useState<string | undefined>();
  const focusDate = focused && focused >= weeks[0]![0]! && focused <= weeks.at(-1)![6]! ? focused : today.startsWith(month) ? today : first;
  const gridRef = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const visible = isMobile ? VISIBLE_CHIPS.mobile : VISIBLE_CHIPS.desktop;

  const moveFocus = (date: string) => {
    setFocused(date);
    if (monthOf(date) !== month && (date < weeks[0]![0]! || date > weeks.at(-1)![6]!)) {
      onMonthChange(date < first ? -1 : 1, date);
      return;
    }
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let target: string | undefined;
    if (e.key in steps) target = addDays(date, steps[e.key]!);
    else if (e.key === "Home") target = addDays(date, -dayOfWeek(date));
    else if (e.key === "End") target = addDays(date, 6 - dayOfWeek(date));
    else if (e.key === "PageUp" || e.key === "PageDown") {
      e.preventDefault();
      const step = e.key === "PageUp" ? -1 : 1;
      const next = `${monthOf(date)}-01`;
      onMonthChange(step, next);
      return;
    }
    if (target) {
      e.preventDefault();
      moveFocus(target);
    }
  };

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const direction = swipeDirection(t.clientX - start.x, t.clientY - start.y);
    if (direction) onMonthChange(direction);
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={monthTitle(month)}
      aria-describedby={tapping ? "calendar-apply-hint" : undefined}
      className={cn("overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm select-none", fit && "flex h-full flex-col")}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-month={month}
    >
      <div role="row" className="grid grid-cols-7 border-b border-slate-200 bg-slate-50">
        {WEEKDAYS.map(([short, long]) => (
          <div
            key={short}
            role="columnheader"
            aria-label={long}
            className="py-1.5 text-center text-[11px] font-semibold tracking-wide text-slate-600 md:text-xs"
          >
            {short}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div
          key={week[0]}
          role="row"
          className={cn("grid grid-cols-7 border-b border-slate-200 last:border-b-0", fit && "min-h-[3.75rem] flex-1 md:min-h-[5rem]")}
        >
          {week.map((date) => {
            const inMonth = date >= first && date <= last;
            const isToday = date === today;
            const shifts = byDay.get(date) ?? [];
            const notes = data?.noteCounts[date] ?? 0;
            const shown = shifts.length > visible ? shifts.slice(0, visible) : shifts;
            const hidden = shifts.length - shown.length;
            return (
              <div
                key={date}
                role="gridcell"
                className={cn(
                  "relative min-h-[5.5rem] border-r border-slate-200 last:border-r-0 md:min-h-[7.25rem]",
                  fit && "min-h-0 overflow-hidden md:min-h-0",
                  !inMonth && "bg-slate-50",
                  isToday && "bg-primary/5",
                )}
              >
                <button
                  type="button"
                  data-date={date}
                  tabIndex={date === focusDate ? 0 : -1}
                  aria-label={dayLabel(formatLongDate, date, shifts, notes, isToday)}
                  aria-current={isToday ? "date" : undefined}
                  onClick={() => {
                    setFocused(date);
                    onDay(date);
                  }}
                  onKeyDown={(e) => onKeyDown(e, date)}
                  onFocus={() => setFocused(date)}
                  className={cn(
                    "absolute inset-0 cursor-pointer outline-none hover:bg-slate-100/60 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset",
                    tapping && "hover:bg-primary/10",
                    isToday && "ring-2 ring-primary/70 ring-inset",
                  )}
                />
                <div
                  className={cn(
                    "pointer-events-none relative flex flex-col gap-0.5 p-0.5 md:gap-1 md:p-1.5",
                    fit && "md:gap-0.5 md:p-1",
                    !inMonth && "opacity-60",
                  )}
                >
                  <div className="flex items-center justify-between gap-0.5 px-0.5">
                    <span
                      className={cn(
                        "flex size-5 items-center justify-center rounded-full text-xs font-medium md:size-6 md:text-sm",
                        isToday ? "bg-primary font-bold text-primary-foreground" : inMonth ? "text-slate-800" : "text-slate-500",
                      )}
                      aria-hidden
                    >
                      {Number(date.slice(8))}
                    </span>
                    {notes > 0 && (
                      <span
                        className="min-w-4 rounded-full bg-amber-100 px-1 text-center text-[10px] leading-4 font-semibold text-amber-900 md:text-[11px]"
                        aria-hidden
                        title={`${notes} ${notes === 1 ? "note" : "notes"}`}
                        data-note-count={notes}
                      >
                        {notes}
                      </span>
                    )}
                  </div>
                  {shown.map((shift, i) => (
                    <div key={`${shift.id}-${i}`} className={cn(tapping ? "pointer-events-none" : "pointer-events-auto")}>
                      <ShiftChip shift={shift} onClick={() => onChip(date)} />
                    </div>
                  ))}
                  {hidden > 0 && (
                    <div className={cn(tapping ? "pointer-events-none" : "pointer-events-auto")}>
                      {isMobile ? (
                        <button
                          type="button"
                          tabIndex={-1}
                          onClick={() => onMore(date)}
                          // 24 px tall at least (WCAG 2.5.8): a target of its own inside the day's button.
                          className="h-6 w-full rounded bg-slate-200 text-xs font-semibold text-slate-800 hover:bg-slate-300"
                          aria-label={`${hidden} more shifts on ${formatLongDate(date)}`}
                        >
                          +{hidden}
                        </button>
                      ) : (
                        <MoreShiftsPopover date={date} shifts={shifts} hidden={hidden} onOpenDay={() => onChip(date)} />
                      )}
                    </div>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
