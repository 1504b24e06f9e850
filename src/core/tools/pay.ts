import { addDays, dayOfWeek } from "../calendar-dates";
import { minutesOfDay, MINUTES_PER_DAY } from "../shift-hours";
import { roundTo } from "./numbers";

/** Pay Period Estimator (docs/product/pay-estimator.md). */
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
  holidayArea: null as string | null,
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

/** Money in whole cents: a rate is given to the cent. */
export const toCents = (amount: number): number => Math.round(roundTo(amount, 2) * 100);

/**
 * rate × hours in whole cents, rounded half up once, at the end: the rate in
 * cents times the hours in thousandths is an exact integer, so 45.55 × 36.5 is
 * $1,662.58 (1,662.575 rounded), where floating point made it 1,662.57.
 */
export function amountCents(rate: number, hours: number): number {
  const thousandths = Math.round(roundTo(hours, 3) * 1000);
  return Math.round((toCents(rate) * thousandths) / 1000);
}

/**
 * Estimated gross pay = Σ hourlyRate × hoursScheduled + Σ hourlyBonus × hoursApplied;
 * total hours = Σ hoursScheduled. Each row in whole cents, so the total is the sum of the rows to the cent.
 */
export function estimatePay(shifts: readonly PayShift[], premiums: readonly PayPremium[]): { gross: number; totalHours: number } {
  let cents = 0;
  let hours = 0;
  for (const s of shifts) {
    cents += amountCents(s.hourlyRate, s.hoursScheduled);
    hours += s.hoursScheduled;
  }
  for (const p of premiums) cents += amountCents(p.hourlyBonus, p.hoursApplied);
  return { gross: cents / 100, totalHours: roundTo(hours, 2) };
}

// ---- Premiums: the days and hours they cover ------------------------------------

/** The days a shift premium is paid on; its time window (from–to) applies on each of them. */
export const PREMIUM_DAYS = ["all", "weekdays", "weekends", "holidays", "weekends-holidays"] as const;
export type PremiumDays = (typeof PREMIUM_DAYS)[number];
export const PREMIUM_DAYS_LABELS: Record<PremiumDays, string> = {
  all: "Every day",
  weekdays: "Weekdays (Mon–Fri)",
  weekends: "Weekends (Sat–Sun)",
  holidays: "Holidays",
  "weekends-holidays": "Weekends and holidays",
};

/** Whether a premium for `days` is paid on `date` (yyyy-MM-dd); `holidays` are her area's public holidays. */
export function premiumAppliesOn(days: PremiumDays, date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = dayOfWeek(date);
  const weekend = weekday === 0 || weekday === 6;
  switch (days) {
    case "all":
      return true;
    case "weekdays":
      return !weekend;
    case "weekends":
      return weekend;
    case "holidays":
      return holidays.has(date);
    case "weekends-holidays":
      return weekend || holidays.has(date);
  }
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
  premiums: PremiumRule[];
}

export interface PremiumRule {
  name: string;
  amountPerHour: number;
  appliesFrom: string;
  appliesTo: string;
  days: PremiumDays;
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

/**
 * Hours of the shift on `date` (start–end, past midnight when it ends earlier)
 * inside the premium's window, on the days the premium is paid — to the quarter
 * hour, at most the shift's paid hours. A window belongs to the day it starts
 * on: a weekend premium from 00:00 pays a Friday night's hours after midnight,
 * and a night window from 23:00 on a Friday is Friday's.
 */
export function premiumHours(
  shift: { date: string; startTime: string; endTime: string; paidHours: number },
  premium: Pick<PremiumRule, "appliesFrom" | "appliesTo" | "days">,
  holidays: ReadonlySet<string> = new Set(),
): number {
  const [s, e] = span(shift.startTime, shift.endTime);
  const [a, b] = span(premium.appliesFrom, premium.appliesTo);
  let minutes = 0;
  // The window recurs daily: yesterday's (overnight), today's and tomorrow's may overlap the shift.
  for (const day of [-1, 0, 1]) {
    if (!premiumAppliesOn(premium.days, addDays(shift.date, day), holidays)) continue;
    const lo = Math.max(s, a + day * MINUTES_PER_DAY);
    const hi = Math.min(e, b + day * MINUTES_PER_DAY);
    if (hi > lo) minutes += hi - lo;
  }
  return Math.min(shift.paidHours, Math.round((minutes / 60) * 4) / 4);
}

/** The rate a shift is paid at: its own wage when it has one, else its job's, else 0. */
export const shiftRate = (t: Pick<CalendarPayType, "hourlyRate" | "job">): number => t.hourlyRate ?? t.job?.hourlyRate ?? 0;

/**
 * The estimator's rows from the shifts on a nurse's calendar: one row per shift
 * type (its name, its own wage or else its job's, hours = days × paid hours;
 * linked to the job only when the job's rate is the one paid) and one premium
 * row per premium name and amount, with the hours it covers on each day worked
 * (its time window, on the days it is paid: weekdays, weekends, holidays).
 */
export function rowsFromCalendar(
  shifts: readonly { date: string; shiftTypeId: string }[],
  types: readonly CalendarPayType[],
  holidays: ReadonlySet<string> = new Set(),
): FilledRows {
  const byId = new Map(types.map((t) => [t.id, t]));
  const out: FilledRows = { shifts: [], premiums: [] };
  const shiftIndex = new Map<string, FilledRows["shifts"][number]>();
  const premiumIndex = new Map<string, FilledRows["premiums"][number]>();
  for (const worked of shifts) {
    const t = byId.get(worked.shiftTypeId);
    if (!t) continue;
    const row = shiftIndex.get(t.id);
    if (row) row.hoursScheduled = roundTo(row.hoursScheduled + t.paidHours, 2);
    else {
      const rate = shiftRate(t);
      const fresh = { name: t.name, hourlyRate: rate, hoursScheduled: t.paidHours, jobId: t.job && t.job.hourlyRate === rate ? t.jobId : null };
      shiftIndex.set(t.id, fresh);
      out.shifts.push(fresh);
    }
    for (const p of t.premiums) {
      const hours = premiumHours({ ...t, date: worked.date }, p, holidays);
      if (hours <= 0) continue;
      const key = `${p.name}\u0000${p.amountPerHour}`;
      const premium = premiumIndex.get(key);
      if (premium) premium.hoursApplied = roundTo(premium.hoursApplied + hours, 2);
      else {
        const fresh = { name: p.name, hourlyBonus: p.amountPerHour, hoursApplied: hours };
        premiumIndex.set(key, fresh);
        out.premiums.push(fresh);
      }
    }
  }
  return out;
}
