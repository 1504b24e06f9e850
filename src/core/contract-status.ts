import { daysBetween } from "./calendar-dates";

export const CONTRACT_STATUSES = ["upcoming", "active", "complete"] as const;

/** Housing choices of a contract (spec §3), with their labels; zod-free so a screen can list them without the schemas. */
export const HOUSING_OPTIONS = ["agency_provided", "facility_provided", "stipend", "none"] as const;
export type HousingOption = (typeof HOUSING_OPTIONS)[number];
export const housingOptionLabels: Record<HousingOption, string> = {
  agency_provided: "Agency provided",
  facility_provided: "Facility provided",
  stipend: "Stipend",
  none: "None",
};
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** How each status reads on a card and in the filter (spec §2: All Status, Upcoming, Active, Complete). */
export const contractStatusLabels: Record<ContractStatus, string> = { upcoming: "Upcoming", active: "Active", complete: "Complete" };

/**
 * Spec §4: upcoming when today is before the start date or either date is
 * missing; active from start to end inclusive (day precision); complete after
 * the end. `today` is the nurse's day (yyyy-MM-dd in her time zone).
 */
export function contractStatus(contract: { startDate: string | null; endDate: string | null }, today: string): ContractStatus {
  const { startDate, endDate } = contract;
  if (!startDate || !endDate || today < startDate) return "upcoming";
  return today <= endDate ? "active" : "complete";
}

/**
 * The contract's length in days as the Dates section shows it: the time from
 * start to end rounded up to whole days (dates are whole days, so the
 * difference); null while either date is missing or the end is before the start.
 */
export function contractDurationDays(startDate: string | null, endDate: string | null): number | null {
  if (!startDate || !endDate) return null;
  const days = Math.ceil(daysBetween(startDate, endDate));
  return days < 0 ? null : days;
}
