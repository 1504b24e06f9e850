import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REGIONS } from "../preferences";
import { formatNumber, formatSignificant, readNumber, significantDecimals, toSignificant, typedText } from "./regional-numbers";

const ALL = [...REGIONS, "any"] as const;
const value = (text: string, region: (typeof ALL)[number]) => {
  const r = readNumber(text, region);
  return r.kind === "number" ? r.value : r.kind;
};

describe("readNumber: a typed number read the nurse's region's way", () => {
  it("US, UK and AU read '1,500' as fifteen hundred (the converter read it as 1.5, a 1000× error)", () => {
    for (const region of ["US", "UK", "AU"] as const) {
      expect(value("1,500", region)).toBe(1500);
      expect(value("1,500.5", region)).toBe(1500.5);
      expect(value("1,200", region)).toBe(1200);
      expect(value("1.500", region)).toBe(1.5);
      expect(value("12,000,000", region)).toBe(12_000_000);
    }
  });
  it("CA asks about '1,500' (English thousands or French decimal); the EU asks about '1,500' and '1.500'", () => {
    expect(readNumber("1,500", "CA")).toEqual({ kind: "ambiguous", readings: [1500, 1.5] });
    expect(value("1.500", "CA")).toBe(1.5);
    expect(readNumber("1.500", "EU")).toEqual({ kind: "ambiguous", readings: [1500, 1.5] });
    expect(readNumber("1,500", "EU")).toEqual({ kind: "ambiguous", readings: [1500, 1.5] });
    expect(value("1,5", "EU")).toBe(1.5);
    expect(readNumber("250.000", "EU")).toEqual({ kind: "ambiguous", readings: [250_000, 250] });
  });
  it("while her region is not known, asks about both shapes and shows thousands with a narrow space", () => {
    expect(readNumber("1,500", "any")).toEqual({ kind: "ambiguous", readings: [1500, 1.5] });
    expect(readNumber("1.500", "any")).toEqual({ kind: "ambiguous", readings: [1500, 1.5] });
    expect(value("1.5", "any")).toBe(1.5);
    expect(formatNumber(1500.5, "any", 2)).toBe("1\u202f500.5");
    expect(typedText(1.125, "any")).toBe("1.1250"); // "1.125" would be asked about again
  });
  it("reads without asking what only one reading fits, in every region", () => {
    for (const region of ALL) {
      expect(value("0.125", region)).toBe(0.125);
      expect(value(".5", region)).toBe(0.5);
      expect(value("1 500", region)).toBe(1500);
      expect(value("1\u202f500,5", region)).toBe(1500.5);
      expect(value("1.500,5", region)).toBe(1500.5);
      expect(value("1,500.5", region)).toBe(1500.5);
      expect(value("12.", region)).toBe(12);
      expect(value("+7", region)).toBe(7);
    }
  });
  it("a comma that cannot be between thousands is a decimal comma in CA and the EU, and asked about where commas only group thousands", () => {
    for (const region of ["CA", "EU"] as const) {
      expect(value("1,5", region)).toBe(1.5);
      expect(value("0,125", region)).toBe(0.125); // no thousands group starts with 0
      expect(value(",5", region)).toBe(0.5);
      expect(value("1500,25", region)).toBe(1500.25); // four digits before: not a group
    }
    for (const region of ["US", "UK", "AU", "any"] as const) {
      // "1,50" is what is left of "1,500" with a digit deleted: 150 or 1.5?
      expect(readNumber("1,50", region)).toEqual({ kind: "ambiguous", readings: [150, 1.5] });
      expect(readNumber("1,5", region)).toEqual({ kind: "ambiguous", readings: [15, 1.5] });
      expect(readNumber("1,5001", region)).toEqual({ kind: "ambiguous", readings: [15001, 1.5001] });
    }
  });
  it("refuses what is not a number, and a minus unless the field is signed", () => {
    expect(readNumber("", "US")).toEqual({ kind: "empty" });
    expect(readNumber("  ", "US")).toEqual({ kind: "empty" });
    expect(readNumber("abc", "US")).toEqual({ kind: "text" });
    expect(readNumber("1e5", "US")).toEqual({ kind: "text" });
    expect(readNumber("1,50,0", "US")).toEqual({ kind: "text" });
    expect(readNumber("1.5.5", "US")).toEqual({ kind: "text" });
    expect(readNumber("1 50", "US")).toEqual({ kind: "text" });
    expect(readNumber("Infinity", "US")).toEqual({ kind: "text" });
    expect(readNumber("-3", "US")).toEqual({ kind: "negative" });
    expect(readNumber("-3,5", "EU", { signed: true })).toEqual({ kind: "number", value: -3.5 });
    expect(readNumber("−40", "US", { signed: true })).toEqual({ kind: "number", value: -40 });
  });
});

