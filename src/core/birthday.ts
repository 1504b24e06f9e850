import { isRealDate, todayIn } from "./calendar-dates";

/** Birthdays between 1900-01-01 and today (docs/product/sign-in-and-account.md, Account). */
export const BIRTHDAY_MIN = "1900-01-01";
/** The picker opens on this year when no birthday is set. */
export const BIRTHDAY_DEFAULT_VIEW_YEAR = 1990;

export const birthdayMessages = {
  format: "Birthday must be a date like 1990-05-31.",
  tooEarly: "Birthday must be on or after January 1, 1900.",
  future: "Birthday can't be in the future.",
} as const;

/** A date picker's year menu: from `newest` down to 1900, the first year any date of the profile may be in. */
export function yearsDownTo1900(newest: number): number[] {
  const first = Number(BIRTHDAY_MIN.slice(0, 4));
  return Array.from({ length: Math.max(0, newest - first + 1) }, (_, i) => newest - i);
}

/**
 * Years offered by the birthday picker, newest first: this year down to 1900.
 * The first description's list was 124 years from 2024 (back to 1901); with the list starting
 * at the current year (it moves with the clock), it reaches 1900 so every date the server
 * accepts can be chosen.
 */
export const birthdayYearChoices = (today: string): number[] => yearsDownTo1900(Number(today.slice(0, 4)));

/** What is wrong with this birthday, given the user's today; undefined when it is fine. */
export function birthdayProblem(dob: string, today: string): string | undefined {
  if (!isRealDate(dob)) return birthdayMessages.format;
  if (dob < BIRTHDAY_MIN) return birthdayMessages.tooEarly;
  if (dob > today) return birthdayMessages.future;
  return undefined;
}

/**
 * "Today" for a change of profile: the nurse's, in the zone being saved. For the
 * zone on file a browser passes the server's today: its own zone data can differ
 * from the server's (a browser with tz data older than 2026b still puts Vancouver on UTC−8 this November).
 */
export function todayForChange(change: { timezone?: string }, saved: { timezone: string; today?: string }, now = new Date()): string {
  const zone = change.timezone ?? saved.timezone;
  return zone === saved.timezone && saved.today ? saved.today : todayIn(zone, now);
}
