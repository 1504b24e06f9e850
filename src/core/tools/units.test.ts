import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONVERSIONS, convertText, readConverterInput } from "./units";

describe("unit converter (spec 000 §2, §5, §9)", () => {
  it("weight and height with the spec's factors, one decimal, both ways", () => {
    expect(convertText(CONVERSIONS.weight, "forward", "150")).toBe("68"); // 150 × 0.453592 = 68.0388
    expect(convertText(CONVERSIONS.weight, "forward", "154")).toBe("69.9");
    expect(convertText(CONVERSIONS.weight, "backward", "70")).toBe("154.3");
    expect(convertText(CONVERSIONS.height, "forward", "65")).toBe("165.1");
    expect(convertText(CONVERSIONS.height, "backward", "180")).toBe("70.9");
  });
  it("temperature, mass and volume", () => {
    expect(convertText(CONVERSIONS.temperature, "forward", "37")).toBe("98.6");
    expect(convertText(CONVERSIONS.temperature, "backward", "101.3")).toBe("38.5");
    expect(convertText(CONVERSIONS.temperature, "forward", "-40")).toBe("-40");
    expect(convertText(CONVERSIONS.mgMcg, "backward", "250")).toBe("0.25");
    expect(convertText(CONVERSIONS.mgMcg, "forward", "0.125")).toBe("125");
    expect(convertText(CONVERSIONS.gMg, "forward", "1.5")).toBe("1500");
    expect(convertText(CONVERSIONS.mlL, "forward", "250")).toBe("0.25");
    expect(convertText(CONVERSIONS.mlL, "backward", "1.2")).toBe("1200");
  });
  it("a non-number or empty field clears the other; comma decimals read as a point", () => {
    expect(convertText(CONVERSIONS.weight, "forward", "")).toBe("");
    expect(convertText(CONVERSIONS.weight, "forward", "abc")).toBe("");
    expect(convertText(CONVERSIONS.weight, "forward", "-5")).toBe("");
    expect(convertText(CONVERSIONS.weight, "forward", "1e999")).toBe("");
    expect(convertText(CONVERSIONS.weight, "forward", "1,5")).toBe("0.7");
    expect(readConverterInput("99999999999999")).toBeNull();
  });
  it("property: never NaN or Infinity; a round trip stays within the shown rounding", () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        for (const c of Object.values(CONVERSIONS)) {
          const out = convertText(c, "forward", t);
          expect(out === "" || Number.isFinite(Number(out))).toBe(true);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (lb) => {
        const kg = Number(convertText(CONVERSIONS.weight, "forward", String(lb)));
        expect(Math.abs(Number(convertText(CONVERSIONS.weight, "backward", String(kg))) - lb)).toBeLessThanOrEqual(0.2);
      }),
    );
  });
});
