import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endsNextDay, isHandSetPaidHours, isValidTime, minutesOfDay, paidHoursBetween, roundToStep, shiftMinutes, shiftSpan } from "./shift-hours";

const time = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

describe("paid hours from start and end", () => {
  it.each([
    ["07:00", "19:00", 12],
    ["19:00", "07:00", 12],
    ["23:00", "07:30", 8.5],
    ["07:00", "15:00", 8],
    ["07:00", "15:07", 8],
    ["07:00", "15:08", 8.25],
    ["07:00", "15:22", 8.25],
    ["07:00", "15:23", 8.5],
    ["00:00", "23:59", 24],
    ["07:00", "07:00", 24],
    ["18:45", "07:15", 12.5],
  ])("%s–%s = %d h", (start, end, hours) => {
    expect(paidHoursBetween(start, end)).toBe(hours);
  });

  it("rounds to the step asked for (presets use half hours)", () => {
    expect(paidHoursBetween("07:00", "15:15", 0.5)).toBe(8.5);
    expect(paidHoursBetween("07:00", "15:14", 0.5)).toBe(8);
    expect(roundToStep(7.13)).toBe(7.25);
    expect(roundToStep(7.12)).toBe(7);
  });

  it("refuses times that are not times of day", () => {
    for (const bad of ["25:00", "24:00", "7:00", "07:60", "07:00:00", "", "noon"]) expect(isValidTime(bad), bad).toBe(false);
    expect(() => minutesOfDay("25:00")).toThrow();
  });

  it("an overnight shift ends the next day", () => {
    expect(endsNextDay("19:00", "07:00")).toBe(true);
    expect(endsNextDay("07:00", "19:00")).toBe(false);
    expect(endsNextDay("16:00", "00:00")).toBe(true);
    expect(shiftSpan("2026-03-31", "19:00", "07:00")).toEqual({ startDate: "2026-03-31", startTime: "19:00", endDate: "2026-04-01", endTime: "07:00" });
    expect(shiftSpan("2026-03-31", "07:00", "19:00").endDate).toBe("2026-03-31");
  });

  it("property: paid hours are quarter hours in (0, 24], within 7.5 minutes of the real length", () => {
    fc.assert(
      fc.property(time, time, (start, end) => {
        const hours = paidHoursBetween(start, end);
        const minutes = shiftMinutes(start, end);
        expect(minutes).toBeGreaterThan(0);
        expect(minutes).toBeLessThanOrEqual(24 * 60);
        expect(Number.isInteger(hours * 4)).toBe(true);
        expect(hours).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThanOrEqual(24);
        expect(Math.abs(hours * 60 - minutes)).toBeLessThanOrEqual(7.5);
      }),
    );
  });

  it("property: wrapping past midnight — a shift and its complement make a day", () => {
    fc.assert(
      fc.property(time, time, (start, end) => {
        fc.pre(start !== end);
        expect(shiftMinutes(start, end) + shiftMinutes(end, start)).toBe(24 * 60);
        expect(endsNextDay(start, end)).toBe(!endsNextDay(end, start));
      }),
    );
  });
});

describe("isHandSetPaidHours (Edit Shift keeps hours she set herself)", () => {
  it.each([
    ["15:00", "23:15", 8, true],
    ["15:00", "23:15", 8.25, false],
    ["19:00", "07:00", 12, false],
    ["19:00", "07:00", 11.5, true],
    ["bad", "07:00", 11.5, false],
  ] as const)("%s–%s, %f h: %s", (start, end, paid, expected) => {
    expect(isHandSetPaidHours(start, end, paid)).toBe(expected);
  });
});
