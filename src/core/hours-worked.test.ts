import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates";
import { hoursBars, hoursRangeDays, hoursWorked } from "./hours-worked";

const today = "2026-11-25";
const shifts = [
  { date: "2026-10-31", paidHours: 12 }, // an overnight shift starting on the last day of October counts for October
  { date: "2026-11-01", paidHours: 11.5 },
  { date: "2026-11-25", paidHours: 7.75 },
  { date: "2026-11-30", paidHours: 12 },
  { date: "2026-12-01", paidHours: 8 },
  { date: "2025-12-31", paidHours: 12 },
];

describe("hours worked", () => {
  it("this month and this year in the nurse's today", () => {
    expect(hoursRangeDays("month", today)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(hoursRangeDays("year", today)).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(hoursWorked(shifts, hoursRangeDays("month", today))).toBe(31.25);
    expect(hoursWorked(shifts, hoursRangeDays("year", today))).toBe(51.25);
  });

  it("custom needs both dates, otherwise 0; backwards dates are read forwards", () => {
    expect(hoursRangeDays("custom", today, { from: "2026-11-01" })).toBeNull();
    expect(hoursRangeDays("custom", today, { to: "2026-11-01" })).toBeNull();
    expect(hoursRangeDays("custom", today, { from: "2026-11-31", to: "2026-12-01" })).toBeNull();
    expect(hoursWorked(shifts, hoursRangeDays("custom", today, { from: "2026-11-01" }))).toBe(0);
    expect(hoursWorked(shifts, hoursRangeDays("custom", today, { from: "2026-11-25", to: "2026-10-31" }))).toBe(31.25);
    expect(hoursWorked(shifts, hoursRangeDays("custom", today, { from: "2026-11-25", to: "2026-11-25" }))).toBe(7.75);
  });

  it("bars: per week for a month (Monday-started), per month for a year; they add up to the total", () => {
    const month = hoursRangeDays("month", today)!;
    const weeks = hoursBars(shifts, month);
    expect(weeks.map((w) => w.start)).toEqual(["2026-11-01", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"]);
    expect(weeks[0]).toEqual({ start: "2026-11-01", label: "Nov 1", hours: 11.5 });
    const year = hoursBars(shifts, hoursRangeDays("year", today)!);
    expect(year).toHaveLength(12);
    expect(year[10]).toEqual({ start: "2026-11-01", label: "Nov", hours: 31.25 });
  });

  it("any range: the bars cover it without gaps and sum to hoursWorked", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.tuple(fc.integer({ min: -500, max: 900 }), fc.integer({ min: 0, max: 96 }))),
        (offset, length, raw) => {
          const from = addDays(today, offset);
          const days = { from, to: addDays(from, length) };
          const list = raw.map(([d, q]) => ({ date: addDays(today, d), paidHours: q / 4 }));
          const bars = hoursBars(list, days);
          expect(bars[0]!.start).toBe(days.from);
          expect(bars.reduce((s, b) => s + b.hours, 0)).toBeCloseTo(hoursWorked(list, days), 6);
        },
      ),
    );
  });
});
