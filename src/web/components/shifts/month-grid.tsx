import { Repeat } from "lucide-react";
import { useMemo, useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { addDays, dayOfWeek, monthOf, monthGridWeeks, monthRange, monthTitle } from "@core/calendar-dates";
import type { CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";
import { endsNextDay } from "@core/shift-hours";
import { swipeDirection } from "@core/swipe";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/hooks/use-formats";
import { MonthGridFrame } from "@web/components/shifts/month-grid-frame";
import { MoreShiftsPopover } from "@web/components/shifts/more-shifts-popover";
import { ShiftChip } from "@web/components/shifts/shift-chip";
import { shiftsByDay } from "@web/lib/api/calendar";
import { type DayFlags, FlagChips, flagsByDay, HolidayName, TimeOffChip, timeOffByDay } from "@web/components/shifts/day-marks";
import { flagNames } from "@core/shift-flags";
import { TIME_OFF_LABELS, type TimeOffKind } from "@core/time-off";

/** Chips a day shows before '+N' (docs/product/calendar.md, Chips). */
export const VISIBLE_CHIPS = { mobile: 2, desktop: 3 } as const;
/** Flag chips a day shows (the last one then stands for the rest): three fit a phone's day. */
export const VISIBLE_FLAGS = { mobile: 3, desktop: 8 } as const;

/** How a day is picked: shift-click (or Shift+Enter) picks a range, Ctrl/⌘-click one more day. */
export interface DayPick {
  range: boolean;
  toggle: boolean;
}

/** Days whose applied shift a rotation put there (their small mark). */
function rotationDays(data: CalendarMonth | undefined): Set<string> {
  return new Set(data?.shifts.filter((s) => s.rotationId).map((s) => s.date));
}

/** A press this long on a phone starts picking days (as a right-click or Android's long-press contextmenu does). */
const LONG_PRESS_MS = 500;
/** When a press happened (handlers only). */
const pressTime = () => Date.now();

function dayLabel(
  formatLongDate: (ymd: string) => string,
  date: string,
  shifts: CalendarShiftType[],
  notes: number,
  today: boolean,
  fromRotation = false,
  marks: { flags?: DayFlags; timeOff?: TimeOffKind; holiday?: string } = {},
): string {
  const parts = [formatLongDate(date) + (today ? ", today" : "")];
  if (marks.holiday) parts.push(`${marks.holiday}, public holiday`);
  if (marks.timeOff) parts.push(`${TIME_OFF_LABELS[marks.timeOff]}, time off`);
  parts.push(
    shifts.length
      ? shifts
          .map(
            (s, i) =>
              `${s.name} ${s.startTime} to ${s.endTime}${endsNextDay(s.startTime, s.endTime) ? " next day" : ""}` +
              // The applied shift comes first: the flags are its.
              (i === 0 && marks.flags ? `, ${flagNames(marks.flags.flags, marks.flags.floatTo).join(", ")}` : ""),
          )
          .join("; ")
      : marks.timeOff
        ? "no shift"
        : "no shifts",
  );
  if (fromRotation) parts.push("from your rotation");
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
  selected,
  onLongPress,
  holidays,
}: {
  month: string;
  data: CalendarMonth | undefined;
  today: string;
  isMobile: boolean;
  /** The weeks share the height they are given (the shift sheet is open) instead of their own. */
  fit?: boolean;
  /** A tap applies (or clears) the day, chips included, rather than opening it. */
  tapping: boolean;
  onDay: (date: string, pick?: DayPick) => void;
  onChip: (date: string) => void;
  /** Phone '+N': the day's shifts in a bottom sheet. */
  onMore: (date: string) => void;
  onMonthChange: (step: -1 | 1, focusDate?: string) => void;
  /** Days picked for a change to many days at once (shown as selected). */
  selected?: ReadonlySet<string>;
  /** A long press (or right-click) on a day: start picking days there. */
  onLongPress?: (date: string) => void;
  /** Public holidays by date (their names), shown on their days. */
  holidays?: ReadonlyMap<string, string>;
}) {
  const { formatLongDate } = useFormats();
  const weeks = useMemo(() => monthGridWeeks(month), [month]);
  const byDay = useMemo(() => shiftsByDay(data), [data]);
  const fromRotation = useMemo(() => rotationDays(data), [data]);
  const dayFlags = useMemo(() => flagsByDay(data), [data]);
  const dayOff = useMemo(() => timeOffByDay(data), [data]);
  const press = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef<{ date: string; at: number } | null>(null);
  const endPress = () => clearTimeout(press.current);
  const longPress = (date: string) => {
    endPress();
    pressed.current = { date, at: pressTime() };
    onLongPress?.(date);
  };
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
    if (e.shiftKey && (e.key === "Enter" || e.key === " ")) {
      // The keyboard's shift-click: pick the range to this day.
      e.preventDefault();
      onDay(date, { range: true, toggle: false });
      return;
    }
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
    <MonthGridFrame
      gridRef={gridRef}
      weeks={weeks}
      weekStartsOn="sunday"
      aria-label={monthTitle(month)}
      aria-describedby={tapping ? "calendar-apply-hint" : undefined}
      className={cn("select-none", fit && "flex h-full flex-col")}
      rowClassName={cn(fit && "min-h-[3.75rem] flex-1 md:min-h-[5rem]")}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-month={month}
      renderDay={(date) => {
        const inMonth = date >= first && date <= last;
        const isToday = date === today;
        const shifts = byDay.get(date) ?? [];
        const notes = data?.noteCounts[date] ?? 0;
        const shown = shifts.length > visible ? shifts.slice(0, visible) : shifts;
        const hidden = shifts.length - shown.length;
        const isSelected = selected?.has(date) ?? false;
        const rotation = fromRotation.has(date);
        // Only an applied shift has flags, and it is first on its day: they go under its chip.
        const flags = dayFlags.get(date);
        const timeOff = dayOff.get(date);
        const holiday = holidays?.get(date);
        return (
          <div
            key={date}
            role="gridcell"
            aria-selected={selected ? isSelected : undefined}
            className={cn(
              "relative min-h-[5.5rem] border-r border-slate-200 last:border-r-0 md:min-h-[7.25rem]",
              fit && "min-h-0 overflow-hidden md:min-h-0",
              !inMonth && "bg-slate-50",
              isToday && "bg-primary/5",
              isSelected && "bg-sky-100",
            )}
          >
            <button
              type="button"
              data-date={date}
              tabIndex={date === focusDate ? 0 : -1}
              aria-label={dayLabel(formatLongDate, date, shifts, notes, isToday, rotation, { flags, timeOff, holiday })}
              aria-current={isToday ? "date" : undefined}
              aria-pressed={selected ? isSelected : undefined}
              onClick={(e) => {
                setFocused(date);
                // The click that ends a long press only started the picking.
                if (pressed.current && pressed.current.date === date && pressTime() - pressed.current.at < 1000) {
                  pressed.current = null;
                  return;
                }
                onDay(date, { range: e.shiftKey, toggle: e.ctrlKey || e.metaKey });
              }}
              onPointerDown={(e) => {
                endPress();
                if (!onLongPress || e.pointerType === "mouse") return;
                press.current = setTimeout(() => longPress(date), LONG_PRESS_MS);
              }}
              onPointerUp={endPress}
              onPointerLeave={endPress}
              onPointerCancel={endPress}
              onContextMenu={(e) => {
                if (!onLongPress) return;
                e.preventDefault();
                // Android's long press fires contextmenu too: one long press, not two.
                if (pressed.current?.date !== date || pressTime() - pressed.current.at >= 1000) longPress(date);
              }}
              onKeyDown={(e) => onKeyDown(e, date)}
              onFocus={() => setFocused(date)}
              className={cn(
                "absolute inset-0 cursor-pointer outline-none hover:bg-slate-100/60 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset",
                tapping && "hover:bg-primary/10",
                isToday && "ring-2 ring-primary/70 ring-inset",
                isSelected && "ring-2 ring-sky-600 ring-inset",
              )}
            />
            <div
              className={cn("pointer-events-none relative flex flex-col gap-0.5 p-0.5 md:gap-1 md:p-1.5", fit && "md:gap-0.5 md:p-1", !inMonth && "opacity-60")}
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
                {rotation && <Repeat className="size-3 text-slate-500" aria-hidden data-rotation-mark />}
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
              {holiday && <HolidayName name={holiday} />}
              {timeOff && (
                <div className={cn(tapping ? "pointer-events-none" : "pointer-events-auto")}>
                  <TimeOffChip kind={timeOff} onClick={() => onChip(date)} />
                </div>
              )}
              {shown.map((shift, i) => (
                <div key={`${shift.id}-${i}`} className={cn(tapping ? "pointer-events-none" : "pointer-events-auto")}>
                  <ShiftChip shift={shift} onClick={() => onChip(date)} />
                  {i === 0 && flags && (
                    // A tap on them is a tap on the day (they are labels, not buttons).
                    <div className="pointer-events-none mt-px">
                      <FlagChips {...flags} max={isMobile ? VISIBLE_FLAGS.mobile : VISIBLE_FLAGS.desktop} />
                    </div>
                  )}
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
      }}
    />
  );
}
