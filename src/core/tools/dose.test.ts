import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineOf, messageOf, warningsOf } from "./calc-test-helpers";
import { shownValue } from "./calculation";
import { convertAmount, desiredOverHave, doseByWeight } from "./dose";

// Method for every example below: Gray Morris, "Calculate with Confidence" (Elsevier), chapters
// "Pediatric and Adult Dosage Calculations Based on Weight" (mg/kg × kg, then the formula method)
// and "Formula Method" (desired ÷ have × quantity). Each figure was worked by hand.

describe("dose by weight: the volume comes from the dose at full precision, never from the dose as shown", () => {
  it("0.005 mg/kg × 3 kg at 0.1 mg/mL: 0.015 mg and 0.15 mL (it showed 0.02 mg → 0.2 mL, a 33% overdose)", () => {
    const r = doseByWeight({ dosePerKg: "0.005", weightKg: "3", concentration: "0.1" }, "US");
    expect(lineOf(r, "Dose")).toMatchObject({ shown: "0.015", unit: "mg", formula: "0.005 mg/kg × 3 kg = 0.015 mg" });
    expect(lineOf(r, "Volume")).toMatchObject({ shown: "0.15", unit: "mL", formula: "0.015 mg ÷ 0.1 mg/mL = 0.15 mL" });
  });
  it("0.01 mg/kg × 1.2 kg at 0.1 mg/mL: 0.012 mg, 0.12 mL (it showed 0.1 mL)", () => {
    const r = doseByWeight({ dosePerKg: "0.01", weightKg: "1.2", concentration: "0.1" }, "US");
    expect(lineOf(r, "Dose").shown).toBe("0.012");
    expect(lineOf(r, "Volume").shown).toBe("0.12");
  });
  it("0.02 mg/kg × 0.8 kg at 0.4 mg/mL: 0.016 mg, 0.04 mL (it showed 0.05 mL)", () => {
    const r = doseByWeight({ dosePerKg: "0.02", weightKg: "0.8", concentration: "0.4" }, "US");
    expect(lineOf(r, "Dose").shown).toBe("0.016");
    expect(lineOf(r, "Volume")).toMatchObject({ shown: "0.04", formula: "0.016 mg ÷ 0.4 mg/mL = 0.04 mL" });
  });
  it("Davis's Drug Guide, 'Pediatric Dosage Calculations', example 2: ceftriaxone 100 mg/kg, 18 kg, 40 mg/mL → 1,800 mg, 45 mL", () => {
    const r = doseByWeight({ dosePerKg: "100", weightKg: "18", concentration: "40" }, "US");
    expect(lineOf(r, "Dose")).toMatchObject({ shown: "1,800", formula: "100 mg/kg × 18 kg = 1,800 mg" });
    expect(lineOf(r, "Volume")).toMatchObject({ shown: "45", formula: "1,800 mg ÷ 40 mg/mL = 45 mL" });
  });
  it("in units, and in the region's numbers (EU: a comma for decimals)", () => {
    const r = doseByWeight({ dosePerKg: "0,005", weightKg: "3", concentration: "0,1" }, "EU");
    expect(lineOf(r, "Volume")).toMatchObject({ shown: "0,15", formula: "0,015 mg ÷ 0,1 mg/mL = 0,15 mL" });
    expect(lineOf(doseByWeight({ dosePerKg: "100", weightKg: "20", concentration: "", unit: "units" }, "US"), "Dose").unit).toBe("units");
  });
  it("refuses a weight outside 0.3–350 kg, zero, negative and text; asks about '1,500' where that could be 1.5", () => {
    expect(messageOf(doseByWeight({ dosePerKg: "10", weightKg: "400", concentration: "" }, "US"))).toBe(
      "Weight must be between 0.3 and 350 kg. Check the weight and its unit (kg, not lb).",
    );
    expect(doseByWeight({ dosePerKg: "0", weightKg: "70", concentration: "" }, "US")).toMatchObject({ ok: false, message: "Dose per kg must be more than 0." });
    expect(doseByWeight({ dosePerKg: "-1", weightKg: "70", concentration: "" }, "US")).toMatchObject({ ok: false, message: "Dose per kg cannot be negative." });
    expect(doseByWeight({ dosePerKg: "ten", weightKg: "70", concentration: "" }, "US")).toMatchObject({ ok: false, field: "dosePerKg" });
    expect(doseByWeight({ dosePerKg: "1,500", weightKg: "70", concentration: "" }, "CA")).toMatchObject({
      ok: false,
      field: "dosePerKg",
      message: "Dose per kg: did you mean 1500 or 1.5?",
      choices: [
        { value: 1500, text: "1500" },
        { value: 1.5, text: "1.5" },
      ],
    });
  });
  it("refuses a volume that rounds to 0 and flags one of more than a 60 mL syringe, and a weight that may be lb", () => {
    expect(messageOf(doseByWeight({ dosePerKg: "0.000001", weightKg: "0.5", concentration: "1" }, "US"))).toContain("less than 0.01 mL can be measured");
    expect(warningsOf(doseByWeight({ dosePerKg: "100", weightKg: "70", concentration: "10" }, "US"))).toContain("700 mL is more than one 60 mL syringe");
    expect(warningsOf(doseByWeight({ dosePerKg: "1", weightKg: "176", concentration: "" }, "US"))).toContain("If that was the weight in lb, it is 79.8 kg");
  });
  it("refuses an absurd volume (it showed 350,000,000 mL) and flags a dose over 5 g", () => {
    expect(messageOf(doseByWeight({ dosePerKg: "1000", weightKg: "350", concentration: "0.001" }, "US"))).toBe(
      "That is 350,000,000 mL for one dose, more than a litre: check the numbers and their units (mg/mL, not mg/L).",
    );
    expect(warningsOf(doseByWeight({ dosePerKg: "100", weightKg: "70", concentration: "" }, "US"))).toBe(
      "7,000 mg is a large single dose: check the dose per kg and its unit.",
    );
    expect(warningsOf(doseByWeight({ dosePerKg: "80", weightKg: "70", concentration: "", unit: "units" }, "US"))).toBe("");
  });
  it("property: the shown volume is never further from the true one than half its last shown place", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 3, max: 3500 }), fc.integer({ min: 1, max: 10_000 }), (perKg, kg10, conc) => {
        const r = doseByWeight({ dosePerKg: String(perKg / 1000), weightKg: String(kg10 / 10), concentration: String(conc / 100) }, "US");
        if (!r.ok) return;
        const volume = lineOf(r, "Volume");
        const exact = ((perKg / 1000) * (kg10 / 10)) / (conc / 100);
        const places = (volume.shown.split(".")[1] ?? "").length;
        expect(Math.abs(Number(volume.shown.replace(/,/g, "")) - exact)).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-12);
        expect(shownValue(volume.value, "significant")).toBe(Number(volume.shown.replace(/,/g, "")));
      }),
    );
  });
});

