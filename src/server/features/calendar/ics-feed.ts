import { endsNextDay } from "@core/shift-hours";
import { addDays } from "@core/calendar-dates";
import { withoutControlCharacters } from "@core/control-characters";
import { SHIFT_SYMBOL_LABELS, type ShiftSymbol } from "@core/shift-library";
import { flagNames, type ShiftFlag } from "@core/shift-flags";
import { TIME_OFF_LABELS, type TimeOffKind } from "@core/time-off";
import { vtimezone } from "./vtimezone";

export interface FeedShift {
  /** Stable per event: the applied day's id, or the dated shift type's id. */
  key: string;
  date: string;
  name: string;
  icon: string;
  symbol: ShiftSymbol | null;
  location: string;
  startTime: string;
  endTime: string;
  paidHours: number;
  /** The flags she gave the day's shift (decision 053): in its description. */
  flags?: ShiftFlag[];
  floatTo?: string | null;
}

/** A day of time off: an all-day event. */
export interface FeedTimeOff {
  key: string;
  date: string;
  kind: TimeOffKind;
}

/** A public holiday of her area: an all-day event. */
export interface FeedHoliday {
  date: string;
  name: string;
}

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped, every line break (a bare
 * CR too) written as `\n`, and no other control character: a raw CR would let
 * a location like `L\rURL:…` start a property of its own.
 */
export function escapeText(text: string): string {
  return withoutControlCharacters(text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,"), "\\n");
}

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const stamp = (date: string, time: string) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * The nurse's shifts as an iCalendar feed: each one a timed event in her time
 * zone (TZID with its VTIMEZONE), overnight ones ending the next morning, the
 * location in the event.
 */
/** A certification's expiry: an all-day event on that day. */
export interface FeedExpiry {
  key: string;
  date: string;
  name: string;
}

/** An all-day event on `date` (DTEND the next day, as RFC 5545 counts). */
function allDay(uid: string, dtstamp: string, date: string, summary: string, extra: string[] = []): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;VALUE=DATE:${date.replaceAll("-", "")}`,
    `DTEND;VALUE=DATE:${addDays(date, 1).replaceAll("-", "")}`,
    `SUMMARY:${escapeText(summary)}`,
    ...extra,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** A holiday's UID: the same day and name give the same event from one refresh to the next. */
const holidayUid = (h: FeedHoliday, domain: string) =>
  `holiday-${h.date}-${h.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}@${domain}`;

export function buildIcsFeed({
  shifts,
  expiries = [],
  timeOff = [],
  holidays = [],
  timeZone,
  now = new Date(),
  domain,
}: {
  shifts: FeedShift[];
  expiries?: FeedExpiry[];
  timeOff?: FeedTimeOff[];
  holidays?: FeedHoliday[];
  timeZone: string;
  now?: Date;
  domain: string;
}): string {
  const years = shifts.map((s) => Number(s.date.slice(0, 4)));
  const fromYear = years.length ? Math.min(...years) : now.getUTCFullYear();
  const toYear = (years.length ? Math.max(...years) : now.getUTCFullYear()) + 1;
  const dtstamp = utcStamp(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//NurseVitals//Shift calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:NurseVitals shifts",
    `X-WR-TIMEZONE:${timeZone}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...vtimezone(timeZone, fromYear, toYear),
  ];
  for (const s of shifts) {
    const endDate = endsNextDay(s.startTime, s.endTime) ? addDays(s.date, 1) : s.date;
    const details = [
      `${s.startTime}–${s.endTime}`,
      `${s.paidHours} paid hours`,
      s.symbol ? SHIFT_SYMBOL_LABELS[s.symbol] : "",
      ...flagNames(s.flags, s.floatTo),
    ]
      .filter(Boolean)
      .join(" · ");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${s.key}-${s.date}@${domain}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;TZID=${timeZone}:${stamp(s.date, s.startTime)}`,
      `DTEND;TZID=${timeZone}:${stamp(endDate, s.endTime)}`,
      `SUMMARY:${escapeText(`${s.icon} ${s.name}`.trim())}`,
      ...(s.location ? [`LOCATION:${escapeText(s.location)}`] : []),
      `DESCRIPTION:${escapeText(details)}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  for (const e of expiries) lines.push(...allDay(`cert-${e.key}-${e.date}@${domain}`, dtstamp, e.date, `${e.name} expires`));
  for (const d of timeOff) lines.push(...allDay(`off-${d.key}-${d.date}@${domain}`, dtstamp, d.date, TIME_OFF_LABELS[d.kind], ["CATEGORIES:Time off"]));
  for (const h of holidays) lines.push(...allDay(holidayUid(h, domain), dtstamp, h.date, h.name, ["CATEGORIES:Holiday"]));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
