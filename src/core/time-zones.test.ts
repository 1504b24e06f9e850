import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateInZone, isKnownTimeZone } from "./time-zones";

describe("time zones", () => {
  it("has current time-zone data: British Columbia is on permanent UTC−7 from November 2026 (tz 2026b)", () => {
    // Node 20's data (2025c) says UTC−8 here, which puts a Vancouver nurse's feed an hour late.
    const offset = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver", timeZoneName: "longOffset" })
      .formatToParts(new Date("2026-11-24T12:00:00Z"))
      .find((part) => part.type === "timeZoneName")?.value;
    expect(offset).toBe("GMT-07:00");
    // 00:30 in Vancouver on the 25th is 07:30 UTC: "today" there has already turned.
    expect(dateInZone("America/Vancouver", new Date("2026-11-25T07:30:00Z"))).toBe("2026-11-25");
  });

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
