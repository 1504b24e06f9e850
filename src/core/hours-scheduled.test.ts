import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hoursScheduled } from "./hours-scheduled";

const shift = fc.record({
  date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, "0")}`),
  paidHours: fc.integer({ min: 1, max: 96 }).map((q) => q / 4),
});

describe("hours scheduled", () => {
  it("adds the paid hours of the shifts in the range, counted on their start day", () => {
    const shifts = [
      { date: "2026-02-28", paidHours: 12 },
      { date: "2026-03-01", paidHours: 12 },
      { date: "2026-03-02", paidHours: 7.5 },
      { date: "2026-03-31", paidHours: 12 },
      { date: "2026-04-01", paidHours: 12 },
    ];
    expect(hoursScheduled(shifts, "2026-03-01", "2026-03-31")).toBe(31.5);
    expect(hoursScheduled([], "2026-03-01", "2026-03-31")).toBe(0);
  });

  it("property: splitting a range splits the sum", () => {
    fc.assert(
      fc.property(fc.array(shift, { maxLength: 60 }), fc.integer({ min: 1, max: 27 }), (shifts, cut) => {
        const mid = `2026-03-${String(cut).padStart(2, "0")}`;
        const next = `2026-03-${String(cut + 1).padStart(2, "0")}`;
        const whole = hoursScheduled(shifts, "2026-03-01", "2026-03-31");
        expect(hoursScheduled(shifts, "2026-03-01", mid) + hoursScheduled(shifts, next, "2026-03-31")).toBe(whole);
        expect(whole).toBe(shifts.reduce((s, x) => s + x.paidHours, 0));
      }),
    );
  });
});
