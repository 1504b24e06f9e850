import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REGIONS } from "../preferences";
import { formatDecimal, numberOrZero, parseAmount, roundTo } from "./numbers";

const rule = { label: "Weight", max: 1000 };

describe("parseAmount (every numeric field of the bedside tools)", () => {
  it("reads plain decimals, and thousands in her region's way", () => {
    expect(parseAmount("12.5", rule, "US")).toEqual({ ok: true, value: 12.5 });
    expect(parseAmount(" 7 ", rule, "US")).toEqual({ ok: true, value: 7 });
    expect(parseAmount(".5", rule, "US")).toEqual({ ok: true, value: 0.5 });
    expect(parseAmount("1,5", rule, "EU")).toEqual({ ok: true, value: 1.5 });
    expect(parseAmount("1,000", { label: "Dose" }, "US")).toEqual({ ok: true, value: 1000 });
    expect(parseAmount("12,5", rule, "EU")).toEqual({ ok: true, value: 12.5 });
  });
  it("gives a plain message for empty, text, negative, huge and zero, and asks about '1,500' where it could be 1.5", () => {
    expect(parseAmount("", rule, "US")).toMatchObject({ ok: false, reason: "empty", message: "Enter the weight." });
    expect(parseAmount("abc", rule, "US")).toMatchObject({ ok: false, reason: "text", message: "Weight must be a number, like 12.5." });
    expect(parseAmount("abc", rule, "EU")).toMatchObject({ ok: false, reason: "text", message: "Weight must be a number, like 12,5." });
    expect(parseAmount("-3", rule, "US")).toMatchObject({ ok: false, reason: "negative", message: "Weight cannot be negative." });
    expect(parseAmount("1e400", rule, "US")).toMatchObject({ ok: false, reason: "text" });
    expect(parseAmount("99999999999999999999", rule, "US")).toMatchObject({ ok: false, reason: "too-large", message: "Weight must be 1,000 or less." });
    expect(parseAmount("0", { ...rule, allowZero: false }, "US")).toMatchObject({ ok: false, reason: "zero", message: "Weight must be more than 0." });
    expect(parseAmount("Infinity", rule, "US")).toMatchObject({ ok: false });
    expect(parseAmount("NaN", rule, "US")).toMatchObject({ ok: false });
    expect(parseAmount("1,500", { label: "Dose" }, "CA")).toEqual({
      ok: false,
      reason: "ambiguous",
      message: "Dose: did you mean 1500 or 1.5?",
      choices: [
        { value: 1500, text: "1500" },
        { value: 1.5, text: "1.5" },
      ],
    });
    expect(parseAmount("1.500", { label: "Dose" }, "EU")).toMatchObject({ reason: "ambiguous", message: "Dose: did you mean 1500 or 1,5?" });
  });
  it("property: never yields NaN or Infinity, whatever is typed, in any region", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...REGIONS), (text, region) => {
        const r = parseAmount(text, rule, region);
        if (r.ok) expect(Number.isFinite(r.value) && r.value >= 0 && r.value <= 1000).toBe(true);
        else expect(r.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("numberOrZero (the pay estimator: numbers that do not parse become 0)", () => {
  it("reads '1,200' as twelve hundred in the US (it read 1.2), comma decimals, and 0 for the rest", () => {
    expect(numberOrZero("36", "US")).toBe(36);
    expect(numberOrZero("1,200", "US")).toBe(1200);
    expect(numberOrZero("1,5", "CA")).toBe(1.5);
    expect(numberOrZero("45,50", "US")).toBe(0); // 4550 or 45.5? asked on the screen
    expect(numberOrZero("45,50", "EU")).toBe(45.5);
    expect(numberOrZero("1,200", "CA")).toBe(0); // asked about on the screen; 0 until she answers
    expect(numberOrZero("", "US")).toBe(0);
    expect(numberOrZero("twelve", "US")).toBe(0);
    expect(numberOrZero("-4", "US")).toBe(0);
    expect(numberOrZero("1e999", "US")).toBe(0);
    expect(numberOrZero("5000000", "US")).toBe(0);
  });
  it("property: always a finite number from 0 to the max", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...REGIONS), (t, region) => {
        const v = numberOrZero(t, region);
        expect(Number.isFinite(v) && v >= 0 && v <= 1e6).toBe(true);
      }),
    );
  });
});

describe("roundTo", () => {
  it("rounds half away from zero without float surprises", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(formatDecimal(181.436, 1)).toBe("181.4");
    expect(formatDecimal(-0.04, 1)).toBe("0");
  });
});
