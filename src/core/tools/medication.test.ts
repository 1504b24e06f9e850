import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { doseByWeight, dripRate, infusionDose, infusionRate, ivRate, tablets, type CalcResult } from "./medication";
import { roundTo } from "./numbers";

const message = (r: CalcResult) => (r.ok ? "" : r.message);

const line = (r: CalcResult, label: string) => {
  if (!r.ok) throw new Error(r.message);
  const l = r.lines.find((x) => x.label === label);
  if (!l) throw new Error(`no ${label}`);
  return l;
};

describe("dose by weight", () => {
  it("Davis's Drug Guide, 'Pediatric Dosage Calculations', example 2: ceftriaxone 100 mg/kg, 18 kg, 40 mg/mL → 1800 mg, 45 mL", () => {
    const r = doseByWeight({ dosePerKg: "100", weightKg: "18", concentration: "40" });
    expect(line(r, "Dose")).toMatchObject({ value: 1800, formula: "100 mg/kg × 18 kg = 1800 mg" });
    expect(line(r, "Volume")).toMatchObject({ value: 45, formula: "1800 mg ÷ 40 mg/mL = 45 mL" });
  });
  it("Davis's Drug Guide, example 1: amoxicillin 40 mg/kg/day in 2 doses (20 mg/kg/dose), 10 kg, 400 mg/5 mL (80 mg/mL) → 200 mg, 2.5 mL", () => {
    const r = doseByWeight({ dosePerKg: "20", weightKg: "10", concentration: "80" });
    expect(line(r, "Dose").value).toBe(200);
    expect(line(r, "Volume").value).toBe(2.5);
  });
  it("without a concentration gives the dose alone", () => {
    const r = doseByWeight({ dosePerKg: "15", weightKg: "12", concentration: "" });
    expect(r.ok && r.lines.map((l) => l.label)).toEqual(["Dose"]);
  });
  it("refuses a weight outside 0.3–350 kg, zero, negative, text and comma decimals", () => {
    expect(doseByWeight({ dosePerKg: "10", weightKg: "400", concentration: "" })).toMatchObject({ ok: false, field: "weightKg" });
    expect(message(doseByWeight({ dosePerKg: "10", weightKg: "400", concentration: "" }))).toContain("between 0.3 and 350 kg");
    expect(doseByWeight({ dosePerKg: "10", weightKg: "0.2", concentration: "" })).toMatchObject({ ok: false, field: "weightKg" });
    expect(doseByWeight({ dosePerKg: "0", weightKg: "70", concentration: "" })).toMatchObject({ ok: false, message: "Dose per kg must be more than 0." });
    expect(doseByWeight({ dosePerKg: "-1", weightKg: "70", concentration: "" })).toMatchObject({ ok: false, message: "Dose per kg cannot be negative." });
    expect(doseByWeight({ dosePerKg: "ten", weightKg: "70", concentration: "" })).toMatchObject({ ok: false });
    expect(message(doseByWeight({ dosePerKg: "1,5", weightKg: "70", concentration: "" }))).toContain("use a point");
  });
});

describe("tablets (desired ÷ have)", () => {
  it("N104 Essentials of Nursing Care study guide, 'Dosage Calculations' (dose ordered ÷ dose on hand × amount on hand; the amount on hand may be one tablet): 2 mg ordered, 10 mg/mL → 0.2; worked for tablets: 500 mg ordered, 250 mg tablets → 2", () => {
    expect(line(tablets({ desired: "2", perTablet: "10" }), "Tablets").value).toBe(0.2);
    const r = tablets({ desired: "500", perTablet: "250" });
    expect(line(r, "Tablets")).toMatchObject({ value: 2, formula: "500 mg ÷ 250 mg per tablet = 2" });
    expect(r.ok && r.note).toBeUndefined();
  });
  it("flags a dose that is not a whole or half tablet, and refuses more than 20", () => {
    const r = tablets({ desired: "100", perTablet: "30" });
    expect(r.ok && r.note).toContain("not a whole or half tablet");
    expect(message(tablets({ desired: "5000", perTablet: "5" }))).toContain("1000 tablets");
  });
});

describe("IV rate (volume ÷ time = mL/h)", () => {
  it("'NCLEX IV calculations' practice answers (scribd 8717995): 1500 mL/24 h → 63, 1000 mL/15 h → 67, 600 mL/3 h → 200, 2000 mL/24 h → 83 mL/h (whole numbers)", () => {
    const whole = (v: string, h: string) => roundTo(line(ivRate({ volumeMl: v, hours: h }), "Rate").value, 0);
    expect(whole("1500", "24")).toBe(63);
    expect(whole("1000", "15")).toBe(67);
    expect(whole("600", "3")).toBe(200);
    expect(whole("2000", "24")).toBe(83);
    const r = ivRate({ volumeMl: "1500", hours: "24" });
    expect(r.ok && r.rounding).toContain("63 mL/h");
  });
  it("refuses a rate faster than any pump and a zero time", () => {
    expect(message(ivRate({ volumeMl: "1000", hours: "0.5" }))).toContain("faster than any infusion pump");
    expect(ivRate({ volumeMl: "1000", hours: "0" })).toMatchObject({ ok: false, message: "Time must be more than 0." });
  });
});

