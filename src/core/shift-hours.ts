import { addDays } from "./calendar-dates";

/** Times of day are `HH:MM`, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const DEFAULT_START = "07:00";
export const DEFAULT_END = "19:00";
export const DEFAULT_PAID_HOURS = 12;
export const MINUTES_PER_DAY = 24 * 60;

export const isValidTime = (value: string): boolean => TIME_OF_DAY.test(value);

export function minutesOfDay(time: string): number {
  if (!isValidTime(time)) throw new RangeError(`Not a time of day: ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * How long a shift lasts, in minutes. An end at or before the start is on the
 * next day (19:00–07:00 is 12 hours); the same start and end is a 24-hour shift.
 */
export function shiftMinutes(start: string, end: string): number {
  const diff = minutesOfDay(end) - minutesOfDay(start);
  return diff > 0 ? diff : diff + MINUTES_PER_DAY;
}

/** The shift ends on the day after it starts (an overnight shift). */
export function endsNextDay(start: string, end: string): boolean {
  return minutesOfDay(end) <= minutesOfDay(start);
}

/** `value` rounded to the nearest multiple of `step` (0.25 = quarter hours). */
export function roundToStep(value: number, step = 0.25): number {
  const steps = Math.round(value / step);
  return Math.round(steps * step * 100) / 100;
}

/**
 * Paid hours suggested from start and end: the duration rounded to quarter
 * hours (or to `step`), wrapping past midnight. 19:00–07:00 = 12.
 */
export function paidHoursBetween(start: string, end: string, step = 0.25): number {
  return roundToStep(shiftMinutes(start, end) / 60, step);
}

/** Where a shift that starts on `date` begins and ends, as local wall-clock days and times. */
export function shiftSpan(date: string, start: string, end: string) {
  return {
    startDate: date,
    startTime: start,
    endDate: endsNextDay(start, end) ? addDays(date, 1) : date,
    endTime: end,
  };
}

/**
 * Paid hours the nurse set herself: not what start and end give (to `step`).
 * An edit screen keeps those when the times move instead of recomputing them
 * (8 h for 15:00–23:15 must not silently become 7.75 at 15:30).
 */
export function isHandSetPaidHours(start: string, end: string, paidHours: number, step = 0.25): boolean {
  if (!isValidTime(start) || !isValidTime(end)) return false;
  return paidHoursBetween(start, end, step) !== paidHours;
}
