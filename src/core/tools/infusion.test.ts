import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineOf, messageOf, warningsOf } from "./calc-test-helpers";
import { DOSING_UNIT_NAMES, DOSING_UNITS, infusionDose, infusionRate, type DosingUnit, type InfusionInput } from "./infusion";

const bag = (unit: DosingUnit, weightKg: string, drug: string, drugUnit: InfusionInput["drugUnit"], volumeMl: string): InfusionInput => ({
  unit,
  weightKg,
  drug,
  drugUnit,
  volumeMl,
});

// Method: Lippincott NursingCenter, "How to calculate mcg/kg/min" (Nov 2021), and Gray Morris,
// "Calculate with Confidence", chapter "Critical Care Calculations": dose × kg × 60 ÷ concentration = mL/h
// and back. Every figure below was worked by hand.

describe("infusion: rate → dose keeps its figures", () => {
  it("norepinephrine 4 mg in 250 mL (16 mcg/mL), 70 kg, 7 mL/h → 0.0267 mcg/kg/min (it showed 0.03, titrated in steps of 0.01)", () => {
    const r = infusionDose({ ...bag("mcg/kg/min", "70", "4", "mg", "250"), rateMlH: "7" }, "US");
    expect(lineOf(r, "Concentration")).toMatchObject({ shown: "16", unit: "mcg/mL", formula: "4 mg = 4,000 mcg ÷ 250 mL = 16 mcg/mL" });
    expect(lineOf(r, "Dose")).toMatchObject({
      shown: "0.0267",
      unit: "mcg/kg/min",
      formula: "7 mL/h × 16 mcg/mL ÷ 60 min/h ÷ 70 kg = 0.0267 mcg/kg/min",
    });
  });
  it("Lippincott's dopamine: 800 mg in 250 mL, 85 kg, 16 mL/h → 10.0 mcg/kg/min (10.04, shown 10)", () => {
    const r = infusionDose({ ...bag("mcg/kg/min", "85", "800", "mg", "250"), rateMlH: "16" }, "US");
    expect(lineOf(r, "Dose").value).toBeCloseTo(10.0392, 4);
    expect(lineOf(r, "Dose").shown).toBe("10");
  });
});

