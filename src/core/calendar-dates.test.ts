import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  eachDay,
  formatYmd,
  isValidMonth,
  isValidYmd,
  monthGridRange,
  monthGridWeeks,
  monthOf,
  monthRange,
  monthTitle,
  parseYmd,
  todayIn,
} from "./calendar-dates";

const month = fc
  .record({ year: fc.integer({ min: 1950, max: 2150 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, "0")}`);
const date = fc
  .record({ year: fc.integer({ min: 1950, max: 2150 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month))
  .map(formatYmd);

describe("calendar dates", () => {
  it("titles a month as the calendar shows it", () => {
    expect(monthTitle("2026-03")).toBe("March 2026");
    expect(monthTitle("1999-12")).toBe("December 1999");
    expect(() => monthTitle("2026-13-01")).toThrow(RangeError);
  });

  it("knows real dates from impossible ones", () => {
    expect(isValidYmd("2026-02-28")).toBe(true);
    expect(isValidYmd("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-01", "26-01-01", "2026-01-01T00:00", "", "abcd-ef-gh"]) {
      expect(isValidYmd(bad), bad).toBe(false);
    }
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // A daylight-saving change (Mar 8 2026 in North America) does not skip or repeat a day.
    expect(eachDay("2026-03-07", "2026-03-10")).toEqual(["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
  });

  it("property: addDays and daysBetween are inverse", () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -4000, max: 4000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
        expect(addDays(addDays(d, n), -n)).toBe(d);
      }),
    );
  });

  it("month ranges: first to last day", () => {
    expect(monthRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-05", -17)).toBe("2024-12");
    expect(isValidMonth("2026-13")).toBe(false);
    expect(monthOf("2026-03-14")).toBe("2026-03");
  });

  it("the grid of March 2026 runs Sunday Mar 1 to Saturday Apr 4", () => {
    expect(monthGridRange("2026-03")).toEqual({ from: "2026-03-01", to: "2026-04-04" });
    expect(monthGridRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthGridRange("2026-05")).toEqual({ from: "2026-04-26", to: "2026-06-06" });
  });

  it("property: a month grid is whole weeks, Sunday to Saturday, covering the month and at most 6 weeks", () => {
    fc.assert(
      fc.property(month, (m) => {
        const weeks = monthGridWeeks(m);
        const { from, to } = monthRange(m);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          expect(dayOfWeek(week[0]!)).toBe(0);
          expect(dayOfWeek(week[6]!)).toBe(6);
        }
        const days = weeks.flat();
        expect(days).toContain(from);
        expect(days).toContain(to);
        expect(new Set(days).size).toBe(days.length);
        // No week is entirely outside the month.
        for (const week of weeks) expect(week.some((d) => monthOf(d) === m)).toBe(true);
        // Consecutive days.
        for (let i = 1; i < days.length; i++) expect(daysBetween(days[i - 1]!, days[i]!)).toBe(1);
      }),
    );
  });

  it("property: months step forward and back", () => {
    fc.assert(
      fc.property(month, fc.integer({ min: -600, max: 600 }), (m, n) => {
        expect(addMonths(addMonths(m, n), -n)).toBe(m);
        expect(isValidMonth(addMonths(m, n)) || Number(addMonths(m, n).slice(0, 4)) > 2999).toBe(true);
        const next = monthRange(addMonths(m, 1)).from;
        expect(addDays(monthRange(m).to, 1)).toBe(next);
      }),
    );
  });

  it("today is the date in the nurse's time zone", () => {
    const instant = new Date("2026-03-01T05:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-03-01");
    expect(todayIn("America/Vancouver", instant)).toBe("2026-02-28");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-03-01");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-12-31T11:00:00Z"))).toBe("2027-01-01");
    expect(parseYmd(todayIn("Europe/Paris"))).toBeDefined();
  });
});

describe("calendar dates, as the account screen uses them", () => {
  const date = fc
    .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it("accepts real dates only", () => {
    expect(isValidYmd("2024-02-29")).toBe(true);
    expect(isValidYmd("2023-02-29")).toBe(false);
    expect(isValidYmd("2024-13-01")).toBe(false);
    expect(isValidYmd("2024-1-01")).toBe(false);
    expect(isValidYmd("1990-05-31T00:00")).toBe(false);
    expect(isValidYmd("")).toBe(false);
  });

  it("daysBetween and addDays agree, across leap years (property)", () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -40_000, max: 40_000 }), (d, n) => {
        fc.pre(isValidYmd(addDays(d, n)));
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
    fc.assert(
      fc.property(date, date, date, (a, b, c) => {
        expect(daysBetween(a, b) + daysBetween(b, c)).toBe(daysBetween(a, c));
        expect(daysBetween(a, b) + daysBetween(b, a)).toBe(0);
      }),
    );
  });

  it("an unknown zone counts as UTC for today", () => {
    expect(todayIn("Not/AZone", new Date("2024-06-01T05:30:00Z"))).toBe("2024-06-01");
  });
});
