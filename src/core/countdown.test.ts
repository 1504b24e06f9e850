import { describe, expect, it } from "vitest";
import { countdownParts, midnightIn, nextNewYear, tomorrowMidnight } from "./countdown";

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

  it("Tomorrow and the next New Year follow the nurse's day, not the device's", () => {
    // 23:30 in Toronto on Nov 25 is Nov 26 in UTC.
    const now = new Date("2026-11-26T04:30:00Z");
    expect(tomorrowMidnight("America/Toronto", now).toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(nextNewYear("America/Toronto", now)).toEqual({ year: 2027, at: new Date("2027-01-01T05:00:00.000Z") });
    // New Year's Eve evening in Vancouver is already the new year in UTC.
    expect(nextNewYear("America/Vancouver", new Date("2027-01-01T06:00:00Z")).year).toBe(2027);
  });
});
