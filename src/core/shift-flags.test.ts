import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyShiftBody, floatToSchema, shiftFlagsSchema } from "./schemas/calendar";
import {
  floatToProblem,
  colleagueFlags,
  flagName,
  flagNames,
  normalFlags,
  normalFloatTo,
  sameFlags,
  SHIFT_FLAGS,
  SHIFT_FLAG_LABELS,
  SHIFT_FLAG_SHORT,
  type ShiftFlag,
} from "./shift-flags";

const flag = fc.constantFrom(...SHIFT_FLAGS);
const flags = fc.array(flag, { maxLength: 12 });
const SHIFT = "0b4f8a0e-2d8c-4c1e-9a57-3f1d2b6c7e90";

/** The message zod gives a body at a field (as the API's `fields` says it). */
function messageAt(body: unknown, field: string): string | undefined {
  const result = applyShiftBody.safeParse(body);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join(".") === field)?.message;
}

describe("shift flags", () => {
  it("are kept once each, in one order, whatever order or repeats they come in", () => {
    fc.assert(
      fc.property(flags, (list) => {
        const kept = normalFlags(list);
        expect(new Set(kept).size).toBe(kept.length);
        expect(kept).toEqual(SHIFT_FLAGS.filter((f) => list.includes(f)));
        expect(normalFlags(kept)).toEqual(kept); // idempotent
        expect(normalFlags([...list].reverse())).toEqual(kept); // order-free
      }),
    );
  });

  it("drop what is no flag", () => {
    expect(normalFlags(["charge", "boss", 3, null, "float"])).toEqual(["charge", "float"]);
    expect(normalFlags(undefined)).toEqual([]);
  });

  it("keep the unit she floats to only with Float, trimmed", () => {
    expect(normalFloatTo(["float"], "  4 West ")).toBe("4 West");
    expect(normalFloatTo(["charge"], "4 West")).toBeNull();
    expect(normalFloatTo(["float"], "   ")).toBeNull();
    expect(normalFloatTo(["float"], null)).toBeNull();
    // A lone surrogate (a fuzzer's, never a keyboard's) is kept as U+FFFD, as text columns keep it.
    expect(normalFloatTo(["float"], "4\uD800W")).toBe("4\uFFFDW");
    expect(normalFloatTo(["float"], "🌙 4W")).toBe("🌙 4W");
  });

  it("compare by what they mean", () => {
    expect(sameFlags({ flags: ["float", "charge"], floatTo: "4W" }, { flags: ["charge", "float"], floatTo: "4W " })).toBe(true);
    expect(sameFlags({ flags: ["float"], floatTo: "4W" }, { flags: ["float"], floatTo: "5E" })).toBe(false);
    expect(sameFlags({ flags: ["charge"], floatTo: "4W" }, { flags: ["charge"] })).toBe(true); // no Float: the unit means nothing
    expect(sameFlags({}, { flags: [] })).toBe(true);
  });

  it("are named in full for screen readers and the feed: Float with its unit", () => {
    expect(flagNames(["float", "charge"], "4 West")).toEqual(["Charge", "Float to 4 West"]);
    expect(flagName("float")).toBe("Float");
    expect(flagName("onCall")).toBe("On call");
    fc.assert(
      fc.property(flag, fc.string({ maxLength: 20 }), (f, unit) => {
        const name = flagName(f, unit);
        if (f === "float" && unit.trim()) expect(name).toBe(`Float to ${unit.trim()}`);
        else expect(name).toBe(SHIFT_FLAG_LABELS[f]);
      }),
    );
  });

  it("show two letters each on a day, every one different", () => {
    const shorts = SHIFT_FLAGS.map((f) => SHIFT_FLAG_SHORT[f]);
    expect(new Set(shorts).size).toBe(SHIFT_FLAGS.length);
    for (const s of shorts) expect(s).toMatch(/^[A-Z]{2}$/);
  });

  it("tell a colleague only On call", () => {
    fc.assert(
      fc.property(flags, (list) => {
        const seen = colleagueFlags(list);
        expect(seen.every((f: ShiftFlag) => f === "onCall")).toBe(true);
        expect(seen.includes("onCall")).toBe(list.includes("onCall"));
      }),
    );
  });
});

describe("PUT /api/calendar/:date's body", () => {
  it("takes a shift alone (as before), with flags and a unit, or a day of time off", () => {
    expect(applyShiftBody.parse({ shiftTypeId: SHIFT })).toEqual({ shiftTypeId: SHIFT });
    expect(applyShiftBody.parse({ shiftTypeId: SHIFT, flags: ["charge", "float"], floatTo: " 4 West " })).toMatchObject({ floatTo: "4 West" });
    expect(applyShiftBody.parse({ shiftTypeId: SHIFT, flags: ["float"], floatTo: null })).toMatchObject({ flags: ["float"] });
    expect(applyShiftBody.parse({ timeOff: "vacation" })).toEqual({ timeOff: "vacation" });
  });

  it.each([
    [{}, "shiftTypeId", "Shift id is not valid"],
    [{ shiftTypeId: SHIFT, timeOff: "sick" }, "timeOff", "A day holds a shift or time off, not both"],
    [{ timeOff: "sick", flags: ["charge"] }, "flags", "Flags go on a shift, not on time off"],
    [{ timeOff: "holiday" }, "timeOff", "Time off is one of vacation, sick, statHoliday, leave"],
    [{ shiftTypeId: SHIFT, flags: ["boss"] }, "flags.0", "Each flag is one of charge, preceptor, orientee, float, onCall, overtime, education, trade"],
    [{ shiftTypeId: SHIFT, flags: "charge" }, "flags", 'Flags must be a list, like ["charge", "float"]'],
    [{ shiftTypeId: SHIFT, flags: ["charge", "charge"] }, "flags", "Each flag may be listed once"],
    [{ shiftTypeId: SHIFT, flags: ["charge"], floatTo: "4 West" }, "floatTo", "Float to goes with the float flag"],
    [{ shiftTypeId: SHIFT, flags: ["float"], floatTo: "x".repeat(51) }, "floatTo", "Float to may be at most 50 characters"],
    [{ shiftTypeId: SHIFT, flags: ["float"], floatTo: "4\rWest" }, "floatTo", "Float to cannot contain line breaks, tabs or other control characters"],
    [{ shiftTypeId: SHIFT, flags: ["float"], floatTo: 4 }, "floatTo", "Float to must be text"],
  ])("refuses %j at %s: %s", (body, field, message) => {
    expect(messageAt(body, field)).toBe(message);
  });

  it("the day panel's check of the unit (no zod) says what the route says, for any text", () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: "grapheme", maxLength: 30 }), fc.constantFrom("4\tWest", " ".repeat(60) + "ICU"));
    fc.assert(
      fc.property(text, (unit) => {
        const parsed = floatToSchema.safeParse(unit);
        expect(floatToProblem(unit)).toBe(parsed.success ? undefined : parsed.error.issues[0]?.message);
      }),
    );
  });

  it("refuses any list with a repeat, and takes any list without one", () => {
    fc.assert(
      fc.property(flags, (list) => {
        expect(shiftFlagsSchema.safeParse(list).success).toBe(new Set(list).size === list.length);
      }),
    );
  });
});
