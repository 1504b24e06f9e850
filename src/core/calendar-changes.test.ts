import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changesOf, changeSummary, daysWrites, normalDay, sameDay, type DayValue, type DayWrite, undoWrites } from "./calendar-changes";
import { SHIFT_FLAGS } from "./shift-flags";
import { TIME_OFF_KINDS } from "./time-off";

const dates = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"];
/** A day as the database holds it: empty, a shift (maybe from a rotation, maybe flagged), or a day of time off. */
const value: fc.Arbitrary<DayValue> = fc.oneof(
  fc.constant({ shiftTypeId: null, rotationId: null }),
  fc
    .record({
      shiftTypeId: fc.constantFrom("day", "night"),
      rotationId: fc.constantFrom(null, "r1"),
      flags: fc.subarray([...SHIFT_FLAGS], { maxLength: 3 }),
      floatTo: fc.constantFrom(null, "4 West", "ICU"),
    })
    .map(normalDay),
  fc.constantFrom(...TIME_OFF_KINDS).map((timeOff) => normalDay({ shiftTypeId: null, timeOff })),
);
const state = fc
  .dictionary(fc.constantFrom(...dates), value)
  .map((d) => new Map(Object.entries(d).filter(([, v]) => v.shiftTypeId !== null || v.timeOff !== undefined)));
const writes = fc.array(fc.record({ date: fc.constantFrom(...dates), value }).map(({ date, value }): DayWrite => ({ date, ...value })));

/** The calendar after some writes, as the database keeps it (an empty day has no row). */
function applied(current: Map<string, DayValue>, list: DayWrite[]): Map<string, DayValue> {
  const next = new Map(current);
  const seen = new Set<string>();
  for (const { date, ...v } of list) {
    if (seen.has(date)) continue;
    seen.add(date);
    const day = normalDay(v);
    if (day.shiftTypeId === null && !day.timeOff) next.delete(date);
    else next.set(date, day);
  }
  return next;
}

describe("calendar changes and undo", () => {
  it("undo restores exactly what was there", () => {
    fc.assert(
      fc.property(state, writes, (before, list) => {
        const change = changesOf(list, before);
        const after = applied(before, list);
        expect(applied(after, undoWrites(change, after))).toEqual(before);
      }),
    );
  });

  it("undoing an older change keeps the days a newer one changed since", () => {
    fc.assert(
      fc.property(state, writes, writes, (start, first, second) => {
        const change = changesOf(first, start);
        const middle = applied(start, first);
        const end = applied(middle, second);
        const restored = applied(end, undoWrites(change, end));
        const touchedLater = new Set(changesOf(second, middle).map((c) => c.date));
        for (const date of dates) {
          const expected = touchedLater.has(date) ? end.get(date) : start.get(date);
          expect(restored.get(date)).toEqual(expected);
        }
      }),
    );
  });

  it("a write that changes nothing is not part of the change; the first write of a date counts", () => {
    const current = new Map([["2026-03-01", { shiftTypeId: "day", rotationId: null }]]);
    expect(
      changesOf(
        [
          { date: "2026-03-01", shiftTypeId: "day", rotationId: null },
          { date: "2026-03-02", shiftTypeId: null, rotationId: null },
          { date: "2026-03-03", shiftTypeId: "night", rotationId: null },
          { date: "2026-03-03", shiftTypeId: "day", rotationId: null },
        ],
        current,
      ),
    ).toEqual([{ date: "2026-03-03", before: { shiftTypeId: null, rotationId: null }, after: { shiftTypeId: "night", rotationId: null } }]);
  });

  it("a change kept before flags and time off (no such keys) undoes to a day without them", () => {
    const old = [{ date: "2026-03-01", before: { shiftTypeId: "day", rotationId: null }, after: { shiftTypeId: "night", rotationId: null } }];
    expect(undoWrites(old, new Map([["2026-03-01", { shiftTypeId: "night", rotationId: null }]]))).toEqual([
      { date: "2026-03-01", shiftTypeId: "day", rotationId: null },
    ]);
    // Flags given since are a newer change: the old one leaves the day alone.
    expect(undoWrites(old, new Map([["2026-03-01", { shiftTypeId: "night", rotationId: null, flags: ["charge" as const] }]]))).toEqual([]);
  });

  it("a shift put on a day without flags keeps the flags of the shift it replaces; given flags replace them; time off drops them", () => {
    fc.assert(
      fc.property(state, fc.subarray([...dates], { minLength: 1 }), fc.constantFrom("day", "night"), (current, days, shift) => {
        for (const w of daysWrites(days, { shiftTypeId: shift }, current)) {
          const before = current.get(w.date);
          const kept = before && before.shiftTypeId !== null ? before : { flags: undefined, floatTo: undefined };
          expect(w.flags).toEqual(kept.flags);
          expect(w.floatTo).toEqual(kept.floatTo);
          expect(w.timeOff).toBeUndefined();
        }
        for (const w of daysWrites(days, { shiftTypeId: shift, flags: ["charge"], floatTo: null }, current)) expect(w.flags).toEqual(["charge"]);
        for (const w of daysWrites(days, { shiftTypeId: null, timeOff: "sick" }, current)) {
          expect(w).toEqual({ date: w.date, shiftTypeId: null, rotationId: null, timeOff: "sick" });
        }
      }),
    );
  });

  it("a day holds one thing: the written form of any value is a shift, time off or empty, and compares equal to itself", () => {
    fc.assert(
      fc.property(value, fc.constantFrom(...TIME_OFF_KINDS), (v, kind) => {
        const mixed = normalDay({ ...v, timeOff: kind });
        expect(mixed).toEqual({ shiftTypeId: null, rotationId: null, timeOff: kind });
        expect(sameDay(normalDay(v), v)).toBe(true);
        expect(normalDay(normalDay(v))).toEqual(normalDay(v));
      }),
    );
  });

  it("says what a change did", () => {
    const day = (shiftTypeId: string | null) => ({ date: "d", before: { shiftTypeId: "x", rotationId: null }, after: { shiftTypeId, rotationId: null } });
    expect(changeSummary([])).toBe("No days changed");
    expect(changeSummary([day("a")])).toBe("Applied to 1 day");
    expect(changeSummary(Array.from({ length: 12 }, () => day("a")))).toBe("Applied to 12 days");
    expect(changeSummary([day(null), day(null)])).toBe("Cleared 2 days");
    expect(changeSummary([day("a"), day(null)])).toBe("Applied to 1 day, cleared 1 day");
    const off = { date: "d", before: { shiftTypeId: "x", rotationId: null }, after: { shiftTypeId: null, rotationId: null, timeOff: "vacation" as const } };
    expect(changeSummary([off, off])).toBe("Marked 2 days as time off");
    const flagged = { date: "d", before: { shiftTypeId: "x", rotationId: null }, after: { shiftTypeId: "x", rotationId: null, flags: ["charge" as const] } };
    expect(changeSummary([flagged])).toBe("Flags changed on 1 day");
    expect(changeSummary([day("a"), off, day(null)])).toBe("Applied to 1 day, marked 1 day as time off, cleared 1 day");
  });
});
