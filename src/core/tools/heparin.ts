import type { NumberRegion } from "./regional-numbers";
import { answer, asStep, attempt, checkWeight, echo, line, positive, readField, ROUNDING, show, weightWarning, type CalcResult } from "./calculation";

/**
 * Weight-based heparin: a bolus and an infusion, each units/kg × kg up to the
 * protocol's cap, and the infusion in mL/h at the bag's concentration. The
 * numbers are her facility's protocol, which she can change; the two offered
 * are common published ones.
 */
export interface HeparinProtocol {
  bolusPerKg: number;
  /** Largest bolus, units; null for none. */
  bolusCap: number | null;
  ratePerKg: number;
  /** Largest infusion, units/h; null for none. */
  rateCap: number | null;
}

export const HEPARIN_PROTOCOLS = {
  /** Venous thromboembolism: Raschke's weight-based nomogram (80 units/kg, 18 units/kg/h), the bolus capped at 10,000 units. */
  vte: { bolusPerKg: 80, bolusCap: 10_000, ratePerKg: 18, rateCap: null },
  /** Acute coronary syndrome: 60 units/kg up to 4,000 units, 12 units/kg/h up to 1,000 units/h (ACC/AHA). */
  acs: { bolusPerKg: 60, bolusCap: 4000, ratePerKg: 12, rateCap: 1000 },
} as const satisfies Record<string, HeparinProtocol>;
export type HeparinProtocolName = keyof typeof HEPARIN_PROTOCOLS;

export interface HeparinInput {
  weightKg: string;
  bolusPerKg: string;
  /** Empty for no cap. */
  bolusCap: string;
  ratePerKg: string;
  rateCap: string;
  bagUnits: string;
  bagMl: string;
}

export function heparin(input: HeparinInput, region: NumberRegion): CalcResult {
  return attempt(() => {
    const kg = readField(input.weightKg, "weightKg", positive("Weight", 1000), region);
    checkWeight(kg);
    const bolusPerKg = readField(input.bolusPerKg, "bolusPerKg", { label: "Bolus per kg", max: 200 }, region);
    const bolusCap = input.bolusCap.trim() === "" ? null : readField(input.bolusCap, "bolusCap", positive("Bolus cap", 100_000), region);
    const ratePerKg = readField(input.ratePerKg, "ratePerKg", positive("Infusion per kg", 100), region);
    const rateCap = input.rateCap.trim() === "" ? null : readField(input.rateCap, "rateCap", positive("Infusion cap", 10_000), region);
    const bagUnits = readField(input.bagUnits, "bagUnits", positive("Heparin in the bag", 100_000), region);
    const bagMl = readField(input.bagMl, "bagMl", positive("Bag volume", 5000), region);
    const concentration = bagUnits / bagMl;

    const lines = [
      asStep(
        line(
          "Concentration",
          concentration,
          "units/mL",
          `${echo(bagUnits, region)} units ÷ ${echo(bagMl, region)} mL = ${show(concentration, region)} units/mL`,
          region,
        ),
      ),
    ];
    const notes: string[] = [];
    if (bolusPerKg > 0) {
      const uncapped = bolusPerKg * kg;
      const bolus = bolusCap === null ? uncapped : Math.min(uncapped, bolusCap);
      const capped = bolus < uncapped ? `, capped at ${show(bolusCap ?? 0, region)} units` : "";
      lines.push(
        line("Bolus", bolus, "units", `${echo(bolusPerKg, region)} units/kg × ${echo(kg, region)} kg = ${show(uncapped, region)} units${capped}`, region),
        line(
          "Bolus from the bag",
          bolus / concentration,
          "mL",
          `${show(bolus, region)} units ÷ ${show(concentration, region)} units/mL = ${show(bolus / concentration, region)} mL`,
          region,
        ),
      );
      if (capped) notes.push(`The bolus is the protocol's cap of ${show(bolusCap ?? 0, region)} units.`);
    }
    const uncappedRate = ratePerKg * kg;
    const perHour = rateCap === null ? uncappedRate : Math.min(uncappedRate, rateCap);
    const rateCapped = perHour < uncappedRate ? `, capped at ${show(rateCap ?? 0, region)} units/h` : "";
    const mlH = perHour / concentration;
    lines.push(
      line(
        "Infusion",
        perHour,
        "units/h",
        `${echo(ratePerKg, region)} units/kg/h × ${echo(kg, region)} kg = ${show(uncappedRate, region)} units/h${rateCapped}`,
        region,
      ),
      line(
        "Rate",
        mlH,
        "mL/h",
        `${show(perHour, region)} units/h ÷ ${show(concentration, region)} units/mL = ${show(mlH, region, "rate")} mL/h`,
        region,
        "rate",
      ),
    );
    if (rateCapped) notes.push(`The infusion is the protocol's cap of ${show(rateCap ?? 0, region)} units/h.`);
    const warnings = [
      weightWarning(kg, region),
      concentration > 1000 ? `${show(concentration, region)} units/mL is a vial's strength, not an infusion bag's: check the bag.` : null,
    ];
    return answer(lines, ROUNDING.rate, warnings, notes);
  });
}
