import { daysBetween } from "./calendar-dates";
import { contractStatus } from "./contract-status";

interface ContractDates {
  startDate: string | null;
  endDate: string | null;
}

export interface CurrentContract<C> {
  contract: C;
  status: "active" | "upcoming";
  /** Active: days to the end date (0 on the last day). Upcoming: days until it starts, or null without a start date. */
  days: number | null;
}

const byDate = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/**
 * The Current Contract widget (docs/product/shell-and-dashboard.md): the active contract (of several,
 * the one ending first), else the next upcoming one (the soonest start, ones
 * without dates last), else none. Status by contract-status.ts.
 */
export function currentContract<C extends ContractDates>(contracts: readonly C[], today: string): CurrentContract<C> | null {
  const active = contracts.filter((c) => contractStatus(c, today) === "active").sort((a, b) => byDate(a.endDate, b.endDate));
  if (active[0]) return { contract: active[0], status: "active", days: daysBetween(today, active[0].endDate!) };
  const upcoming = contracts
    .filter((c) => contractStatus(c, today) === "upcoming" && !(c.endDate && c.endDate < today))
    .sort((a, b) => byDate(a.startDate, b.startDate));
  if (upcoming[0]) return { contract: upcoming[0], status: "upcoming", days: upcoming[0].startDate ? daysBetween(today, upcoming[0].startDate) : null };
  return null;
}

/** "12 days left", "Last day", "Starts in 3 days", "Starts tomorrow". */
export function contractDaysText(current: CurrentContract<unknown>): string {
  const { status, days } = current;
  if (status === "active") return days === 0 ? "Last day" : days === 1 ? "1 day left" : `${days} days left`;
  if (days === null) return "Dates to be confirmed";
  return days === 0 ? "Starts today" : days === 1 ? "Starts tomorrow" : `Starts in ${days} days`;
}
