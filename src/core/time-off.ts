/**
 * Time off (decision 053): a day she is not working, and why — its own kind of
 * day, never a shift. A day holds a shift or time off, never both. It has no
 * paid hours of its own: Hours Worked counts it apart, in days, and colleagues
 * never see it (an off day to them, whatever the reason).
 */
import type { ScheduledShift } from "./hours-scheduled";
import { hoursScheduled } from "./hours-scheduled";

export const TIME_OFF_KINDS = ["vacation", "sick", "statHoliday", "leave"] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];

/** Each kind's name: the day panel, the day's accessible name, the feed. */
export const TIME_OFF_LABELS: Record<TimeOffKind, string> = {
  vacation: "Vacation",
  sick: "Sick",
  statHoliday: "Stat holiday off",
  leave: "Leave",
};

/** The word on the calendar's day (a phone's day has room for about eight letters). */
export const TIME_OFF_SHORT: Record<TimeOffKind, string> = {
  vacation: "Vacation",
  sick: "Sick",
  statHoliday: "Stat off",
  leave: "Leave",
};

/** How a count of them reads: "2 vacation days", "1 sick day". */
const COUNTED: Record<TimeOffKind, [string, string]> = {
  vacation: ["vacation day", "vacation days"],
  sick: ["sick day", "sick days"],
  statHoliday: ["stat holiday off", "stat holidays off"],
  leave: ["day of leave", "days of leave"],
};

export const isTimeOffKind = (value: unknown): value is TimeOffKind => typeof value === "string" && (TIME_OFF_KINDS as readonly string[]).includes(value);

export interface TimeOffDay {
  date: string;
  kind: TimeOffKind;
}

export interface TimeOffCount {
  kind: TimeOffKind;
  days: number;
}

/** The days of each kind from `from` to `to` (inclusive), in TIME_OFF_KINDS' order, kinds with none left out; a date listed twice counts once. */
export function timeOffCounts(days: readonly TimeOffDay[], from: string, to: string): TimeOffCount[] {
  const seen = new Set<string>();
  const counts = new Map<TimeOffKind, number>();
  for (const d of days) {
    if (d.date < from || d.date > to || seen.has(d.date)) continue;
    seen.add(d.date);
    counts.set(d.kind, (counts.get(d.kind) ?? 0) + 1);
  }
  return TIME_OFF_KINDS.filter((k) => counts.has(k)).map((kind) => ({ kind, days: counts.get(kind)! }));
}

/** "2 vacation days · 1 sick day"; "" with none. */
export function timeOffSummary(counts: readonly TimeOffCount[]): string {
  return counts.map(({ kind, days }) => `${days} ${COUNTED[kind][days === 1 ? 0 : 1]}`).join(" · ");
}

/**
 * Hours Worked and time off, counted apart over a range: hours are the paid
 * hours of the shifts worked (time off has none, and a day of time off that
 * still lists a shift — a one-off on a vacation day — is not worked), and time
 * off is counted in days, by kind.
 */
export function hoursAndTimeOff(
  shifts: readonly ScheduledShift[],
  timeOff: readonly TimeOffDay[],
  range: { from: string; to: string },
): { hours: number; timeOff: TimeOffCount[] } {
  const off = new Set(timeOff.map((d) => d.date));
  return {
    hours: hoursScheduled(
      shifts.filter((s) => !off.has(s.date)),
      range.from,
      range.to,
    ),
    timeOff: timeOffCounts(timeOff, range.from, range.to),
  };
}
