import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REGIONS, type Region } from "../preferences";
import { readNumber } from "./regional-numbers";
import { CONVERSIONS, convertText, type Conversion } from "./units";

const out = (c: Conversion, direction: "forward" | "backward", text: string, region: Region = "US") => {
  const r = convertText(c, direction, text, region);
  return r.kind === "value" ? r.text : `ask ${r.choices.map((x) => x.text).join(" or ")}`;
};

describe("unit converter", () => {
  it("weight and height with the product's factors, one decimal, both ways", () => {
    expect(out(CONVERSIONS.weight, "forward", "150")).toBe("68"); // 150 × 0.453592 = 68.0388
    expect(out(CONVERSIONS.weight, "forward", "154")).toBe("69.9");
    expect(out(CONVERSIONS.weight, "backward", "70")).toBe("154.3");
    expect(out(CONVERSIONS.height, "forward", "65")).toBe("165.1");
    expect(out(CONVERSIONS.height, "backward", "180")).toBe("70.9");
  });
  it("temperature, mass and volume; mass and volume exact to 6 figures (0.25 mcg is 0.00025 mg, not 0.0003)", () => {
    expect(out(CONVERSIONS.temperature, "forward", "37")).toBe("98.6");
    expect(out(CONVERSIONS.temperature, "backward", "101.3")).toBe("38.5");
    expect(out(CONVERSIONS.temperature, "forward", "-40")).toBe("-40");
    expect(out(CONVERSIONS.mgMcg, "backward", "250")).toBe("0.25");
    expect(out(CONVERSIONS.mgMcg, "backward", "0.25")).toBe("0.00025");
    expect(out(CONVERSIONS.mgMcg, "forward", "0.125")).toBe("125");
    expect(out(CONVERSIONS.gMg, "forward", "1.5")).toBe("1,500");
    expect(out(CONVERSIONS.mlL, "forward", "250")).toBe("0.25");
    expect(out(CONVERSIONS.mlL, "backward", "1.2")).toBe("1,200");
  });
  it("'1,500' mcg is 1.5 mg in the US, never 0.0015 mg (it read the comma as a decimal point: a 1000× error)", () => {
    expect(out(CONVERSIONS.mgMcg, "backward", "1,500")).toBe("1.5");
    expect(out(CONVERSIONS.mgMcg, "backward", "1,500", "UK")).toBe("1.5");
    expect(out(CONVERSIONS.weight, "backward", "1,000")).toBe("2,204.6");
  });
  it("asks where '1,500' could be either (Canada, the EU), and reads a comma before one or two digits as the EU's decimal mark", () => {
    expect(out(CONVERSIONS.mgMcg, "backward", "1,500", "EU")).toBe("ask 1500 or 1,5");
    expect(out(CONVERSIONS.mgMcg, "backward", "1,500", "CA")).toBe("ask 1500 or 1.5");
    expect(out(CONVERSIONS.mgMcg, "backward", "1.500", "EU")).toBe("ask 1500 or 1,5");
    expect(out(CONVERSIONS.mgMcg, "backward", "1,5", "EU")).toBe("0,0015");
    expect(out(CONVERSIONS.gMg, "forward", "1,5", "EU")).toBe("1\u202f500");
  });
  it("a non-number or empty field clears the other", () => {
    expect(out(CONVERSIONS.weight, "forward", "")).toBe("");
    expect(out(CONVERSIONS.weight, "forward", "abc")).toBe("");
    expect(out(CONVERSIONS.weight, "forward", "-5")).toBe("");
    expect(out(CONVERSIONS.weight, "forward", "1e999")).toBe("");
    expect(out(CONVERSIONS.weight, "forward", "99999999999999")).toBe("");
  });
  it("property: never NaN or Infinity; a round trip stays within the shown rounding, in every region", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...REGIONS), (t, region) => {
        for (const c of Object.values(CONVERSIONS)) {
          expect(out(c, "forward", t, region)).not.toMatch(/NaN|Infinity/);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.constantFrom(...REGIONS), (lb, region) => {
        const kg = out(CONVERSIONS.weight, "forward", String(lb), region);
        const back = out(CONVERSIONS.weight, "backward", kg, region);
        const read = readNumber(back, region);
        expect(read.kind === "number" && Math.abs(read.value - lb)).toBeLessThanOrEqual(0.2);
      }),
    );
  });
});
