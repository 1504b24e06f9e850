import { addDays, dayOfWeek, monthRange } from "./calendar-dates";
import { endsNextDay, minutesOfDay, MINUTES_PER_DAY } from "./shift-hours";
import { sameWorkplace } from "./workplace";

/**
 * The colleague network's rules (docs/product/friends-calendar.md): initials, colours, and how two schedules compare day by day.
 */

/** The friends palette: 10 colours, each dark enough for white initials. */
export const COLLEAGUE_COLORS = ["#2563eb", "#dc2626", "#16a34a", "#9333ea", "#ea580c", "#0d9488", "#db2777", "#4f46e5", "#b45309", "#475569"] as const;

/** What a screen reader says for each colour of the palette (the colour alone says nothing to it). */
export const COLLEAGUE_COLOR_NAMES: Record<(typeof COLLEAGUE_COLORS)[number], string> = {
  "#2563eb": "Blue",
  "#dc2626": "Red",
  "#16a34a": "Green",
  "#9333ea": "Purple",
  "#ea580c": "Orange",
  "#0d9488": "Teal",
  "#db2777": "Pink",
  "#4f46e5": "Indigo",
  "#b45309": "Amber",
  "#475569": "Slate",
};

export const COLLEAGUE_NAME_MAX = 80;

/**
 * An invitation lasts this many days. After that it waits no more on either
 * side: she can no longer accept it, and the inviter sees it as expired (never
 * whether it was declined) and may withdraw it or invite again.
 */
export const INVITATION_DAYS = 30;

/** Has an invitation sent at `sentAt` expired by `now`? */
export const invitationExpired = (sentAt: Date, now: Date) => now.getTime() - sentAt.getTime() >= INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** The colour for a new colleague: the first of the palette nobody has yet, else the palette again in turn. */
export function nextColleagueColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return COLLEAGUE_COLORS.find((c) => !taken.has(c)) ?? COLLEAGUE_COLORS[used.length % COLLEAGUE_COLORS.length]!;
}

/** A shift as a colleague may see it: the working facts only. */
export interface WorkingShift {
  date: string;
  name: string;
  /** HH:MM */
  start: string;
  /** HH:MM; at or before the start means it ends the next day. */
  end: string;
  /** The shift type's location. */
  hospital: string;
  /** The shift type's unit, else its job's. */
  unit: string;
  /** She is on call that day: the one flag colleagues see (decision 053); left out otherwise. */
  onCall?: boolean;
}

export type DayCompatibility = "working-together" | "full-compatible" | "partial-compatible" | "no-compatible";

/** How each state reads (colour is never the only signal: each has a label and a pattern). */
export const COMPATIBILITY_LABELS: Record<DayCompatibility, string> = {
  "working-together": "Working together",
  "full-compatible": "Both free",
  "partial-compatible": "Shifts overlap",
  "no-compatible": "Not compatible",
};

/** Minutes from the start of `day` to the start and end of the shift (an overnight shift ends past 1440). */
export function shiftInterval(day: string, shift: Pick<WorkingShift, "date" | "start" | "end">): [number, number] {
  const offset = shift.date === day ? 0 : shift.date === addDays(day, -1) ? -MINUTES_PER_DAY : Number.NaN;
  const start = minutesOfDay(shift.start);
  let end = minutesOfDay(shift.end);
  if (end <= start) end += MINUTES_PER_DAY;
  return [offset + start, offset + end];
}

/** Does the shift end on the next day (past midnight)? */
export const isOvernight = (shift: Pick<WorkingShift, "start" | "end">) => endsNextDay(shift.start, shift.end);

/** Shifts on `day`, and the previous day's overnight shifts that run into it. */
function reaching(day: string, shifts: readonly WorkingShift[]) {
  const before = addDays(day, -1);
  return shifts.filter((s) => s.date === day || (s.date === before && isOvernight(s)));
}

/**
 * One day of two schedules (docs/product/friends-calendar.md, Comparing). Working together when any own shift and
 * friend shift of the day share hospital and unit as nurses write them (see
 * sameWorkplace: "VGH ICU" with no unit is "VGH" on unit "ICU"); full-compatible when neither
 * works; no-compatible when only one does; partial-compatible when both work and
 * any of their time ranges overlap (a 19:00–07:00 shift the night before counts
 * against the morning), otherwise no-compatible.
 */
export function dayCompatibility(day: string, own: readonly WorkingShift[], friend: readonly WorkingShift[]): DayCompatibility {
  const mine = own.filter((s) => s.date === day);
  const theirs = friend.filter((s) => s.date === day);
  if (mine.some((m) => theirs.some((f) => sameWorkplace(m, f)))) return "working-together";
  if (!mine.length && !theirs.length) return "full-compatible";
  if (!mine.length || !theirs.length) return "no-compatible";
  const a = reaching(day, own).map((s) => ({ on: s.date === day, range: shiftInterval(day, s) }));
  const b = reaching(day, friend).map((s) => ({ on: s.date === day, range: shiftInterval(day, s) }));
  const overlap = a.some((x) => b.some((y) => (x.on || y.on) && x.range[0] < y.range[1] && y.range[0] < x.range[1]));
  return overlap ? "partial-compatible" : "no-compatible";
}

/** Is the nurse working on `day`: a shift that day, or one that ends that morning? */
export const busyOn = (day: string, shifts: readonly WorkingShift[]) => reaching(day, shifts).length > 0;

/**
 * The colleagues free on `day` (beyond the first description: the people to ask for a swap):
 * no shift that day and none ending that morning.
 */
export function freeColleagues<C extends { id: string }>(day: string, colleagues: readonly C[], shiftsOf: (id: string) => readonly WorkingShift[]): C[] {
  return colleagues.filter((c) => !busyOn(day, shiftsOf(c.id)));
}

/** The colleagues with a shift on `day`, each with those shifts. */
export function workingColleagues<C extends { id: string }>(day: string, colleagues: readonly C[], shiftsOf: (id: string) => readonly WorkingShift[]) {
  return colleagues.flatMap((c) => {
    const shifts = shiftsOf(c.id).filter((s) => s.date === day);
    return shifts.length ? [{ colleague: c, shifts }] : [];
  });
}

/** A day cell's avatars: at most `max` shown, then "+N". */
export function avatarOverflow<T>(items: readonly T[], max = 2): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** The friends calendar's weeks (ISO, Monday first): from the Monday on or before the 1st to the Sunday on or after the last day. */
export function isoMonthWeeks(month: string): string[][] {
  const { from, to } = monthRange(month);
  const start = addDays(from, -((dayOfWeek(from) + 6) % 7));
  const end = addDays(to, 6 - ((dayOfWeek(to) + 6) % 7));
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  return weeks;
}
