import { addDays } from "./calendar-dates";
import { dateInZone } from "./time-zones";

/** The Countdown widget (spec 000 §2; DESIGN §8: the default and preset move with the clock). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  /** The target has passed. */
  done: boolean;
}

const MINUTE = 60_000;

/** Days, hours and whole minutes left from `now` to `target` (rounded up to the minute, so it reaches 0 at the target); all 0 once passed. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const left = Math.ceil((target.getTime() - now.getTime()) / MINUTE);
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, done: true };
  return { days: Math.floor(left / 1440), hours: Math.floor((left % 1440) / 60), minutes: left % 60, done: false };
}

/** The UTC offset of a zone at an instant, in minutes (Vancouver in winter: -480). */
function offsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((asUtc - Math.floor(at.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/** The instant a day begins (its first minute, 00:00) in a zone. */
export function midnightIn(zone: string, day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let guess = wall - offsetMinutes(zone, new Date(wall)) * MINUTE;
  // Once more with the offset at the guess: right across a change of offset.
  guess = wall - offsetMinutes(zone, new Date(guess)) * MINUTE;
  return new Date(guess);
}

/** "Tomorrow": the coming midnight in the nurse's zone. */
export const tomorrowMidnight = (zone: string, now: Date): Date => midnightIn(zone, addDays(dateInZone(zone, now), 1));

/** The next New Year's midnight in the nurse's zone, and its year (the default target and the preset "New Year {year}"). */
export function nextNewYear(zone: string, now: Date): { year: number; at: Date } {
  const year = Number(dateInZone(zone, now).slice(0, 4)) + 1;
  return { year, at: midnightIn(zone, `${year}-01-01`) };
}
