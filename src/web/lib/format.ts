import { parseYmd } from "@core/calendar-dates";
import { endsNextDay } from "@core/shift-hours";

/**
 * How money, numbers and calendar days are written for a nurse: one place, so
 * every screen (and the dashboard's widgets) shows them alike. Pure and small:
 * public pages may read the default locale without the data layer;
 * `useFormats()` (use-formats.ts) gives a screen the signed-in nurse's.
 */
export interface FormatSettings {
  /** BCP 47 locale of dates and numbers. */
  locale: string;
  /** ISO 4217 currency of money. */
  currency: string;
}

/** Money is shown per the nurse's currency, by default CAD in en-CA (docs/product/README.md, Rules). */
export const DEFAULT_FORMAT_SETTINGS: FormatSettings = { locale: "en-CA", currency: "CAD" };

export interface Formats {
  /** "Tuesday, March 10, 2026" — the day panel's title. */
  formatLongDate: (ymd: string) => string;
  /** "Nov 13" — a one-off shift's date on its chip. */
  formatShortDate: (ymd: string) => string;
  /** "March" from "2026-03". */
  formatMonthName: (month: string) => string;
  /** "Mar" from "2026-03". */
  formatShortMonth: (month: string) => string;
  /** "$52.40" (CAD in en-CA). */
  formatMoney: (amount: number) => string;
  /** "12", "7.5" */
  formatHours: (hours: number) => string;
  /** "1,234" */
  formatCount: (count: number) => string;
}

const utc = (ymd: string) => {
  const p = parseYmd(ymd);
  return new Date(Date.UTC(p?.year ?? 1970, (p?.month ?? 1) - 1, p?.day ?? 1));
};

const made = new Map<string, Formats>();

/** The formatters of `settings`, made once per locale and currency (Intl formatters are costly to build). */
export function formatsFor({ locale, currency }: FormatSettings = DEFAULT_FORMAT_SETTINGS): Formats {
  const key = `${locale} ${currency}`;
  let formats = made.get(key);
  if (!formats) {
    const date = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const longDate = date({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
    const shortDate = date({ month: "short", day: "numeric" });
    const monthName = date({ month: "long" });
    const shortMonth = date({ month: "short" });
    const money = new Intl.NumberFormat(locale, { style: "currency", currency });
    const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(locale);
    formats = {
      formatLongDate: (ymd) => longDate.format(utc(ymd)),
      formatShortDate: (ymd) => shortDate.format(utc(ymd)),
      formatMonthName: (month) => monthName.format(utc(`${month}-01`)),
      formatShortMonth: (month) => shortMonth.format(utc(`${month}-01`)),
      formatMoney: (amount) => money.format(amount),
      formatHours: (h) => hours.format(h),
      formatCount: (n) => count.format(n),
    };
    made.set(key, formats);
  }
  return formats;
}

/** "19:00 – 07:00 (next day)" (24-hour times, the same in every locale). */
export function formatTimeRange(start: string, end: string, { nextDay = true } = {}): string {
  return `${start} – ${end}${nextDay && endsNextDay(start, end) ? " (next day)" : ""}`;
}