describe("infusion: dose → rate in every dosing unit", () => {
  it("Lippincott's dopamine 10 mcg/kg/min, 800 mg in 250 mL, 85 kg → 15.9 mL/h", () => {
    const r = infusionRate({ ...bag("mcg/kg/min", "85", "800", "mg", "250"), dose: "10" }, "US");
    expect(lineOf(r, "Concentration").shown).toBe("3,200");
    expect(lineOf(r, "Rate")).toMatchObject({ shown: "15.9", formula: "10 mcg/kg/min × 85 kg × 60 min/h ÷ 3,200 mcg/mL = 15.9 mL/h" });
  });
  it("Southern Adventist University, 'Dosage Calculation in Critical Care Settings': dopamine 5 mcg/kg/min, 95 kg, 200 mg in 250 mL → 35.6 mL/h (36 whole)", () => {
    expect(lineOf(infusionRate({ ...bag("mcg/kg/min", "95", "200", "mg", "250"), dose: "5" }, "US"), "Rate").shown).toBe("35.6");
  });
  it("dexmedetomidine 0.7 mcg/kg/h (Precedex label: ICU sedation 0.2–0.7 mcg/kg/h; premix 400 mcg in 100 mL), 70 kg → 12.3 mL/h", () => {
    const r = infusionRate({ ...bag("mcg/kg/h", "70", "400", "mcg", "100"), dose: "0.7" }, "US");
    expect(lineOf(r, "Rate")).toMatchObject({ value: expect.closeTo(12.25, 9) as number, shown: "12.3" });
    expect(warningsOf(r)).toBe("");
  });
  it("the same typed as per minute (it gave 735 mL/h unremarked) is flagged with the per-hour rate", () => {
    const r = infusionRate({ ...bag("mcg/kg/min", "70", "400", "mcg", "100"), dose: "0.7" }, "US");
    expect(lineOf(r, "Rate").shown).toBe("735");
    expect(warningsOf(r)).toBe("735 mL/h is fast for a drug infusion. Check the time base: if the order is 0.7 mcg/kg/h (per hour), the rate is 12.3 mL/h.");
  });
  it("vasopressin 0.03 units/min (Surviving Sepsis Campaign 2021), 20 units in 100 mL → 9 mL/h; amiodarone 1 mg/min (Nexterone label), 360 mg in 200 mL → 33.3 mL/h", () => {
    expect(lineOf(infusionRate({ ...bag("units/min", "", "20", "units", "100"), dose: "0.03" }, "US"), "Rate").shown).toBe("9");
    expect(lineOf(infusionRate({ ...bag("mg/min", "", "360", "mg", "200"), dose: "1" }, "US"), "Rate").shown).toBe("33.3");
  });
  it("heparin 1,000 units/h at 25,000 units in 250 mL → 10 mL/h; potassium 10 mEq/h at 40 mEq in 100 mL → 25 mL/h; 18 units/kg/h, 80 kg → 14.4 mL/h", () => {
    expect(lineOf(infusionRate({ ...bag("units/h", "", "25,000", "units", "250"), dose: "1,000" }, "US"), "Rate").shown).toBe("10");
    expect(lineOf(infusionRate({ ...bag("mEq/h", "", "40", "mEq", "100"), dose: "10" }, "US"), "Rate").shown).toBe("25");
    expect(lineOf(infusionRate({ ...bag("units/kg/h", "80", "25000", "units", "250"), dose: "18" }, "US"), "Rate").shown).toBe("14.4");
  });
  it("neonatal rates keep two decimals and go down to 0.01 mL/h: 5 mcg/kg/min, 0.5 kg, 1,000 mcg/mL → 0.15 mL/h (it showed 0.2)", () => {
    const r = infusionRate({ ...bag("mcg/kg/min", "0.5", "100", "mg", "100"), dose: "5" }, "US");
    expect(lineOf(r, "Rate").shown).toBe("0.15");
    expect(lineOf(infusionRate({ ...bag("mcg/kg/min", "0.5", "100", "mg", "100"), dose: "0.5" }, "US"), "Rate").shown).toBe("0.02");
    expect(messageOf(infusionRate({ ...bag("mcg/kg/min", "0.5", "100", "mg", "100"), dose: "0.1" }, "US"))).toContain("less than 0.01 mL/h");
  });
  it("refuses a bag that does not convert to the dose's unit, and impossible weights; rapid rates are flagged, not refused", () => {
    expect(infusionRate({ ...bag("units/h", "", "25", "mg", "250"), dose: "1000" }, "US")).toMatchObject({ ok: false, field: "drugUnit" });
    expect(infusionRate({ ...bag("mcg/kg/min", "351", "800", "mg", "250"), dose: "10" }, "US")).toMatchObject({ ok: false, field: "weightKg" });
    const fast = infusionDose({ ...bag("mg/h", "", "1", "g", "1000"), rateMlH: "2000" }, "US");
    expect(lineOf(fast, "Dose").shown).toBe("2,000");
    expect(warningsOf(fast)).toContain("faster than most infusion pumps");
  });
  it("property: dose → rate → dose comes back exactly at full precision, and within the rate's shown rounding", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DOSING_UNIT_NAMES),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 5, max: 3000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 10, max: 1000 }),
        (unit, dose100, kg10, drug, volume) => {
          const spec = DOSING_UNITS[unit];
          const input = bag(unit, String(kg10 / 10), String(drug), spec.amount, String(volume));
          const r = infusionRate({ ...input, dose: String(dose100 / 100) }, "US");
          if (!r.ok) return;
          const rate = lineOf(r, "Rate");
          const back = infusionDose({ ...input, rateMlH: String(rate.value) }, "US");
          expect(lineOf(back, "Dose").value).toBeCloseTo(dose100 / 100, 9);
          // The pump is set to the shown rate: the dose it gives is off by at most half a shown place of rate.
          const places = (rate.shown.split(".")[1] ?? "").length;
          const fromShown = infusionDose({ ...input, rateMlH: rate.shown.replace(/,/g, "") }, "US");
          if (!fromShown.ok) return;
          const perMlH = dose100 / 100 / rate.value;
          expect(Math.abs(lineOf(fromShown, "Dose").value - dose100 / 100)).toBeLessThanOrEqual(perMlH * 0.5 * 10 ** -places * (1 + 1e-9));
        },
      ),
    );
  });
});
