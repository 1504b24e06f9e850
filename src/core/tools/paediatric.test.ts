import { describe, expect, it } from "vitest";
import { lineOf, messageOf, warningsOf } from "./calc-test-helpers";
import { dailyDose, maintenanceFluids, type DailyDoseInput } from "./paediatric";

const base: DailyDoseInput = { weightKg: "10", order: "40", orderKind: "perKgPerDay", unit: "mg", dosesPerDay: "2", low: "25", high: "45", maxPerDay: "" };

// Method: Gray Morris, "Calculate with Confidence", chapter "Pediatric and Adult Dosage Calculations Based on
// Weight" (safe dose range: low and high mg/kg/day × kg, compared with the order). Figures worked by hand.

describe("paediatric mg/kg/day ÷ doses a day, checked against her reference range", () => {
  it("Davis's Drug Guide, 'Pediatric Dosage Calculations', example 1: amoxicillin 40 mg/kg/day in 2 doses, 10 kg → 400 mg/day, 200 mg a dose", () => {
    const r = dailyDose(base, "US");
    expect(lineOf(r, "Daily dose")).toMatchObject({ shown: "400", unit: "mg/day", formula: "40 mg/kg/day × 10 kg = 400 mg/day" });
    expect(lineOf(r, "Each dose")).toMatchObject({ shown: "200", formula: "400 mg/day ÷ 2 doses = 200 mg" });
    expect(lineOf(r, "Reference range for this weight")).toMatchObject({
      shown: "250–450",
      formula: "25–45 mg/kg/day × 10 kg = 250–450 mg/day (125–225 mg a dose)",
    });
    expect(r.ok && r.notes).toEqual(["Within the reference range you entered (250–450 mg/day)."]);
  });
  it("an order per dose: 300 mg every 8 h (3 doses) for 18 kg → 900 mg/day = 50 mg/kg/day, above 25–45 (450–810 mg/day)", () => {
    const r = dailyDose({ ...base, weightKg: "18", order: "300", orderKind: "perDose", dosesPerDay: "3" }, "US");
    expect(lineOf(r, "Per kg per day").shown).toBe("50");
    expect(warningsOf(r)).toBe("Above the reference range: 900 mg/day is more than 810 mg/day. Check the order with the prescriber.");
  });
  it("below the range, over the daily maximum, and the range's edge counted as within", () => {
    expect(warningsOf(dailyDose({ ...base, order: "20" }, "US"))).toContain("Below the reference range: 200 mg/day is less than 250 mg/day");
    expect(warningsOf(dailyDose({ ...base, maxPerDay: "300" }, "US"))).toContain("Above the maximum: 400 mg/day is more than 300 mg/day");
    const edge = dailyDose({ ...base, order: "45" }, "US");
    expect(warningsOf(edge)).toBe("");
    expect(edge.ok && edge.notes[0]).toContain("Within");
  });
  it("refuses part doses a day and an upside-down range", () => {
    expect(dailyDose({ ...base, dosesPerDay: "2.5" }, "US")).toMatchObject({ ok: false, field: "dosesPerDay" });
    expect(messageOf(dailyDose({ ...base, low: "50", high: "25" }, "US"))).toBe("The highest dose of the range must be at least the lowest.");
  });
});

describe("maintenance fluids (Holliday MA, Segar WE, 'The maintenance need for water in parenteral fluid therapy', Pediatrics 1957;19:823)", () => {
  it("25 kg: 4 × 10 + 2 × 10 + 1 × 5 = 65 mL/h; 1,000 + 500 + 100 = 1,600 mL a day", () => {
    const r = maintenanceFluids({ weightKg: "25" }, "US");
    expect(lineOf(r, "Rate (4-2-1)")).toMatchObject({ shown: "65", formula: "4 mL/kg/h × 10 kg + 2 mL/kg/h × 10 kg + 1 mL/kg/h × 5 kg = 65 mL/h" });
    expect(lineOf(r, "A day (100-50-20)")).toMatchObject({ shown: "1,600" });
  });
  it("8 kg → 32 mL/h, 800 mL a day; 3.5 kg → 14 mL/h; 70 kg → 110 mL/h with a note about adult caps", () => {
    expect(lineOf(maintenanceFluids({ weightKg: "8" }, "US"), "Rate (4-2-1)").shown).toBe("32");
    expect(lineOf(maintenanceFluids({ weightKg: "8" }, "US"), "A day (100-50-20)").shown).toBe("800");
    expect(lineOf(maintenanceFluids({ weightKg: "3.5" }, "US"), "Rate (4-2-1)").formula).toBe("4 mL/kg/h × 3.5 kg = 14 mL/h");
    const adult = maintenanceFluids({ weightKg: "70" }, "US");
    expect(lineOf(adult, "Rate (4-2-1)").shown).toBe("110");
    expect(adult.ok && adult.notes[0]).toContain("cap maintenance at 100 mL/h");
  });
});
