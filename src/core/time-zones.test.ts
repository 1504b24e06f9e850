import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateInZone, isKnownTimeZone } from "./time-zones";

describe("time zones", () => {
  it("knows real zones and refuses made-up ones", () => {
    expect(isKnownTimeZone("America/Vancouver")).toBe(true);
    expect(isKnownTimeZone("UTC")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(() => dateInZone("Mars/Olympus_Mons", new Date())).toThrow(RangeError);
  });

  it("the date in a zone matches a fresh Intl formatter at any instant, memo or not (property)", () => {
    const zones = ["UTC", "America/Vancouver", "Asia/Kolkata", "Australia/Eucla", "Pacific/Chatham", "Pacific/Kiritimati"];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }), (zone, now) => {
        const fresh = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
        expect(dateInZone(zone, now)).toBe(fresh);
        expect(dateInZone(zone, now)).toBe(fresh);
      }),
    );
  });

  it("turns the day over at the zone's midnight, not a minute late", () => {
    // Kolkata is UTC+05:30: its midnight is on a whole UTC minute, so the per-minute memo is exact.
    expect(dateInZone("Asia/Kolkata", new Date("2026-03-01T18:29:59Z"))).toBe("2026-03-01");
    expect(dateInZone("Asia/Kolkata", new Date("2026-03-01T18:30:00Z"))).toBe("2026-03-02");
  });
});