describe("formatNumber and significant figures (ISMP: a leading zero always, a trailing zero never, commas from 1,000)", () => {
  it("shows three significant figures below 1 and every whole digit above", () => {
    expect(formatSignificant(0.0266666, "US")).toBe("0.0267");
    expect(formatSignificant(0.015, "US")).toBe("0.015");
    expect(formatSignificant(0.15, "US")).toBe("0.15");
    expect(formatSignificant(0.1, "US")).toBe("0.1");
    expect(formatSignificant(0.09996, "US")).toBe("0.1");
    expect(formatSignificant(10.039, "US")).toBe("10");
    expect(formatSignificant(15.94, "US")).toBe("15.9");
    expect(formatSignificant(1800, "US")).toBe("1,800");
    expect(formatSignificant(12_345.6, "US")).toBe("12,346");
    expect(significantDecimals(0)).toBe(0);
    expect(toSignificant(0.0266666)).toBe(0.0267);
  });
  it("groups thousands and marks decimals the region's way", () => {
    expect(formatNumber(1500, "US", 2)).toBe("1,500");
    expect(formatNumber(999, "US", 2)).toBe("999");
    expect(formatNumber(1500.5, "UK", 2)).toBe("1,500.5");
    expect(formatNumber(1500.5, "CA", 2)).toBe("1\u202f500.5");
    expect(formatNumber(1500.5, "EU", 2)).toBe("1\u202f500,5");
    expect(formatNumber(0.5, "EU", 2)).toBe("0,5");
    expect(formatNumber(2, "US", 2)).toBe("2");
    expect(formatNumber(-40, "US", 1)).toBe("-40");
    expect(typedText(1.5, "EU")).toBe("1,5");
    expect(typedText(1.125, "EU")).toBe("1,1250"); // "1,125" would be asked about again
    expect(typedText(1500, "CA")).toBe("1500");
  });
  it("property: what is shown is never read back as another number, in every region (exactly itself, or asked about with itself as one reading)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL),
        fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true })),
        fc.integer({ min: 0, max: 6 }),
        (region, x, decimals) => {
          const shown = formatNumber(x, region, decimals);
          const back = readNumber(shown, region);
          const values = back.kind === "number" ? [back.value] : back.kind === "ambiguous" ? back.readings : [];
          expect(values.some((v) => formatNumber(v, region, decimals) === shown && Math.abs(v - x) <= 0.5 * 10 ** -decimals + 1e-6)).toBe(true);
          // Only a comma-decimal region's "1,125" (three decimals after one to three digits) is asked about.
          if (back.kind === "ambiguous") expect(["EU", "any"]).toContain(region);
        },
      ),
    );
  });
  it("where every number is read one way (US, UK, AU, CA), what is shown reads back exactly", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("US", "UK", "AU", "CA"),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (region, x, decimals) => {
          const shown = formatNumber(x, region, decimals);
          const back = readNumber(shown, region);
          if (back.kind !== "number") throw new Error(`${shown} read as ${back.kind}`);
          expect(formatNumber(back.value, region, decimals)).toBe(shown);
        },
      ),
    );
  });
  it("property: what she would type reads back exactly, in every region", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 4 }), (region, n, places) => {
        const x = n / 10 ** places;
        expect(readNumber(typedText(x, region), region)).toEqual({ kind: "number", value: x });
      }),
    );
  });
  it("property: three significant figures never move a value by more than half its last shown place", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e7, noNaN: true }), (x) => {
        const d = significantDecimals(x);
        expect(Math.abs(toSignificant(x) - x)).toBeLessThanOrEqual(0.5 * 10 ** -d * (1 + 1e-9) + 1e-12);
      }),
    );
  });
});
