import { minutesOfDay, MINUTES_PER_DAY } from "../shift-hours";
import { roundTo } from "./numbers";

/** Pay Period Estimator (spec 000 §2 "Pay Period Estimator", §5, §9). */
export const PAY_FREQUENCIES = ["weekly", "bi-weekly", "monthly", "custom"] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const DEFAULT_PAY_FREQUENCY: PayFrequency = "bi-weekly";
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = { weekly: "Weekly", "bi-weekly": "Bi-weekly", monthly: "Monthly", custom: "Custom" };
export const PERIOD_DAYS: Record<Exclude<PayFrequency, "custom">, number> = { weekly: 7, "bi-weekly": 14, monthly: 30 };
export const DEFAULT_CUSTOM_DAYS = 14;
export const MAX_PERIOD_DAYS = 366;
/** Input limits the server keeps (beyond them a number is a typo, not pay). */
export const MAX_PAY_RATE = 10_000;
export const MAX_PAY_HOURS = 2_000;
export const MAX_PAY_ROWS = 50;

export const DEFAULT_SHIFT_ROW = { name: "Day Shift", hourlyRate: 30, hoursScheduled: 36 } as const;

/** The estimator's inputs before she saves any (kept free of zod: the screen imports it). */
export const PAY_ESTIMATOR_DEFAULTS = {
  frequency: DEFAULT_PAY_FREQUENCY,
  customDays: DEFAULT_CUSTOM_DAYS,
  shifts: [{ ...DEFAULT_SHIFT_ROW, jobId: null as string | null }],
  premiums: [] as { name: string; hourlyBonus: number; hoursApplied: number }[],
};

/** The period's length: 7, 14 or 30, or the custom entry (14 when it is not a whole number of days from 1 to 366). */
export function periodDays(frequency: PayFrequency, customDays: string | number): number {
  if (frequency !== "custom") return PERIOD_DAYS[frequency];
  const v = typeof customDays === "number" ? customDays : /^\s*\d+\s*$/.test(customDays) ? Number(customDays) : NaN;
  return Number.isInteger(v) && v >= 1 && v <= MAX_PERIOD_DAYS ? v : DEFAULT_CUSTOM_DAYS;
}

export interface PayShift {
  hourlyRate: number;
  hoursScheduled: number;
}
export interface PayPremium {
  hourlyBonus: number;
  hoursApplied: number;
}

/**
 * Estimated gross pay = Σ hourlyRate × hoursScheduled + Σ hourlyBonus × hoursApplied;
 * total hours = Σ hoursScheduled. Summed in cents so the total is the sum of the rows to the cent.
 */
export function estimatePay(shifts: readonly PayShift[], premiums: readonly PayPremium[]): { gross: number; totalHours: number } {
  let cents = 0;
  let hours = 0;
  for (const s of shifts) {
    cents += Math.round(s.hourlyRate * s.hoursScheduled * 100);
    hours += s.hoursScheduled;
  }
  for (const p of premiums) cents += Math.round(p.hourlyBonus * p.hoursApplied * 100);
  return { gross: cents / 100, totalHours: roundTo(hours, 2) };
}

// ---- Fill from my calendar -----------------------------------------------------

export interface CalendarPayType {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  paidHours: number;
  hourlyRate: number | null;
  jobId: string | null;
  job: { hourlyRate: number } | null;
  premiums: { name: string; amountPerHour: number; appliesFrom: string; appliesTo: string }[];
}

export interface FilledRows {
  shifts: { name: string; hourlyRate: number; hoursScheduled: number; jobId: string | null }[];
  premiums: { name: string; hourlyBonus: number; hoursApplied: number }[];
}

/** [start, end) in minutes from the shift day's midnight; an end at or before the start is the next day. */
function span(from: string, to: string): [number, number] {
  const a = minutesOfDay(from);
  // A premium "until 23:59" runs to midnight.
  let b = to === "23:59" ? MINUTES_PER_DAY : minutesOfDay(to);
  if (b <= a) b += MINUTES_PER_DAY;
  return [a, b];
}

/** Hours of a shift (start–end) that fall in a daily premium window, at most its paid hours. */
export function premiumHours(shift: { startTime: string; endTime: string; paidHours: number }, window: { appliesFrom: string; appliesTo: string }): number {
  const [s, e] = span(shift.startTime, shift.endTime);
  const [a, b] = span(window.appliesFrom, window.appliesTo);
  let minutes = 0;
  // The window recurs daily: yesterday's (overnight), today's and tomorrow's may overlap the shift.
  for (const day of [-1, 0, 1]) {
    const lo = Math.max(s, a + day * MINUTES_PER_DAY);
    const hi = Math.min(e, b + day * MINUTES_PER_DAY);
    if (hi > lo) minutes += hi - lo;
  }
  return Math.min(shift.paidHours, Math.round((minutes / 60) * 4) / 4);
}

/**
 * The estimator's rows from the shifts on a nurse's calendar: one row per shift
 * type (its name, its job's rate or its own, hours = days × paid hours) and one
 * premium row per premium name and amount (hours = the shifts' hours in its window).
 */
export function rowsFromCalendar(shifts: readonly { shiftTypeId: string }[], types: readonly CalendarPayType[]): FilledRows {
  const byId = new Map(types.map((t) => [t.id, t]));
  const counts = new Map<string, number>();
  for (const s of shifts) if (byId.has(s.shiftTypeId)) counts.set(s.shiftTypeId, (counts.get(s.shiftTypeId) ?? 0) + 1);
  const out: FilledRows = { shifts: [], premiums: [] };
  const premiumIndex = new Map<string, FilledRows["premiums"][number]>();
  for (const [id, count] of counts) {
    const t = byId.get(id)!;
    out.shifts.push({
      name: t.name,
      hourlyRate: t.job?.hourlyRate ?? t.hourlyRate ?? 0,
      hoursScheduled: roundTo(t.paidHours * count, 2),
      jobId: t.job ? t.jobId : null,
    });
    for (const p of t.premiums) {
      const hours = premiumHours(t, p) * count;
      if (hours <= 0) continue;
      const key = `${p.name}\u0000${p.amountPerHour}`;
      const row = premiumIndex.get(key);
      if (row) row.hoursApplied = roundTo(row.hoursApplied + hours, 2);
      else {
        const fresh = { name: p.name, hourlyBonus: p.amountPerHour, hoursApplied: roundTo(hours, 2) };
        premiumIndex.set(key, fresh);
        out.premiums.push(fresh);
      }
    }
  }
  return out;
}
