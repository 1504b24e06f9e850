import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { experienceDays } from "./experience";
import { addDays, daysBetween } from "./calendar-dates";

const date = fc
  .date({ min: new Date("1950-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const maybe = fc.option(date, { nil: null });

describe("experience days", () => {
  it("counts whole days since the licence date", () => {
    expect(experienceDays({ licenseDate: "2020-01-01", gradDate: "2019-06-01" }, "2020-01-31")).toBe(30);
    expect(experienceDays({ licenseDate: "2024-03-01" }, "2024-03-01")).toBe(0);
  });

  it("falls back to the graduation date", () => {
    expect(experienceDays({ licenseDate: null, gradDate: "2023-12-31" }, "2024-01-02")).toBe(2);
    expect(experienceDays({ licenseDate: "", gradDate: "2023-12-31" }, "2024-01-02")).toBe(2);
  });

  it("is never below 0, and unknown without either date", () => {
    expect(experienceDays({ licenseDate: "2030-01-01" }, "2024-01-01")).toBe(0);
    expect(experienceDays({}, "2024-01-01")).toBeNull();
  });

  it("properties: non-negative, licence first, grows one a day", () => {
    fc.assert(
      fc.property(maybe, maybe, date, (licenseDate, gradDate, today) => {
        const days = experienceDays({ licenseDate, gradDate }, today);
        const start = licenseDate ?? gradDate;
        if (!start) {
          expect(days).toBeNull();
          return;
        }
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBe(Math.max(0, daysBetween(start, today)));
        const tomorrow = experienceDays({ licenseDate, gradDate }, addDays(today, 1))!;
        expect(tomorrow - days!).toBe(today >= start ? 1 : 0);
      }),
    );
  });
});
