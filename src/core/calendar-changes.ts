/**
 * Changes to a nurse's calendar as one undoable step (decision 043): what each
 * touched day held before and after. A day holds at most one applied shift
 * (DESIGN §3) — with, when a rotation made it, that rotation's id, and the
 * flags she gave it — or a day of time off (decision 053), or nothing.
 */
import { normalFlags, normalFloatTo, sameFlags, type ShiftFlag } from "./shift-flags";
import type { TimeOffKind } from "./time-off";

/**
 * What a day holds. `flags`, `floatTo` and `timeOff` are left out when empty
 * (so are they in the changes kept before decision 053, which read as none).
 */
export interface DayValue {
  shiftTypeId: string | null;
  rotationId: string | null;
  /** The shift's flags (only with a shift). */
  flags?: ShiftFlag[];
  /** The unit she floats to (only with the Float flag). */
  floatTo?: string;
  /** A day of time off (then no shift). */
  timeOff?: TimeOffKind;
}

export interface DayWrite extends DayValue {
  date: string;
}

export interface DayChange {
  date: string;
  before: DayValue;
  after: DayValue;
}

export const EMPTY_DAY: DayValue = { shiftTypeId: null, rotationId: null };

/** The most days one change may touch: a two-year rotation (731 days) and a little more. */
export const MAX_CHANGE_DAYS = 800;

/**
 * A day's value in its one written form: time off has no shift, rotation or
 * flags; a shift has its flags in order, and a unit only with Float; an empty
 * day is EMPTY_DAY. Empty extras are left out.
 */
export function normalDay(v: {
  shiftTypeId: string | null;
  rotationId?: string | null;
  flags?: readonly unknown[] | null;
  floatTo?: string | null;
  timeOff?: TimeOffKind | null;
}): DayValue {
  if (v.timeOff) return { shiftTypeId: null, rotationId: null, timeOff: v.timeOff };
  if (v.shiftTypeId === null) return EMPTY_DAY;
  const flags = normalFlags(v.flags);
  const floatTo = normalFloatTo(flags, v.floatTo);
  return { shiftTypeId: v.shiftTypeId, rotationId: v.rotationId ?? null, ...(flags.length ? { flags } : {}), ...(floatTo ? { floatTo } : {}) };
}

export const sameDay = (a: DayValue, b: DayValue): boolean =>
  (a.timeOff ?? null) === (b.timeOff ?? null) &&
  a.shiftTypeId === b.shiftTypeId &&
  (a.shiftTypeId === null || (a.rotationId === b.rotationId && sameFlags(a, b)));

/** What a day holds, read from the rows that exist (a day without a row is empty). */
export const dayValue = (current: ReadonlyMap<string, DayValue>, date: string): DayValue => current.get(date) ?? EMPTY_DAY;

/** The flags a day's shift carries now, to keep when another shift replaces it (a day of time off or an empty one has none). */
export function flagsKept(now: DayValue): Pick<DayValue, "flags" | "floatTo"> {
  if (now.shiftTypeId === null) return {};
  return { ...(now.flags?.length ? { flags: now.flags } : {}), ...(now.floatTo ? { floatTo: now.floatTo } : {}) };
}

/**
 * The writes that put one thing on many days: a shift (flags given: exactly
 * those; left out: each day keeps the flags its shift had), a day of time off,
 * or nothing (null shift, no time off).
 */
export function daysWrites(
  dates: readonly string[],
  next: { shiftTypeId: string | null; flags?: ShiftFlag[]; floatTo?: string | null; timeOff?: TimeOffKind | null },
  current: ReadonlyMap<string, DayValue>,
): DayWrite[] {
  return dates.map((date) => {
    if (next.timeOff) return { date, ...normalDay({ shiftTypeId: null, timeOff: next.timeOff }) };
    const flags = next.flags === undefined ? flagsKept(dayValue(current, date)) : { flags: next.flags, floatTo: next.floatTo };
    return { date, ...normalDay({ shiftTypeId: next.shiftTypeId, rotationId: null, ...flags }) };
  });
}

/** The writes that actually change something, as the change to keep for undo. */
export function changesOf(writes: readonly DayWrite[], current: ReadonlyMap<string, DayValue>): DayChange[] {
  const seen = new Set<string>();
  const changes: DayChange[] = [];
  for (const { date, ...value } of writes) {
    if (seen.has(date)) continue;
    seen.add(date);
    const before = dayValue(current, date);
    const after = normalDay(value);
    if (!sameDay(before, after)) changes.push({ date, before, after });
  }
  return changes;
}

/**
 * Undoing a change puts back what each of its days held before — only where the
 * day still holds what the change left: a day changed again since (a later tap,
 * new flags) keeps its newer value, so undoing an older change never undoes a newer one.
 */
export function undoWrites(change: readonly DayChange[], current: ReadonlyMap<string, DayValue>): DayWrite[] {
  return change.filter((c) => sameDay(dayValue(current, c.date), c.after)).map((c) => ({ date: c.date, ...normalDay(c.before) }));
}

/** "Applied to 12 days", "Cleared 3 days", "Marked 2 days as time off", "Flags changed on 1 day" — a toast's title. */
export function changeSummary(changes: readonly DayChange[]): string {
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  if (!changes.length) return "No days changed";
  const timeOff = changes.filter((c) => c.after.timeOff).length;
  const cleared = changes.filter((c) => c.after.shiftTypeId === null && !c.after.timeOff).length;
  const flagged = changes.filter((c) => c.after.shiftTypeId !== null && c.after.shiftTypeId === c.before.shiftTypeId && !sameFlags(c.before, c.after)).length;
  const applied = changes.length - cleared - timeOff - flagged;
  const parts: string[] = [];
  if (applied) parts.push(`Applied to ${days(applied)}`);
  if (flagged) parts.push(`Flags changed on ${days(flagged)}`);
  if (timeOff) parts.push(`Marked ${days(timeOff)} as time off`);
  if (cleared) parts.push(`Cleared ${days(cleared)}`);
  return parts.map((p, i) => (i ? p[0]!.toLowerCase() + p.slice(1) : p)).join(", ");
}
