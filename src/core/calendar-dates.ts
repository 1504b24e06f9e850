import { dateInZone, isKnownTimeZone } from "./time-zones";
/**
 * Calendar days as the nurse thinks of them: `yyyy-MM-dd` strings (a month is
 * `yyyy-MM`). Arithmetic is done on UTC midnights, so no local time zone or
 * daylight-saving change can shift a day.
 */
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const YM = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;
/** The longest range one calendar request may ask for (a month grid is 42 days); here, free of zod, for the web's first load. */
export const CALENDAR_MAX_DAYS = 366;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function formatYmd({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The parts of a real date (2026-02-30 is not one), or undefined. */
export function parseYmd(value: string): DateParts | undefined {
  const m = YMD.exec(value);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export const isValidYmd = (value: string): boolean => parseYmd(value) !== undefined;

/** A real date written yyyy-MM-dd, of any year (range checks say their own words). */
export function isRealDate(value: string): boolean {
  const m = YMD.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(m[1]), month);
}

function toUtc(value: string): number {
  const parts = parseYmd(value);
  if (!parts) throw new RangeError(`Not a calendar date: ${value}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

function fromUtc(ms: number): string {
  const d = new Date(ms);
  return formatYmd({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export function addDays(value: string, days: number): string {
  return fromUtc(toUtc(value) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(value: string): number {
  return new Date(toUtc(value)).getUTCDay();
}

// ---- months ---------------------------------------------------------------

export function isValidMonth(value: string): boolean {
  const m = YM.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12;
}

export function monthOf(value: string): string {
  return value.slice(0, 7);
}

const monthTitleFormat = new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: "UTC" });

/** "March 2026": the calendar's title, on the server's first HTML and in the app alike. */
export function monthTitle(month: string): string {
  const m = YM.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  return monthTitleFormat.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}

export function addMonths(month: string, count: number): string {
  const m = YM.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  const index = Number(m[1]) * 12 + (Number(m[2]) - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** First and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const m = YM.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  const year = Number(m[1]);
  const mon = Number(m[2]);
  return { from: `${month}-01`, to: formatYmd({ year, month: mon, day: daysInMonth(year, mon) }) };
}

/**
 * The days a month grid shows, weeks from Sunday to Saturday: from the Sunday on
 * or before the 1st to the Saturday on or after the last day.
 */
export function monthGridRange(month: string): { from: string; to: string } {
  const { from, to } = monthRange(month);
  return { from: addDays(from, -dayOfWeek(from)), to: addDays(to, 6 - dayOfWeek(to)) };
}

/** The grid's weeks, each seven `yyyy-MM-dd` days starting on a Sunday. */
export function monthGridWeeks(month: string): string[][] {
  const { from, to } = monthGridRange(month);
  const weeks: string[][] = [];
  for (let day = from; day <= to; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** Every day from `from` to `to` inclusive. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

// ---- "today" --------------------------------------------------------------

/** Today's date in an IANA time zone (the nurse's, from her profile). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // A zone the runtime does not know (a profile saved before validation) counts as UTC.
  return isKnownTimeZone(timeZone) ? dateInZone(timeZone, now) : now.toISOString().slice(0, 10);
}
