/**
 * Intl formatters are slow to make (a tenth of a millisecond) and immutable:
 * one per zone, kept. Unknown zones are remembered as such.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat | null>();

function dateFormatter(zone: string): Intl.DateTimeFormat | null {
  let formatter = dateFormatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      formatter = null;
    }
    // Zone names come from requests: keep the memo from growing without end.
    if (dateFormatters.size > 1_000) dateFormatters.clear();
    dateFormatters.set(zone, formatter);
  }
  return formatter;
}

/** True when the runtime knows this IANA zone (Intl throws on unknown ones). */
export function isKnownTimeZone(zone: string): boolean {
  return dateFormatter(zone) !== null;
}

/** The zones the runtime lists by their canonical names, and UTC (each one isKnownTimeZone takes; it takes their aliases too). */
export const KNOWN_TIME_ZONES: readonly string[] = ["UTC", ...(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [])];

/**
 * The date in a zone only changes on a whole minute (every UTC offset is whole
 * minutes), so it is worked out once per zone per minute.
 */
const datesThisMinute = new Map<string, { minute: number; date: string }>();

/** The calendar date (yyyy-MM-dd) at `now` in a zone the runtime knows. */
export function dateInZone(zone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = datesThisMinute.get(zone);
  if (known?.minute === minute) return known.date;
  const formatter = dateFormatter(zone);
  if (!formatter) throw new RangeError(`Unknown time zone: ${zone}`);
  const parts = formatter.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const date = `${get("year")}-${get("month")}-${get("day")}`;
  if (datesThisMinute.size > 1_000) datesThisMinute.clear();
  datesThisMinute.set(zone, { minute, date });
  return date;
}
