import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isCalendarDate, todayIn } from "./local-date";

const date = fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("2024-13-01")).toBe(false);
    expect(isCalendarDate("2024-1-01")).toBe(false);
    expect(isCalendarDate("1990-05-31T00:00")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
  });

  it("counts whole days, across leap years and DST", () => {
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2023-02-28", "2023-03-01")).toBe(1);
    expect(daysBetween("2024-03-09", "2024-03-11")).toBe(2);
    expect(daysBetween("2024-01-01", "2023-12-31")).toBe(-1);
  });

  it("daysBetween and addDays agree (property)", () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -40_000, max: 40_000 }), (d, n) => {
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

  it("knows today in the user's time zone", () => {
    const instant = new Date("2024-06-01T05:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2024-06-01");
    expect(todayIn("America/Vancouver", instant)).toBe("2024-05-31");
    expect(todayIn("Pacific/Kiritimati", new Date("2024-06-01T11:00:00Z"))).toBe("2024-06-02");
    expect(todayIn("Not/AZone", instant)).toBe("2024-06-01");
  });
});
