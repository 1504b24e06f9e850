import { endsNextDay } from "@core/shift-hours";
import { addDays } from "@core/calendar-dates";
import { withoutControlCharacters } from "@core/control-characters";
import { SHIFT_SYMBOL_LABELS, type ShiftSymbol } from "@core/shift-library";
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

export function buildIcsFeed({
  shifts,
  expiries = [],
  timeZone,
  now = new Date(),
  domain,
}: {
  shifts: FeedShift[];
  expiries?: FeedExpiry[];
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
    const details = [`${s.startTime}–${s.endTime}`, `${s.paidHours} paid hours`, s.symbol ? SHIFT_SYMBOL_LABELS[s.symbol] : ""].filter(Boolean).join(" · ");
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
  for (const e of expiries) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:cert-${e.key}-${e.date}@${domain}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${e.date.replaceAll("-", "")}`,
      `DTEND;VALUE=DATE:${addDays(e.date, 1).replaceAll("-", "")}`,
      `SUMMARY:${escapeText(`${e.name} expires`)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
