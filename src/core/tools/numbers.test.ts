import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDecimal, numberOrZero, parseAmount, roundTo } from "./numbers";

const rule = { label: "Weight", max: 1000 };

describe("parseAmount (every numeric field of the bedside tools)", () => {
  it("reads plain decimals", () => {
    expect(parseAmount("12.5", rule)).toEqual({ ok: true, value: 12.5 });
    expect(parseAmount(" 7 ", rule)).toEqual({ ok: true, value: 7 });
    expect(parseAmount(".5", rule)).toEqual({ ok: true, value: 0.5 });
  });
  it("gives a plain message for empty, text, negative, comma decimals, huge and zero", () => {
    expect(parseAmount("", rule)).toMatchObject({ ok: false, reason: "empty", message: "Enter the weight." });
    expect(parseAmount("abc", rule)).toMatchObject({ ok: false, reason: "text", message: "Weight must be a number, like 12.5." });
    expect(parseAmount("-3", rule)).toMatchObject({ ok: false, reason: "negative", message: "Weight cannot be negative." });
    expect(parseAmount("1,5", rule)).toMatchObject({ ok: false, reason: "comma", message: "Weight: use a point for decimals (1.5, not 1,5)." });
    expect(parseAmount("1e400", rule)).toMatchObject({ ok: false, reason: "text" });
    expect(parseAmount("99999999999999999999", rule)).toMatchObject({ ok: false, reason: "too-large", message: "Weight must be 1,000 or less." });
    expect(parseAmount("0", { ...rule, allowZero: false })).toMatchObject({ ok: false, reason: "zero", message: "Weight must be more than 0." });
    expect(parseAmount("Infinity", rule)).toMatchObject({ ok: false });
    expect(parseAmount("NaN", rule)).toMatchObject({ ok: false });
  });
  it("property: never yields NaN or Infinity, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseAmount(text, rule);
        if (r.ok) expect(Number.isFinite(r.value) && r.value >= 0 && r.value <= 1000).toBe(true);
        else expect(r.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("numberOrZero (the pay estimator: spec 000 §5, numbers that do not parse become 0)", () => {
  it("reads numbers, comma decimals, and 0 for the rest", () => {
    expect(numberOrZero("36")).toBe(36);
    expect(numberOrZero("1,5")).toBe(1.5);
    expect(numberOrZero("")).toBe(0);
    expect(numberOrZero("twelve")).toBe(0);
    expect(numberOrZero("-4")).toBe(0);
    expect(numberOrZero("1e999")).toBe(0);
    expect(numberOrZero("5000000")).toBe(0);
  });
  it("property: always a finite number from 0 to the max", () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        const v = numberOrZero(t);
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
