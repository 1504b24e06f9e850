import { addDays, dayOfWeek, isValidYmd, monthOf, monthRange } from "./calendar-dates";
import { hoursScheduled, type ScheduledShift } from "./hours-scheduled";

/** The Hours Worked widget's ranges (docs/product/shell-and-dashboard.md). */
export const HOURS_RANGES = ["month", "year", "custom"] as const;
export type HoursRange = (typeof HOURS_RANGES)[number];

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days a range covers, for the nurse's today: this month, this year, or
 * the custom dates — which need both a start and an end (else null: the widget
 * shows 0). A custom range given backwards is read forwards.
 */
export function hoursRangeDays(range: HoursRange, today: string, custom: { from?: string; to?: string } = {}): DayRange | null {
  if (range === "month") return monthRange(monthOf(today));
  if (range === "year") return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  const { from, to } = custom;
  if (!from || !to || !isValidYmd(from) || !isValidYmd(to)) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Hours worked in a range: the sum of each day's shift's paid hours (the calendar header's rule); 0 without a range. */
export function hoursWorked(shifts: readonly ScheduledShift[], days: DayRange | null): number {
  return days ? hoursScheduled(shifts, days.from, days.to) : 0;
}

export interface HoursBar {
  /** First day of the bucket (a Monday-started week, or a month's first day). */
  start: string;
  label: string;
  hours: number;
}

const MONTH_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The chart counts by month for a range longer than about two months, else by week. */
export const barsByMonth = (days: DayRange): boolean => days.to > addDays(days.from, 62);

/**
 * The chart beside the total: hours per month for a range longer than about
 * two months, otherwise per week (weeks start on Monday, the first cut at the
 * range's start). The bars add up to hoursWorked for the same range.
 */
export function hoursBars(shifts: readonly ScheduledShift[], days: DayRange): HoursBar[] {
  const byMonth = barsByMonth(days);
  const bars: HoursBar[] = [];
  let start = days.from;
  while (start <= days.to) {
    let end: string;
    if (byMonth) end = monthRange(monthOf(start)).to;
    else end = addDays(start, (7 - ((dayOfWeek(start) + 6) % 7) - 1) % 7);
    if (end > days.to) end = days.to;
    const label = byMonth ? MONTH_SHORT[Number(start.slice(5, 7)) - 1]! : `${MONTH_SHORT[Number(start.slice(5, 7)) - 1]} ${Number(start.slice(8, 10))}`;
    bars.push({ start, label, hours: hoursScheduled(shifts, start, end) });
    start = addDays(end, 1);
  }
  return bars;
}