describe("desired ÷ have × quantity", () => {
  it("tablets with a conversion: 0.5 g ordered, 250 mg tablets → 500 mg → 2 tablets", () => {
    const r = desiredOverHave({ desired: "0.5", desiredUnit: "g", have: "250", haveUnit: "mg", quantity: "", form: "tablet" }, "US");
    expect(lineOf(r, "Order in the label's unit")).toMatchObject({ shown: "500", unit: "mg", formula: "0.5 g = 500 mg" });
    expect(lineOf(r, "Give")).toMatchObject({ shown: "2", unit: "tablets", formula: "500 mg ÷ 250 mg per tablet = 2 tablets" });
    expect(r.ok && r.notes).toEqual([]);
  });
  it("mcg to mg: 125 mcg ordered, 0.25 mg tablets → 0.125 mg → half a tablet", () => {
    const r = desiredOverHave({ desired: "125", desiredUnit: "mcg", have: "0.25", haveUnit: "mg", quantity: "", form: "tablet" }, "US");
    expect(lineOf(r, "Order in the label's unit").formula).toBe("125 mcg = 0.125 mg");
    expect(lineOf(r, "Give")).toMatchObject({ shown: "0.5", unit: "tablets" });
  });
  it("a suspension of 400 mg/5 mL: 250 mg → 3.125 mL, shown 3.13 mL; units and mEq match only themselves", () => {
    const r = desiredOverHave({ desired: "250", desiredUnit: "mg", have: "400", haveUnit: "mg", quantity: "5", form: "mL" }, "US");
    expect(lineOf(r, "Give")).toMatchObject({ value: 3.125, shown: "3.13", unit: "mL", formula: "250 mg ÷ 400 mg × 5 mL = 3.13 mL" });
    expect(
      lineOf(desiredOverHave({ desired: "5,000", desiredUnit: "units", have: "10,000", haveUnit: "units", quantity: "1", form: "mL" }, "US"), "Give").shown,
    ).toBe("0.5");
    expect(lineOf(desiredOverHave({ desired: "20", desiredUnit: "mEq", have: "2", haveUnit: "mEq", quantity: "1", form: "mL" }, "US"), "Give").shown).toBe(
      "10",
    );
    expect(desiredOverHave({ desired: "20", desiredUnit: "mEq", have: "2", haveUnit: "mg", quantity: "1", form: "mL" }, "US")).toMatchObject({
      ok: false,
      field: "haveUnit",
      message: "The order is in mEq and the label in mg: these do not convert. Check the order and the label.",
    });
  });
  it("flags a dose that is not a whole or half tablet, flags more than 4 and refuses more than 20 (g read as mg)", () => {
    const r = desiredOverHave({ desired: "100", desiredUnit: "mg", have: "30", haveUnit: "mg", quantity: "", form: "tablet" }, "US");
    expect(r.ok && r.notes.join()).toContain("not a whole or half tablet");
    expect(warningsOf(desiredOverHave({ desired: "60", desiredUnit: "mg", have: "10", haveUnit: "mg", quantity: "", form: "tablet" }, "US"))).toContain(
      "6 tablets for one dose is unusual",
    );
    expect(messageOf(desiredOverHave({ desired: "1", desiredUnit: "g", have: "5", haveUnit: "mg", quantity: "", form: "tablet" }, "US"))).toContain(
      "200 tablets",
    );
  });
  it("refuses what could not be given: it showed '0 tablets' (1 mcg ordered, 500 mg tablets) and tiny volumes", () => {
    expect(messageOf(desiredOverHave({ desired: "1", desiredUnit: "mcg", have: "500", haveUnit: "mg", quantity: "", form: "tablet" }, "US"))).toBe(
      "That is 0.000002 of a tablet, less than a quarter: check the order and the strength (mcg, mg or g).",
    );
    expect(messageOf(desiredOverHave({ desired: "1", desiredUnit: "mcg", have: "50", haveUnit: "mg", quantity: "1", form: "mL" }, "US"))).toBe(
      "That is 0.00002 mL, less than 0.01 mL can be measured: check the order, the strength and its unit.",
    );
  });
  it("convertAmount: 1 g = 1000 mg = 1,000,000 mcg; units do not convert to mg", () => {
    expect(convertAmount(1, "g", "mcg")).toBe(1_000_000);
    expect(convertAmount(250, "mcg", "mg")).toBe(0.25);
    expect(convertAmount(1, "units", "mg")).toBeNull();
  });
});
