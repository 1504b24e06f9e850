import { describe, expect, it } from "vitest";
import { lineOf, messageOf } from "./calc-test-helpers";
import { bodySurfaceArea, idealBodyWeight, poundsToKg } from "./body-weight";

describe("pounds and ounces → kg and g (1 lb = 0.453592 kg, 16 oz = 1 lb)", () => {
  it("7 lb 8 oz → 3.402 kg, 3,402 g (to the gram, as a baby is weighed); 154 lb → 69.853 kg", () => {
    const r = poundsToKg({ lb: "7", oz: "8" }, "US");
    expect(lineOf(r, "Weight")).toMatchObject({ shown: "3.402", formula: "(7 lb + 8 oz ÷ 16) × 0.453592 kg/lb = 3.402 kg" });
    expect(lineOf(r, "In grams")).toMatchObject({ shown: "3,402", formula: "3.402 kg × 1000 = 3,402 g" });
    expect(lineOf(poundsToKg({ lb: "154", oz: "" }, "US"), "Weight").shown).toBe("69.853");
  });
  it("refuses 16 oz or more and an empty weight", () => {
    expect(poundsToKg({ lb: "7", oz: "16" }, "US")).toMatchObject({ ok: false, field: "oz" });
    expect(messageOf(poundsToKg({ lb: "0", oz: "" }, "US"))).toBe("Enter the weight in pounds (and ounces).");
  });
});

describe("ideal and adjusted body weight (Devine BJ, 'Gentamicin therapy', Drug Intell Clin Pharm 1974;8:650; adjusted: IBW + 0.4 × (actual − IBW))", () => {
  it("a man of 178 cm: 50 + 2.3 × 10.08 in = 73.2 kg; at 120 kg, adjusted 73.2 + 0.4 × 46.8 = 91.9 kg", () => {
    const r = idealBodyWeight({ heightCm: "178", sex: "male", weightKg: "120" }, "US");
    expect(lineOf(r, "Ideal body weight")).toMatchObject({ shown: "73.2", formula: "50 kg + 2.3 kg × (178 cm ÷ 2.54 − 60 in) = 50 + 2.3 × 10.1 = 73.2 kg" });
    expect(lineOf(r, "Adjusted body weight").shown).toBe("91.9");
  });
  it("a woman of 160 cm: 45.5 + 2.3 × 2.99 in = 52.4 kg; below 152.4 cm (5 ft) the formula is refused", () => {
    expect(lineOf(idealBodyWeight({ heightCm: "160", sex: "female", weightKg: "" }, "US"), "Ideal body weight").shown).toBe("52.4");
    expect(idealBodyWeight({ heightCm: "150", sex: "female", weightKg: "" }, "US")).toMatchObject({ ok: false, field: "heightCm" });
    expect(messageOf(idealBodyWeight({ heightCm: "70", sex: "female", weightKg: "" }, "US"))).toContain("152.4 cm");
    expect(idealBodyWeight({ heightCm: "5.9", sex: "male", weightKg: "" }, "US")).toMatchObject({
      ok: false,
      message: expect.stringContaining("cm, not inches") as string,
    });
  });
});

describe("body surface area (Mosteller RD, 'Simplified calculation of body-surface area', N Engl J Med 1987;317:1098)", () => {
  it("170 cm, 70 kg: √(11,900 ÷ 3600) = 1.82 m²; 100 cm, 16 kg: √(1,600 ÷ 3600) = 0.667 m²", () => {
    expect(lineOf(bodySurfaceArea({ heightCm: "170", weightKg: "70" }, "US"), "Body surface area")).toMatchObject({
      shown: "1.82",
      formula: "√(170 cm × 70 kg ÷ 3600) = 1.82 m²",
    });
    expect(lineOf(bodySurfaceArea({ heightCm: "100", weightKg: "16" }, "US"), "Body surface area").shown).toBe("0.667");
  });
});
