import { describe, expect, it } from "vitest";
import { lineOf, messageOf, warningsOf } from "./calc-test-helpers";
import { heparin, HEPARIN_PROTOCOLS, type HeparinInput } from "./heparin";

const text = (v: number | null) => (v === null ? "" : String(v));
const withProtocol = (name: keyof typeof HEPARIN_PROTOCOLS, weightKg: string, bagUnits = "25000", bagMl = "250"): HeparinInput => {
  const p = HEPARIN_PROTOCOLS[name];
  return { weightKg, bolusPerKg: text(p.bolusPerKg), bolusCap: text(p.bolusCap), ratePerKg: text(p.ratePerKg), rateCap: text(p.rateCap), bagUnits, bagMl };
};

// Protocols: VTE, Raschke et al., "The weight-based heparin dosing nomogram compared with a 'standard care'
// nomogram", Ann Intern Med 1993;119:874–881 (80 units/kg bolus, 18 units/kg/h); ACS, 2013 ACCF/AHA STEMI
// guideline, Circulation 2013;127:e362 (60 units/kg up to 4,000 units, 12 units/kg/h up to 1,000 units/h).
// Method: Gray Morris, "Calculate with Confidence", chapter "Heparin Calculations". Figures worked by hand.

describe("weight-based heparin", () => {
  it("VTE, 80 kg, 25,000 units in 250 mL: bolus 6,400 units (64 mL from the bag), infusion 1,440 units/h = 14.4 mL/h", () => {
    const r = heparin(withProtocol("vte", "80"), "US");
    expect(lineOf(r, "Concentration").shown).toBe("100");
    expect(lineOf(r, "Bolus")).toMatchObject({ shown: "6,400", formula: "80 units/kg × 80 kg = 6,400 units" });
    expect(lineOf(r, "Bolus from the bag").shown).toBe("64");
    expect(lineOf(r, "Infusion")).toMatchObject({ shown: "1,440", formula: "18 units/kg/h × 80 kg = 1,440 units/h" });
    expect(lineOf(r, "Rate")).toMatchObject({ shown: "14.4", formula: "1,440 units/h ÷ 100 units/mL = 14.4 mL/h" });
  });
  it("VTE, 150 kg: the bolus is capped at 10,000 units (12,000 uncapped); 2,700 units/h = 27 mL/h", () => {
    const r = heparin(withProtocol("vte", "150"), "US");
    expect(lineOf(r, "Bolus")).toMatchObject({ value: 10_000, formula: "80 units/kg × 150 kg = 12,000 units, capped at 10,000 units" });
    expect(lineOf(r, "Rate").shown).toBe("27");
    expect(r.ok && r.notes).toContain("The bolus is the protocol's cap of 10,000 units.");
  });
  it("ACS, 80 kg: bolus 4,800 capped at 4,000 units; 960 units/h = 9.6 mL/h. ACS, 100 kg: 1,200 units/h capped at 1,000 = 10 mL/h", () => {
    const r = heparin(withProtocol("acs", "80"), "US");
    expect(lineOf(r, "Bolus").shown).toBe("4,000");
    expect(lineOf(r, "Rate").shown).toBe("9.6");
    const big = heparin(withProtocol("acs", "100"), "US");
    expect(lineOf(big, "Infusion")).toMatchObject({ value: 1000, formula: "12 units/kg/h × 100 kg = 1,200 units/h, capped at 1,000 units/h" });
    expect(lineOf(big, "Rate").shown).toBe("10");
  });
  it("her facility's numbers: no bolus, 15 units/kg/h, 25,000 units in 500 mL, 72.5 kg → 1,087.5 units/h = 21.8 mL/h", () => {
    const r = heparin({ weightKg: "72.5", bolusPerKg: "0", bolusCap: "", ratePerKg: "15", rateCap: "", bagUnits: "25,000", bagMl: "500" }, "US");
    expect(r.ok && r.lines.map((l) => l.label)).toEqual(["Concentration", "Infusion", "Rate"]);
    expect(lineOf(r, "Infusion").shown).toBe("1,088");
    expect(lineOf(r, "Rate").shown).toBe("21.8");
  });
  it("flags a vial's strength typed as the bag's, and refuses a missing weight", () => {
    expect(warningsOf(heparin(withProtocol("vte", "80", "5000", "1"), "US"))).toContain("a vial's strength");
    expect(messageOf(heparin(withProtocol("vte", ""), "US"))).toBe("Enter the weight.");
  });
});
