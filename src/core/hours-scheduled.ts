/** A shift on a day, as far as hours are concerned. */
export interface ScheduledShift {
  date: string;
  paidHours: number;
}

/**
 * Hours scheduled from `from` to `to` inclusive: the sum of the paid hours of
 * every shift on those days (the dashboard's Hours Worked and the calendar header). A shift counts on the
 * day it starts, so an overnight shift on the last day of a month is that month's.
 */
export function hoursScheduled(shifts: readonly ScheduledShift[], from: string, to: string): number {
  let quarters = 0;
  for (const s of shifts) if (s.date >= from && s.date <= to) quarters += Math.round(s.paidHours * 4);
  // Counted in quarter hours so the sum is exact.
  return quarters / 4;
}
