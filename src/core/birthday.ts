import { isRealDate } from "./calendar-dates";

/** Spec 000 §2 and §5: birthdays between 1900-01-01 and today. */
export const BIRTHDAY_MIN = "1900-01-01";
/** The picker opens on this year when no birthday is set. */
export const BIRTHDAY_DEFAULT_VIEW_YEAR = 1990;
/** Year choices: this year and back, 124 of them (never before 1900). */
export const BIRTHDAY_YEAR_COUNT = 124;

export const birthdayMessages = {
  format: "Birthday must be a date like 1990-05-31.",
  tooEarly: "Birthday must be on or after January 1, 1900.",
  future: "Birthday can't be in the future.",
} as const;

/** Years offered by the picker, newest first. */
export function birthdayYearChoices(today: string): number[] {
  const year = Number(today.slice(0, 4));
  const count = Math.min(BIRTHDAY_YEAR_COUNT, year - 1900 + 1);
  return Array.from({ length: count }, (_, i) => year - i);
}

/** What is wrong with this birthday, given the user's today; undefined when it is fine. */
export function birthdayProblem(dob: string, today: string): string | undefined {
  if (!isRealDate(dob)) return birthdayMessages.format;
  if (dob < BIRTHDAY_MIN) return birthdayMessages.tooEarly;
  if (dob > today) return birthdayMessages.future;
  return undefined;
}
