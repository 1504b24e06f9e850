import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countdownParts, instantOfWallTime, midnightIn, nextNewYear, tomorrowMidnight, wallTimeIn } from "./countdown";

describe("countdown", () => {
  it("days, hours and minutes left, reaching 0 at the target", () => {
    const target = new Date("2027-01-01T08:00:00Z");
    expect(countdownParts(target, new Date("2026-11-25T18:30:00Z"))).toEqual({ days: 36, hours: 13, minutes: 30, done: false });
    expect(countdownParts(target, new Date("2026-12-31T23:59:30-08:00"))).toEqual({ days: 0, hours: 0, minutes: 1, done: false });
    expect(countdownParts(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, done: true });
    expect(countdownParts(target, new Date("2027-02-01T00:00:00Z")).done).toBe(true);
  });

  it("midnight in the nurse's zone, across offsets", () => {
    expect(midnightIn("America/Vancouver", "2027-01-01").toISOString()).toBe("2027-01-01T07:00:00.000Z"); // UTC−7 all year from Nov 2026
    expect(midnightIn("Europe/London", "2026-07-01").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(midnightIn("Asia/Tokyo", "2026-12-01").toISOString()).toBe("2026-11-30T15:00:00.000Z");
    expect(midnightIn("UTC", "2026-12-01").toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("a date-time typed in the nurse's zone is the instant she means, and reads back as she typed it", () => {
    expect(instantOfWallTime("America/Toronto", "2027-03-14T09:30")?.toISOString()).toBe("2027-03-14T13:30:00.000Z"); // EDT from 02:00 that day
    expect(instantOfWallTime("Europe/London", "2026-10-25T01:30")?.toISOString()).toMatch(/^2026-10-25T0[01]:30:00\.000Z$/); // an hour that happens twice
    expect(wallTimeIn("Asia/Kolkata", new Date("2026-12-01T00:00:00Z"))).toBe("2026-12-01T05:30");
    expect(instantOfWallTime("UTC", "tomorrow")).toBeNull();
    const zones = ["America/Vancouver", "America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata", "UTC"];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (zone, ms) => {
        const wall = wallTimeIn(zone, new Date(ms));
        expect(wallTimeIn(zone, instantOfWallTime(zone, wall)!)).toBe(wall);
      }),
    );
  });

  it("Tomorrow and the next New Year follow the nurse's day, not the device's", () => {
    // 23:30 in Toronto on Nov 25 is Nov 26 in UTC.
    const now = new Date("2026-11-26T04:30:00Z");
    expect(tomorrowMidnight("America/Toronto", now).toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(nextNewYear("America/Toronto", now)).toEqual({ year: 2027, at: new Date("2027-01-01T05:00:00.000Z") });
    // New Year's Eve evening in Vancouver is already the new year in UTC.
    expect(nextNewYear("America/Vancouver", new Date("2027-01-01T06:00:00Z")).year).toBe(2027);
  });
});
