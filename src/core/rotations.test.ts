import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, daysInMonth, formatYmd } from "./calendar-dates";
import type { DayValue, DayWrite } from "./calendar-changes";
import { monthsFilled, rotationDay, rotationMaxEnd, rotationWrites, type RotationPlan } from "./rotations";
import { dateInZone } from "./time-zones";

const date = fc
  .record({ year: fc.integer({ min: 2000, max: 2060 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month))
  .map(formatYmd);
const cycle = fc.array(fc.constantFrom("day", "night", null), { minLength: 1, maxLength: 42 });
const zones = ["America/Vancouver", "America/St_Johns", "Europe/London", "Australia/Lord_Howe", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"];

function applied(current: Map<string, DayValue>, writes: DayWrite[]) {
  const next = new Map(current);
  for (const w of writes) {
    if (w.shiftTypeId === null) next.delete(w.date);
    else next.set(w.date, { shiftTypeId: w.shiftTypeId, rotationId: w.rotationId });
  }
  return next;
}

describe("rotations", () => {
  it("day n is cycle[(n − start) mod length] for her zone's days, across DST changes and year ends", () => {
    fc.assert(
      fc.property(date, cycle, fc.constantFrom(...zones), fc.integer({ min: 0, max: 2 * 366 * 24 }), (startDate, c, zone, hours) => {
        const rotation = { startDate, endDate: rotationMaxEnd(startDate), cycle: c };
        // An instant some hours after noon UTC of the start day, read as a date in her zone: the day she lives.
        const instant = new Date(Date.parse(`${startDate}T12:00:00Z`) + hours * 3_600_000);
        const day = dateInZone(zone, instant);
        const n = daysBetween(startDate, day);
        const expected = n < 0 || day > rotation.endDate ? undefined : c[n % c.length];
        expect(rotationDay(rotation, day)).toBe(expected);
      }),
    );
  });

  it("consecutive days follow the cycle through a DST change and a new year", () => {
    const rotation = { startDate: "2026-03-07", endDate: "2027-01-03", cycle: ["a", "b", null] };
    // Vancouver springs forward on 2026-03-08: the 7th, 8th and 9th are still a, b, off.
    expect(["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"].map((d) => rotationDay(rotation, d))).toEqual(["a", "b", null, "a"]);
    const n = daysBetween("2026-03-07", "2026-12-31");
    expect(rotationDay(rotation, "2026-12-31")).toBe(rotation.cycle[n % 3]);
    expect(rotationDay(rotation, "2027-01-01")).toBe(rotation.cycle[(n + 1) % 3]);
    expect(rotationDay(rotation, "2027-01-04")).toBeUndefined();
    expect(rotationDay(rotation, "2026-03-06")).toBeUndefined();
  });

  it("ends at most two years after its start", () => {
    expect(rotationMaxEnd("2026-01-01")).toBe("2027-12-31");
    expect(rotationMaxEnd("2028-02-29")).toBe("2030-02-28");
    fc.assert(
      fc.property(date, (d) => {
        expect(daysBetween(d, rotationMaxEnd(d))).toBeGreaterThanOrEqual(729);
      }),
    );
  });

  const plan: fc.Arbitrary<{ rotation: RotationPlan; current: Map<string, DayValue>; keepHandSet: boolean }> = fc
    .record({
      cycle,
      length: fc.integer({ min: 1, max: 60 }),
      keepHandSet: fc.boolean(),
      days: fc.dictionary(
        fc.integer({ min: 0, max: 70 }).map((n) => addDays("2026-12-20", n)),
        fc.record({ shiftTypeId: fc.constantFrom("day", "night", "other"), rotationId: fc.constantFrom(null, "r", "someone-else") }),
      ),
    })
    .map(({ cycle, length, keepHandSet, days }) => ({
      rotation: { id: "r", startDate: "2026-12-25", endDate: addDays("2026-12-25", length), cycle },
      current: new Map(Object.entries(days)),
      keepHandSet,
    }));
  const window = { from: "2026-12-20", to: "2027-03-01" };

  it("re-applying is idempotent", () => {
    fc.assert(
      fc.property(plan, ({ rotation, current, keepHandSet }) => {
        const once = applied(current, rotationWrites(rotation, current, { ...window, keepHandSet }));
        expect(rotationWrites(rotation, once, { ...window, keepHandSet })).toEqual([]);
      }),
    );
  });

  it("fills its days from the cycle, keeps hand-set days when asked, and never touches days outside it but its own", () => {
    fc.assert(
      fc.property(plan, ({ rotation, current, keepHandSet }) => {
        const after = applied(current, rotationWrites(rotation, current, { ...window, keepHandSet }));
        for (let d = window.from; d <= window.to; d = addDays(d, 1)) {
          const wanted = rotationDay(rotation, d);
          const was = current.get(d);
          const handSet = was && was.rotationId === null;
          if (wanted === undefined) expect(after.get(d)).toEqual(was?.rotationId === "r" ? undefined : was);
          else if (handSet && keepHandSet) expect(after.get(d)).toEqual(was);
          else expect(after.get(d)).toEqual(wanted === null ? undefined : { shiftTypeId: wanted, rotationId: "r" });
        }
      }),
    );
  });

  it("stopping (an end before the start of the window) clears only the days it made", () => {
    const current = new Map<string, DayValue>([
      ["2027-01-01", { shiftTypeId: "day", rotationId: "r" }],
      ["2027-01-02", { shiftTypeId: "night", rotationId: null }],
      ["2027-01-03", { shiftTypeId: "day", rotationId: "other" }],
    ]);
    const stopped = { id: "r", startDate: "2026-12-01", endDate: "2026-12-31", cycle: ["day"] };
    expect(rotationWrites(stopped, current, { from: "2027-01-01", to: "2027-01-03", keepHandSet: true })).toEqual([
      { date: "2027-01-01", shiftTypeId: null, rotationId: null },
    ]);
  });

  it("never touches a day of time off, and a shift it replaces leaves its flags to the new one (decision 053)", () => {
    fc.assert(
      fc.property(plan, fc.boolean(), ({ rotation, current }, keepHandSet) => {
        const off = new Map(current);
        off.set(window.from, { shiftTypeId: null, rotationId: null, timeOff: "vacation" });
        const writes = rotationWrites(rotation, off, { ...window, keepHandSet });
        expect(writes.some((w) => w.date === window.from)).toBe(false);
      }),
    );
    const flagged = new Map<string, DayValue>([["2027-01-01", { shiftTypeId: "night", rotationId: "r", flags: ["charge", "float"], floatTo: "4 West" }]]);
    const rotation = { id: "r", startDate: "2027-01-01", endDate: "2027-01-31", cycle: ["day"] };
    expect(rotationWrites(rotation, flagged, { from: "2027-01-01", to: "2027-01-01", keepHandSet: true })).toEqual([
      { date: "2027-01-01", shiftTypeId: "day", rotationId: "r", flags: ["charge", "float"], floatTo: "4 West" },
    ]);
  });

  it("lists the months it fills", () => {
    expect(
      monthsFilled([
        { date: "2026-03-31", shiftTypeId: "a", rotationId: "r" },
        { date: "2026-04-01", shiftTypeId: "a", rotationId: "r" },
        { date: "2026-04-02", shiftTypeId: null, rotationId: null },
        { date: "2026-04-03", shiftTypeId: "b", rotationId: "r" },
      ]),
    ).toEqual([
      { month: "2026-03", shifts: 1 },
      { month: "2026-04", shifts: 2 },
    ]);
  });
});
