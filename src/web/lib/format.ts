import { parseYmd } from "@core/calendar-dates";
import { endsNextDay } from "@core/shift-hours";

const longDate = new Intl.DateTimeFormat("en-CA", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const monthName = new Intl.DateTimeFormat("en-CA", { month: "long", timeZone: "UTC" });
const shortMonth = new Intl.DateTimeFormat("en-CA", { month: "short", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" });
const money = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
const hours = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 2 });

const utc = (ymd: string) => {
  const p = parseYmd(ymd);
  return new Date(Date.UTC(p?.year ?? 1970, (p?.month ?? 1) - 1, p?.day ?? 1));
};

/** "Tuesday, March 10, 2026" — the day panel's title. */
export const formatLongDate = (ymd: string) => longDate.format(utc(ymd));
/** "Nov 13" — a one-off shift's date on its chip. */
export const formatShortDate = (ymd: string) => shortDate.format(utc(ymd));
export const formatMonthName = (month: string) => monthName.format(utc(`${month}-01`));
export const formatShortMonth = (month: string) => shortMonth.format(utc(`${month}-01`));
/** "$52.40" (CAD, en-CA). */
export const formatMoney = (amount: number) => money.format(amount);
/** "12", "7.5" */
export const formatHours = (h: number) => hours.format(h);

/** "19:00 – 07:00 (next day)" */
export function formatTimeRange(start: string, end: string, { nextDay = true } = {}): string {
  return `${start} – ${end}${nextDay && endsNextDay(start, end) ? " (next day)" : ""}`;
}
