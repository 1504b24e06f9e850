import type { NumberRegion } from "./regional-numbers";
import { answer, attempt, checkWeight, echo, line, positive, readField, Refused, ROUNDING, show, type CalcResult } from "./calculation";
import { CM_PER_IN, KG_PER_LB } from "./units";

/** Weight tools: pounds and ounces to kg and g, ideal and adjusted body weight, body surface area. */
export const SEXES = ["female", "male"] as const;
export type Sex = (typeof SEXES)[number];
export const isSex = (s: unknown): s is Sex => SEXES.includes(s as Sex);

/** Heights the height-based formulas take, in cm. */
const MIN_CM = 30;
const MAX_CM = 250;
/** Devine's formula starts at 5 ft (152.4 cm); below it the line runs to nonsense. */
const DEVINE_MIN_CM = 60 * CM_PER_IN;

/** lb (and oz) → kg and g: (lb + oz ÷ 16) × 0.453592. */
export function poundsToKg(input: { lb: string; oz: string }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const lb = readField(input.lb, "lb", { label: "Pounds", max: 800 }, region);
    const oz = input.oz.trim() === "" ? 0 : readField(input.oz, "oz", { label: "Ounces", max: 15.99 }, region);
    const pounds = lb + oz / 16;
    if (pounds === 0) throw new Refused("lb", "Enter the weight in pounds (and ounces).");
    const kg = pounds * KG_PER_LB;
    const ozPart = oz > 0 ? ` + ${echo(oz, region)} oz ÷ 16` : "";
    return answer(
      [
        line("Weight", kg, "kg", `(${echo(lb, region)} lb${ozPart}) × ${KG_PER_LB} kg/lb = ${show(kg, region, "gram")} kg`, region, "gram"),
        line("In grams", kg * 1000, "g", `${show(kg, region, "gram")} kg × 1000 = ${show(kg * 1000, region, "whole")} g`, region, "whole"),
      ],
      ROUNDING.gram,
    );
  });
}

function readHeight(text: string, region: NumberRegion): number {
  const cm = readField(text, "heightCm", positive("Height", 1000), region);
  if (cm < MIN_CM || cm > MAX_CM)
    throw new Refused("heightCm", `Height must be between ${MIN_CM} and ${MAX_CM} cm. Check the height and its unit (cm, not inches).`);
  return cm;
}

/**
 * Ideal body weight (Devine): 50 kg (men) or 45.5 kg (women) + 2.3 kg per inch
 * over 5 ft. Adjusted body weight: ideal + 0.4 × (actual − ideal).
 */
export function idealBodyWeight(input: { heightCm: string; sex: Sex; weightKg: string }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const cm = readHeight(input.heightCm, region);
    if (cm < DEVINE_MIN_CM) throw new Refused("heightCm", "The ideal body weight formula is for adults 152.4 cm (5 ft) and taller.");
    const inches = cm / CM_PER_IN;
    const base = input.sex === "male" ? 50 : 45.5;
    const ideal = base + 2.3 * (inches - 60);
    const lines = [
      line(
        "Ideal body weight",
        ideal,
        "kg",
        `${base} kg + 2.3 kg × (${echo(cm, region)} cm ÷ 2.54 − 60 in) = ${base} + 2.3 × ${show(inches - 60, region)} = ${show(ideal, region)} kg`,
        region,
      ),
    ];
    const notes: string[] = [];
    if (input.weightKg.trim() !== "") {
      const kg = readField(input.weightKg, "weightKg", positive("Actual weight", 1000), region);
      checkWeight(kg);
      if (kg > ideal) {
        const adjusted = ideal + 0.4 * (kg - ideal);
        lines.push(
          line(
            "Adjusted body weight",
            adjusted,
            "kg",
            `${show(ideal, region)} + 0.4 × (${echo(kg, region)} − ${show(ideal, region)}) = ${show(adjusted, region)} kg`,
            region,
          ),
        );
      } else {
        notes.push("The actual weight is at or below the ideal: the adjusted weight is not used.");
      }
    }
    return answer(lines, ROUNDING.significant, [], notes);
  });
}

/** Body surface area (Mosteller): √(cm × kg ÷ 3600) m². */
export function bodySurfaceArea(input: { heightCm: string; weightKg: string }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const cm = readHeight(input.heightCm, region);
    const kg = readField(input.weightKg, "weightKg", positive("Weight", 1000), region);
    checkWeight(kg);
    const bsa = Math.sqrt((cm * kg) / 3600);
    return answer(
      [line("Body surface area", bsa, "m²", `√(${echo(cm, region)} cm × ${echo(kg, region)} kg ÷ 3600) = ${show(bsa, region)} m²`, region)],
      ROUNDING.significant,
    );
  });
}
