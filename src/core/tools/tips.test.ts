import { describe, expect, it } from "vitest";
import { REGIONS } from "../preferences";
import { formatLab, LAB_RANGE_NOTE, tipIn, tipIndexAt, TIPS, tipsFor, toSi, TIP_ROTATION_MS, unitSystemOf } from "./tips";

const shown = (region: (typeof REGIONS)[number], id: string) => tipsFor(region).find((t) => t.id === id)!;
const text = (region: (typeof REGIONS)[number]) => tipsFor(region).map((t) => `${t.title} ${t.description}`);

describe("Daily Learning tips", () => {
  it("has at least 40 tips in the ECG and Lab Value categories, each with a title, description and cited source in every region", () => {
    expect(TIPS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TIPS.map((t) => t.category))).toEqual(new Set(["ECG", "Lab Value"]));
    expect(new Set(TIPS.map((t) => t.id)).size).toBe(TIPS.length);
    for (const region of REGIONS) {
      expect(tipsFor(region).length, region).toBeGreaterThanOrEqual(40);
      for (const base of TIPS) {
        const t = tipIn(base, region);
        expect(t.title.length).toBeGreaterThan(2);
        expect(t.description.length).toBeGreaterThan(20);
        expect(t.source.length).toBeGreaterThan(20);
        expect(t.description.includes("{lab}"), `${t.id} in ${region}`).toBe(Boolean(t.lab));
        expect(t.description.includes("{also}"), `${t.id} in ${region}`).toBe(Boolean(t.also));
      }
      for (const t of tipsFor(region)) expect(t.title + t.description, `${t.id} in ${region}`).not.toMatch(/[[\]{}|]|NaN|undefined/);
    }
  });

  it("every SI figure, in every region's variant, is recomputed from its conventional unit (e.g. glucose mg/dL ÷ 18.016 = mmol/L)", () => {
    let checked = 0;
    for (const base of TIPS) {
      for (const t of [base, ...Object.values(base.byRegion ?? {})]) {
        for (const figure of [t.lab, t.also]) {
          if (!figure) continue;
          const { conventional, si } = figure;
          expect([conventional.low === null, conventional.high === null], base.id).toEqual([si.low === null, si.high === null]);
          if (conventional.low !== null) expect(toSi(conventional.low, figure), `${base.id} low`).toBe(si.low);
          if (conventional.high !== null) expect(toSi(conventional.high, figure), `${base.id} high`).toBe(si.high);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
    // 72 mg/dL is Diabetes Canada's 4.0 mmol/L; urate 6 mg/dL is EULAR's 360 µmol/L to the nearest ten.
    expect(toSi(72, TIPS.find((t) => t.id === "lab-hypo")!.byRegion!.CA!.lab!)).toBe(4);
    expect(formatLab(TIPS.find((t) => t.id === "lab-uric")!.lab!, "si")).toBe("360 µmol/L");
  });

  it("only the US reads conventional units: Canadian labs report SI (glucose in mmol/L, creatinine in µmol/L)", () => {
    expect(unitSystemOf("US")).toBe("conventional");
    for (const region of ["CA", "UK", "AU", "EU"] as const) expect(unitSystemOf(region)).toBe("si");
    expect(shown("US", "lab-glucose").description).toContain("70–99 mg/dL");
    expect(shown("US", "lab-glucose").description).toContain("126 mg/dL or more");
    const ca = text("CA").join(" ");
    expect(ca).not.toContain("mg/dL");
    expect(shown("CA", "lab-glucose").description).toContain("7.0 mmol/L or more");
    expect(shown("CA", "lab-hypo").description).toContain("below 4.0 mmol/L");
    expect(shown("CA", "lab-creatinine").description).toContain("26.5 µmol/L");
    expect(shown("CA", "lab-glucose").source).toContain("Diabetes Canada");
    expect(shown("CA", "lab-hypo").source).toContain("Diabetes Canada");
    expect(shown("UK", "lab-ddimer").description).toContain("500 ng/mL");
    expect(shown("US", "lab-ddimer").description).toContain("0.5 mg/L");
  });

  it("blood gases in mmHg in the US, Canada and Australia, in kPa in the UK and Europe; HbA1c in % in North America", () => {
    for (const region of ["US", "CA", "AU"] as const) expect(shown(region, "lab-paco2").description, region).toContain("35–45 mmHg");
    for (const region of ["UK", "EU"] as const) expect(shown(region, "lab-paco2").description, region).toContain("4.7–6.0 kPa");
    expect(shown("AU", "lab-pao2").description).not.toContain("kPa");
    expect(shown("US", "lab-a1c").description).toContain("6.5% or more");
    expect(shown("CA", "lab-a1c").description).toContain("6.5% or more");
    expect(shown("EU", "lab-a1c").description).toContain("48 mmol/mol or more");
  });

  it("one hypoglycaemia threshold per region: nobody sees both 3.9 and 4.0 mmol/L (or 70 mg/dL and 4.0)", () => {
    const thresholds = { US: "70 mg/dL", CA: "4.0 mmol/L", UK: "4.0 mmol/L", AU: "4.0 mmol/L", EU: "3.9 mmol/L" } as const;
    for (const region of REGIONS) {
      const all = text(region).join(" ");
      expect(shown(region, "lab-hypo").description, region).toContain(thresholds[region]);
      expect(all.includes("3.9 mmol/L") && all.includes("4.0 mmol/L"), region).toBe(false);
      expect(all.includes("70 mg/dL") && all.includes("4.0 mmol/L"), region).toBe(false);
      expect(
        tipsFor(region).filter((t) => /level 1|four the floor|threshold/i.test(t.title + t.description)),
        region,
      ).toHaveLength(1);
    }
  });

  it("the UK reads NICE's HbA1c figures: 48 mmol/mol diagnoses, 42–47 mmol/mol is high risk", () => {
    expect(shown("UK", "lab-a1c").description).toBe("An HbA1c of 48 mmol/mol or more diagnoses diabetes.");
    expect(shown("UK", "lab-a1c").source).toContain("NICE");
    expect(shown("UK", "lab-a1c-pre").description).toContain("42–47 mmol/mol");
    expect(shown("UK", "lab-a1c-pre").source).toContain("NICE");
    expect(shown("US", "lab-a1c-pre").description).toContain("5.7–6.4%");
    expect(shown("CA", "lab-a1c-pre").description).toContain("6.0–6.4%");
  });

  it("US and Canadian readers get US medical spelling (ionized, hemoglobin); the UK, Australia and Europe British (ionised, haemoglobin)", () => {
    expect(shown("US", "lab-calcium").description).toContain("ionized calcium");
    expect(shown("CA", "lab-calcium").description).toContain("ionized calcium");
    expect(shown("UK", "lab-calcium").description).toContain("ionised calcium");
    expect(shown("US", "lab-hb-women").title).toBe("Hemoglobin in women");
    expect(shown("CA", "lab-hb-women").title).toBe("Hemoglobin in women");
    expect(shown("AU", "lab-hb-women").title).toBe("Haemoglobin in women");
    // Canada keeps "manoeuvres".
    expect(shown("US", "ecg-svt").description).toContain("Vagal maneuvers");
    expect(shown("CA", "ecg-svt").description).toContain("Vagal manoeuvres");
    for (const region of ["UK", "AU", "EU"] as const)
      expect(text(region).join(" "), region).not.toMatch(/\b(ionized|hemoglobin|anemia|hypoglycemia|hyponatremia)\b/i);
    expect(text("US").join(" ")).not.toMatch(/\b(ionised|haemoglobin|anaemia|hypoglycaemia|hyponatraemia)\b/i);
  });

  it("every lab tip says her laboratory's ranges come first, and every figure names its own source", () => {
    for (const region of REGIONS) {
      for (const t of tipsFor(region)) expect(t.note, `${t.id} in ${region}`).toBe(t.category === "Lab Value" ? LAB_RANGE_NOTE : null);
      // No one source stands for a run of figures: at most the four lipid figures of ATP III share one.
      const labs = tipsFor(region).filter((t) => t.category === "Lab Value");
      const uses = new Map<string, number>();
      for (const t of labs) uses.set(t.source, (uses.get(t.source) ?? 0) + 1);
      expect(Math.max(...uses.values()), region).toBeLessThanOrEqual(4);
      expect(uses.size, region).toBeGreaterThanOrEqual(15);
    }
  });

  it("region-limited tips show only there", () => {
    expect(tipsFor("US").some((t) => t.id === "lab-bun-ratio")).toBe(true);
    expect(tipsFor("CA").some((t) => t.id === "lab-bun-ratio")).toBe(false);
    expect(tipsFor("AU").some((t) => t.id === "lab-a1c-pre")).toBe(false);
  });

  it("rotates every 45 s from the clock", () => {
    expect(tipIndexAt(3, TIP_ROTATION_MS - 1, 10)).toBe(3);
    expect(tipIndexAt(3, TIP_ROTATION_MS, 10)).toBe(4);
    expect(tipIndexAt(9, TIP_ROTATION_MS * 3, 10)).toBe(2);
  });
});
