import { describe, expect, it } from "vitest";
import { REGIONS } from "../preferences";
import { formatLab, tipIndexAt, TIPS, tipsFor, toSi, TIP_ROTATION_MS } from "./tips";

describe("Daily Learning tips (spec 000 §3 Tip, §4, §9)", () => {
  it("has at least 40 tips in the ECG and Lab Value categories, each with a title, description and cited source", () => {
    expect(TIPS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TIPS.map((t) => t.category))).toEqual(new Set(["ECG", "Lab Value"]));
    expect(new Set(TIPS.map((t) => t.id)).size).toBe(TIPS.length);
    for (const t of TIPS) {
      expect(t.title.length).toBeGreaterThan(2);
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.source.length).toBeGreaterThan(20);
      expect(t.description.includes("{lab}")).toBe(Boolean(t.lab));
    }
  });

  it("every SI figure is recomputed from its conventional unit (e.g. glucose mg/dL ÷ 18.016 = mmol/L)", () => {
    let checked = 0;
    for (const t of TIPS) {
      expect(t.description.includes("{also}"), t.id).toBe(Boolean(t.also));
      for (const figure of [t.lab, t.also]) {
        if (!figure) continue;
        const { conventional, si } = figure;
        expect([conventional.low === null, conventional.high === null], t.id).toEqual([si.low === null, si.high === null]);
        if (conventional.low !== null) expect(toSi(conventional.low, figure), `${t.id} low`).toBe(si.low);
        if (conventional.high !== null) expect(toSi(conventional.high, figure), `${t.id} high`).toBe(si.high);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it("US/CA read mg/dL and US spelling; UK/AU/EU read SI units and Haemoglobin", () => {
    const us = tipsFor("US");
    const uk = tipsFor("UK");
    const glucoseUs = us.find((t) => t.id === "lab-glucose")!;
    const glucoseUk = uk.find((t) => t.id === "lab-glucose")!;
    expect(glucoseUs.description).toContain("70–99 mg/dL");
    expect(glucoseUk.description).toContain("3.9–5.5 mmol/L");
    expect(glucoseUk.description).toContain("7.0 mmol/L or more");
    expect(glucoseUs.description).toContain("126 mg/dL or more");
    expect(glucoseUk.description).not.toContain("mg/dL");
    expect(uk.find((t) => t.id === "lab-creatinine")!.description).toContain("53–106 µmol/L");
    expect(uk.find((t) => t.id === "lab-ddimer")!.description).toContain("500 ng/mL");
    expect(us.find((t) => t.id === "lab-ddimer")!.description).toContain("0.5 mg/L");
    expect(us.find((t) => t.id === "lab-hb-women")!.title).toBe("Hemoglobin in women");
    expect(uk.find((t) => t.id === "lab-hb-women")!.title).toBe("Haemoglobin in women");
    expect(formatLab(TIPS.find((t) => t.id === "lab-magnesium")!.lab!, "si")).toBe("0.70–0.91 mmol/L");
    for (const region of REGIONS) {
      for (const t of tipsFor(region)) expect(t.title + t.description).not.toMatch(/[[\]{}]|NaN|undefined/);
    }
  });

  it("region-limited tips show only there", () => {
    expect(tipsFor("US").some((t) => t.id === "lab-bun-ratio")).toBe(true);
    expect(tipsFor("UK").some((t) => t.id === "lab-bun-ratio")).toBe(false);
    expect(tipsFor("AU").some((t) => t.id === "lab-four-floor")).toBe(true);
    expect(tipsFor("CA").some((t) => t.id === "lab-four-floor")).toBe(false);
  });

  it("rotates every 45 s from the clock", () => {
    expect(tipIndexAt(3, TIP_ROTATION_MS - 1, 10)).toBe(3);
    expect(tipIndexAt(3, TIP_ROTATION_MS, 10)).toBe(4);
    expect(tipIndexAt(9, TIP_ROTATION_MS * 3, 10)).toBe(2);
  });
});
