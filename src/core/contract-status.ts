import { daysBetween } from "./calendar-dates";

export const CONTRACT_STATUSES = ["upcoming", "active", "complete"] as const;

/** Housing choices of a contract, with their labels; zod-free so a screen can list them without the schemas. */
export const HOUSING_OPTIONS = ["agency_provided", "facility_provided", "stipend", "none"] as const;
export type HousingOption = (typeof HOUSING_OPTIONS)[number];
export const housingOptionLabels: Record<HousingOption, string> = {
  agency_provided: "Agency provided",
  facility_provided: "Facility provided",
  stipend: "Stipend",
  none: "None",
};
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** How each status reads on a card and in the filter (All Status, Upcoming, Active, Complete). */
export const contractStatusLabels: Record<ContractStatus, string> = { upcoming: "Upcoming", active: "Active", complete: "Complete" };

/**
 * Contract status (docs/product/career.md, Contracts): upcoming when today is before the start date or either date is
 * missing; active from start to end inclusive (day precision); complete after
 * the end. `today` is the nurse's day (yyyy-MM-dd in her time zone).
 */
export function contractStatus(contract: { startDate: string | null; endDate: string | null }, today: string): ContractStatus {
  const { startDate, endDate } = contract;
  if (!startDate || !endDate || today < startDate) return "upcoming";
  return today <= endDate ? "active" : "complete";
}

/**
 * The contract's length in days, as a travel nurse counts it: both the first
 * and the last day are worked, so Jan 4 – Apr 3 is 91 days (13 weeks) and a
 * one-day contract is 1. Null while either date is missing or the end is
 * before the start.
 */
export function contractDurationDays(startDate: string | null, endDate: string | null): number | null {
  if (!startDate || !endDate) return null;
  const days = daysBetween(startDate, endDate) + 1;
  return days < 1 ? null : days;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The duration as a travel nurse says it, in weeks first: "13 weeks, 91 days",
 * "13 weeks 3 days, 94 days", "5 days" (under a week); "" without a duration.
 */
export function contractDurationLabel(days: number | null): string {
  if (days === null || days < 1) return "";
  if (days < 7) return plural(days, "day");
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  return `${plural(weeks, "week")}${rest ? ` ${plural(rest, "day")}` : ""}, ${plural(days, "day")}`;
}
