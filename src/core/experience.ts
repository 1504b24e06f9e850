import { daysBetween } from "./calendar-dates";

/**
 * Experience (docs/product/sign-in-and-account.md, Account): whole days since the licence date, otherwise the
 * graduation date, never below 0. Null when neither date is known.
 */
export function experienceDays(dates: { licenseDate?: string | null; gradDate?: string | null }, today: string): number | null {
  const start = dates.licenseDate || dates.gradDate;
  if (!start) return null;
  return Math.max(0, daysBetween(start, today));
}
