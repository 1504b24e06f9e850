import { addDays, daysBetween } from "./calendar-dates";
import { type DayValue, type DayWrite, dayValue, flagsKept } from "./calendar-changes";

/**
 * A rotation (decision 044): a cycle of days, each a shift type of hers or off
 * (null), repeated from its start date to its end date (at most two years).
 * Dates are her calendar days (yyyy-MM-dd), counted on UTC midnights
 * (calendar-dates.ts): day n after the start is cycle[n mod length] whatever
 * her zone's clocks do on the way (DST, year ends).
 */
export interface RotationPlan {
  id: string;
  startDate: string;
  endDate: string;
  cycle: readonly (string | null)[];
}

export const ROTATION_MAX_CYCLE = 366;
/** The last day a rotation may run to: two years after its start, less a day. */
export const rotationMaxEnd = (startDate: string): string => {
  const [y, m, d] = startDate.split("-").map(Number) as [number, number, number];
  // Two years on, less a day (Feb 29 plus two years is Mar 1, so Feb 28); computed without the
  // calendar's year limits, so a start near 2999 is refused by its own message, not by a throw.
  const end = new Date(Date.UTC(y + 2, m - 1, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
};

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The cycle's shift (or off) on a date, or undefined outside the rotation. */
export function rotationDay(rotation: Omit<RotationPlan, "id">, date: string): string | null | undefined {
  if (date < rotation.startDate || date > rotation.endDate || !rotation.cycle.length) return undefined;
  return rotation.cycle[mod(daysBetween(rotation.startDate, date), rotation.cycle.length)];
}

/**
 * The writes that make the calendar follow the rotation on every day from
 * `from` to `to` (inclusive):
 * - inside the rotation, a day gets its cycle's shift (an off day is cleared),
 *   except a day she set by hand (a shift with no rotation) when `keepHandSet`,
 *   and never a day of time off (decision 053); a shift it replaces leaves its
 *   flags to the new one;
 * - outside it, a day this rotation made is cleared and anything else is left
 *   (stopping or shortening a rotation keeps her own changes).
 * A day that already holds what it should is not written, so applying twice
 * writes nothing the second time.
 */
export function rotationWrites(
  rotation: RotationPlan,
  current: ReadonlyMap<string, DayValue>,
  { from, to, keepHandSet }: { from: string; to: string; keepHandSet: boolean },
): DayWrite[] {
  const writes: DayWrite[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const now = dayValue(current, date);
    const wanted = rotationDay(rotation, date);
    const handSet = now.shiftTypeId !== null && now.rotationId === null;
    if (now.timeOff) continue;
    if (wanted === undefined) {
      if (now.shiftTypeId !== null && now.rotationId === rotation.id) writes.push({ date, shiftTypeId: null, rotationId: null });
      continue;
    }
    if (handSet && keepHandSet) continue;
    if (wanted === null) {
      if (now.shiftTypeId !== null) writes.push({ date, shiftTypeId: null, rotationId: null });
    } else if (now.shiftTypeId !== wanted || now.rotationId !== rotation.id)
      writes.push({ date, shiftTypeId: wanted, rotationId: rotation.id, ...flagsKept(now) });
  }
  return writes;
}

/** The months (yyyy-MM) a rotation puts shifts in, with how many shifts each: the preview's list. */
export function monthsFilled(writes: readonly DayWrite[]): { month: string; shifts: number }[] {
  const counts = new Map<string, number>();
  for (const w of writes) if (w.shiftTypeId !== null) counts.set(w.date.slice(0, 7), (counts.get(w.date.slice(0, 7)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([month, shifts]) => ({ month, shifts }));
}
