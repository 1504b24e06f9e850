import { CalendarOff, PartyPopper, Thermometer, TreePalm, type LucideIcon } from "lucide-react";
import type { CalendarMonth } from "@core/schemas/calendar";
import { flagName, normalFlags, SHIFT_FLAG_SHORT, type ShiftFlag } from "@core/shift-flags";
import { TIME_OFF_LABELS, TIME_OFF_SHORT, type TimeOffKind } from "@core/time-off";
import { cn } from "@web/lib/cn";

/**
 * What a calendar day shows beside its shifts (decision 053): the flags of its
 * shift as small chips, a day of time off, and a public holiday's name.
 */

export interface DayFlags {
  flags: ShiftFlag[];
  floatTo?: string;
}

/** The flags of each day's applied shift, by date (days without flags left out). */
export function flagsByDay(data: CalendarMonth | undefined): Map<string, DayFlags> {
  const byDay = new Map<string, DayFlags>();
  for (const s of data?.shifts ?? []) {
    const flags = normalFlags(s.flags);
    if (s.source === "applied" && flags.length) byDay.set(s.date, { flags, floatTo: s.floatTo });
  }
  return byDay;
}

/** The days of time off, by date. */
export function timeOffByDay(data: CalendarMonth | undefined): Map<string, TimeOffKind> {
  return new Map((data?.timeOff ?? []).map((d) => [d.date, d.kind]));
}

/**
 * The flags of a day's shift as two-letter chips, each with its full name as
 * its accessible name and tooltip ("Charge", "Float to 4 West"). At most `max`
 * show; the last one then stands for the rest ("⋯", named "2 more flags: …").
 */
export function FlagChips({ flags, floatTo, max }: DayFlags & { max: number }) {
  const names = flags.map((f) => flagName(f, floatTo));
  const overflow = flags.length > max;
  const shown = overflow ? flags.slice(0, max - 1) : flags;
  const rest = names.slice(shown.length);
  return (
    <div className="flex flex-wrap gap-px md:gap-0.5" data-flag-chips>
      {shown.map((flag, i) => (
        <span
          key={flag}
          role="img"
          aria-label={names[i]}
          title={names[i]}
          data-flag={flag}
          className="rounded-sm bg-slate-800 px-[3px] text-[9px] leading-[13px] font-bold tracking-tight text-white md:px-1 md:text-[10px] md:leading-4"
        >
          {SHIFT_FLAG_SHORT[flag]}
        </span>
      ))}
      {overflow && (
        <span
          role="img"
          aria-label={`${rest.length} more flags: ${rest.join(", ")}`}
          title={rest.join(", ")}
          className="rounded-sm bg-slate-300 px-[3px] text-[9px] leading-[13px] font-bold text-slate-900 md:px-1 md:text-[10px] md:leading-4"
        >
          ⋯
        </span>
      )}
    </div>
  );
}

const TIME_OFF_ICONS: Record<TimeOffKind, LucideIcon> = { vacation: TreePalm, sick: Thermometer, statHoliday: PartyPopper, leave: CalendarOff };

/**
 * A day of time off on the calendar: not a shift, so not a shift's chip — a
 * pale, dashed, striped label ("Vacation", "Stat off"), named with its kind and
 * "time off". A tap opens the day, as a chip's does.
 */
export function TimeOffChip({ kind, onClick }: { kind: TimeOffKind; onClick?: () => void }) {
  const Icon = TIME_OFF_ICONS[kind];
  const classes =
    // On a phone the day is about 50 px wide: a little smaller and tighter than a shift's chip, so "Vacation" is one word on one line.
    "flex min-h-[18px] w-full min-w-0 items-center gap-px rounded border border-dashed border-teal-700 bg-[repeating-linear-gradient(135deg,#f0fdfa_0_4px,#ccfbf1_4px_8px)] px-px py-px text-left text-[9px] leading-[1.15] font-semibold tracking-tighter text-teal-950 md:min-h-5 md:gap-1 md:px-1.5 md:py-0.5 md:text-xs md:tracking-normal";
  const content = (
    <>
      <Icon className="hidden size-3.5 shrink-0 md:inline" aria-hidden />
      <span className="line-clamp-2 min-w-0 flex-1">{TIME_OFF_SHORT[kind]}</span>
      <span className="sr-only"> ({TIME_OFF_LABELS[kind]}, time off)</span>
    </>
  );
  if (!onClick)
    return (
      <span className={classes} data-time-off={kind}>
        {content}
      </span>
    );
  return (
    <button type="button" tabIndex={-1} className={cn(classes, "cursor-pointer hover:brightness-95")} onClick={onClick} data-time-off={kind}>
      {content}
    </button>
  );
}

/** A public holiday's name under the day's number, cut to the day's width (the whole name is in the day's accessible name and tooltip). */
export function HolidayName({ name }: { name: string }) {
  return (
    <p className="truncate px-0.5 text-[9px] leading-3 font-semibold text-rose-800 md:text-[11px] md:leading-4" title={name} aria-hidden data-holiday>
      {name}
    </p>
  );
}
