/**
 * A VTIMEZONE for an IANA zone, built from the runtime's own zone data (Intl):
 * every offset change in the years asked for, as RFC 5545 observances. Outlook
 * needs one for each TZID a feed uses; Google and Apple read it too.
 */
const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, style: "longOffset" | "short"): Intl.DateTimeFormat {
  const key = `${zone}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: style });
    formatters.set(key, f);
  }
  return f;
}

/** Minutes east of UTC in `zone` at the instant `ms`. */
export function offsetAt(zone: string, ms: number): number {
  const name =
    formatter(zone, "longOffset")
      .formatToParts(new Date(ms))
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

function abbreviation(zone: string, ms: number): string | undefined {
  const name = formatter(zone, "short")
    .formatToParts(new Date(ms))
    .find((p) => p.type === "timeZoneName")?.value;
  return name && /^[A-Z]{2,6}$/.test(name) ? name : undefined;
}

export interface Transition {
  /** The instant the new offset starts. */
  at: number;
  from: number;
  to: number;
}

/** Offset changes from the start of `fromYear` to the end of `toYear`. */
export function transitions(zone: string, fromYear: number, toYear: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let t = Date.UTC(fromYear, 0, 1);
  let offset = offsetAt(zone, t);
  while (t < end) {
    const next = Math.min(t + WEEK, end);
    const nextOffset = offsetAt(zone, next);
    if (nextOffset !== offset) {
      // The first minute with the new offset.
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (offsetAt(zone, mid) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: offset, to: offsetAt(zone, hi) });
      offset = offsetAt(zone, hi);
      t = hi;
      continue;
    }
    t = next;
  }
  return found;
}

const two = (n: number) => String(n).padStart(2, "0");

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

/** Local wall-clock time as yyyyMMddTHHmmss (ms already shifted to local). */
function localStamp(localMs: number): string {
  const d = new Date(localMs);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
}

/** The VTIMEZONE lines for `zone`, covering `fromYear` to `toYear`. */
export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const initial = offsetAt(zone, start);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  const observance = (kind: "STANDARD" | "DAYLIGHT", localStart: string, from: number, to: number, name?: string) => {
    lines.push(`BEGIN:${kind}`, `DTSTART:${localStart}`, `TZOFFSETFROM:${formatOffset(from)}`, `TZOFFSETTO:${formatOffset(to)}`);
    if (name) lines.push(`TZNAME:${name}`);
    lines.push(`END:${kind}`);
  };
  observance("STANDARD", "19700101T000000", initial, initial, abbreviation(zone, start));
  for (const tr of transitions(zone, fromYear, toYear)) {
    observance(tr.to > tr.from ? "DAYLIGHT" : "STANDARD", localStamp(tr.at + tr.from * MINUTE), tr.from, tr.to, abbreviation(zone, tr.at));
  }
  lines.push("END:VTIMEZONE");
  return lines;
}