describe("drip rate (volume × drop factor ÷ minutes = gtt/min)", () => {
  it("'NCLEX IV calculations' (scribd 8717995), examples 1 and 2: 3000 mL/24 h at 15 gtt/mL → 31 gtt/min; 50 mL/30 min at 60 → 100", () => {
    expect(line(dripRate({ volumeMl: "3000", minutes: "1440", dropFactor: 15 }), "Drip rate")).toMatchObject({
      value: 31,
      formula: "3000 mL × 15 gtt/mL ÷ 1440 min = 31 gtt/min",
    });
    expect(line(dripRate({ volumeMl: "50", minutes: "30", dropFactor: 60 }), "Drip rate").value).toBe(100);
  });
  it("same source: 2 L over 12 h with a 20 gtt/mL set → 56 gtt/min; dosage-calculation blog 'Volume/Time – IV drop rate': 1200 mL/6 h at 15 → 50, 200 mL/120 min at 20 → 33", () => {
    expect(line(dripRate({ volumeMl: "2000", minutes: "720", dropFactor: 20 }), "Drip rate").value).toBe(56);
    expect(line(dripRate({ volumeMl: "1200", minutes: "360", dropFactor: 15 }), "Drip rate").value).toBe(50);
    expect(line(dripRate({ volumeMl: "200", minutes: "120", dropFactor: 20 }), "Drip rate").value).toBe(33);
  });
  it("drop factor 10 (blood set); refuses an unknown drop factor and a pump-impossible rate", () => {
    expect(line(dripRate({ volumeMl: "500", minutes: "240", dropFactor: 10 }), "Drip rate").value).toBe(21);
    expect(dripRate({ volumeMl: "500", minutes: "60", dropFactor: 12 as never })).toMatchObject({ ok: false, field: "dropFactor" });
    expect(dripRate({ volumeMl: "1000", minutes: "30", dropFactor: 15 })).toMatchObject({ ok: false });
  });
});

describe("weight-based infusion (mcg/kg/min ↔ mL/h)", () => {
  it("Lippincott NursingCenter, 'How to calculate mcg/kg/min' (Nov 2021): dopamine 10 mcg/kg/min, 800 mg in 250 mL, 85 kg → 16 mL/h, and back", () => {
    const r = infusionRate({ doseMcgKgMin: "10", weightKg: "85", drugMg: "800", volumeMl: "250" });
    expect(line(r, "Concentration").value).toBe(3200);
    expect(roundTo(line(r, "Rate").value, 0)).toBe(16);
    expect(line(r, "Rate").formula).toBe("10 mcg/kg/min × 85 kg × 60 min/h ÷ 3200 mcg/mL = 15.9 mL/h");
    expect(roundTo(line(infusionDose({ rateMlH: "16", weightKg: "85", drugMg: "800", volumeMl: "250" }), "Dose").value, 0)).toBe(10);
  });
  it("Southern Adventist University, 'Dosage Calculation in Critical Care Settings': dopamine 5 mcg/kg/min, 95 kg, 200 mg in 250 mL → 36 mL/h", () => {
    expect(roundTo(line(infusionRate({ doseMcgKgMin: "5", weightKg: "95", drugMg: "200", volumeMl: "250" }), "Rate").value, 0)).toBe(36);
  });
  it("refuses impossible weights and rates", () => {
    expect(infusionRate({ doseMcgKgMin: "10", weightKg: "351", drugMg: "800", volumeMl: "250" })).toMatchObject({ ok: false, field: "weightKg" });
    expect(message(infusionRate({ doseMcgKgMin: "500", weightKg: "300", drugMg: "1", volumeMl: "1000" }))).toContain("faster than any infusion pump");
    expect(infusionDose({ rateMlH: "5000", weightKg: "70", drugMg: "800", volumeMl: "250" })).toMatchObject({ ok: false });
  });
  it("property: dose → rate → dose comes back within rounding", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 3, max: 350 }), fc.integer({ min: 50, max: 2000 }), (dose10, kg, mg) => {
        const dose = dose10 / 10;
        const r = infusionRate({ doseMcgKgMin: String(dose), weightKg: String(kg), drugMg: String(mg), volumeMl: "250" });
        if (!r.ok) return;
        const back = infusionDose({ rateMlH: String(line(r, "Rate").value), weightKg: String(kg), drugMg: String(mg), volumeMl: "250" });
        // 0.05 mL/h of rounding is at most this much dose.
        const tolerance = (0.05 * ((mg * 1000) / 250)) / kg / 60 + 0.005;
        expect(Math.abs(line(back, "Dose").value - dose)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
  it("property: never NaN or Infinity in any result, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        for (const r of [
          doseByWeight({ dosePerKg: a, weightKg: b, concentration: c }),
          tablets({ desired: a, perTablet: b }),
          ivRate({ volumeMl: a, hours: b }),
          infusionRate({ doseMcgKgMin: a, weightKg: b, drugMg: c, volumeMl: a }),
        ]) {
          if (r.ok) for (const l of r.lines) expect(Number.isFinite(l.value)).toBe(true);
          else expect(r.message).not.toMatch(/NaN|Infinity/);
        }
      }),
    );
  });
});
