import { addDays, daysBetween, daysInMonth, formatYmd, parseYmd } from "./calendar-dates";

/**
 * Certification status (docs/product/certifications.md, Status): Valid when there is no expiry
 * or more than 30 days are left; Expiring Soon within 30 days (the expiry day
 * itself included: the card is still good that day); Expired once the expiry
 * day has passed — a deliberate split of the first description's single label. "Today" is
 * the nurse's own day in her time zone (todayIn), passed in.
 */
export const EXPIRING_SOON_DAYS = 30;
/** The dashboard's Alerts widget looks further ahead (docs/product/shell-and-dashboard.md). */
export const DASHBOARD_ALERT_MONTHS = 3;
/** Recent Certifications shows the last this many added. */
export const RECENT_CERTIFICATIONS = 3;

export type CertificationStatus = "valid" | "expiring" | "expired";

export const STATUS_LABELS: Record<CertificationStatus, string> = {
  valid: "Valid",
  expiring: "Expiring Soon",
  expired: "Expired",
};

export interface ExpiryFacts {
  expiryDate: string | null;
  noExpiry: boolean;
}

export interface StatusView {
  status: CertificationStatus;
  label: string;
  /** "Expires in 12 days", "Expires today", "Expired 3 months ago", "No expiry". */
  detail: string;
  /** Days from today to the expiry (negative once past); null without an expiry. */
  daysLeft: number | null;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "yesterday", "5 days ago", "3 weeks ago", "2 months ago", "1 year ago" for a day that passed `days` days ago. */
export function howLongAgo(days: number): string {
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 14) return `${plural(days, "day")} ago`;
  if (days < 60) return `${plural(Math.floor(days / 7), "week")} ago`;
  if (days < 365) return `${plural(Math.floor(days / 30), "month")} ago`;
  return `${plural(Math.floor(days / 365), "year")} ago`;
}

export function certificationStatus(cert: ExpiryFacts, today: string): StatusView {
  if (cert.noExpiry || !cert.expiryDate) return { status: "valid", label: STATUS_LABELS.valid, detail: "No expiry", daysLeft: null };
  const daysLeft = daysBetween(today, cert.expiryDate);
  if (daysLeft < 0) return { status: "expired", label: STATUS_LABELS.expired, detail: `Expired ${howLongAgo(-daysLeft)}`, daysLeft };
  const detail = daysLeft === 0 ? "Expires today" : daysLeft === 1 ? "Expires tomorrow" : `Expires in ${plural(daysLeft, "day")}`;
  if (daysLeft <= EXPIRING_SOON_DAYS) return { status: "expiring", label: STATUS_LABELS.expiring, detail, daysLeft };
  return { status: "valid", label: STATUS_LABELS.valid, detail, daysLeft };
}

/** The same day `months` months later, the last day of the month when it has no such day (Nov 30 + 3 → Feb 28/29). */
export function addMonthsToDate(date: string, months: number): string {
  const parts = parseYmd(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatYmd({ year, month, day: Math.min(parts.day, daysInMonth(year, month)) });
}

/**
 * The dashboard's Alerts: a certification with an expiry within 3 months from
 * today (the last day of the window included), or already past — a lapsed
 * card is the most urgent alert of all.
 */
export function inDashboardAlertWindow(cert: ExpiryFacts, today: string): boolean {
  if (cert.noExpiry || !cert.expiryDate) return false;
  return cert.expiryDate <= addMonthsToDate(today, DASHBOARD_ALERT_MONTHS);
}

/** The day a reminder `leadDays` before the expiry is due. */
export const reminderDay = (expiryDate: string, leadDays: number) => addDays(expiryDate, -leadDays);
