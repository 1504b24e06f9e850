import { addDays } from "./calendar-dates";
import { dateInZone } from "./time-zones";

/** The Countdown widget (docs/product/shell-and-dashboard.md: the default and preset move with the clock). */
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

/** "2027-01-01T00:00": the wall-clock time an instant reads in a zone (the date-time input's value). */
export function wallTimeIn(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

const asUtcMs = (wall: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!) : null;
};

/** The instant a wall-clock time ("2027-01-01T00:00") means in a zone; null when it is not one. */
export function instantOfWallTime(zone: string, wall: string): Date | null {
  const wanted = asUtcMs(wall);
  if (wanted === null) return null;
  // The zone's offset at the guess, applied twice: right across a change of offset.
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess += wanted - asUtcMs(wallTimeIn(zone, new Date(guess)))!;
  return new Date(guess);
}

/** The instant a day begins (its first minute, 00:00) in a zone. */
export const midnightIn = (zone: string, day: string): Date => instantOfWallTime(zone, `${day}T00:00`)!;

/** "Tomorrow": the coming midnight in the nurse's zone. */
export const tomorrowMidnight = (zone: string, now: Date): Date => midnightIn(zone, addDays(dateInZone(zone, now), 1));

/** The next New Year's midnight in the nurse's zone, and its year (the default target and the preset "New Year {year}"). */
export function nextNewYear(zone: string, now: Date): { year: number; at: Date } {
  const year = Number(dateInZone(zone, now).slice(0, 4)) + 1;
  return { year, at: midnightIn(zone, `${year}-01-01`) };
}
