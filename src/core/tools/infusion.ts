import type { NumberRegion } from "./regional-numbers";
import {
  answer,
  asStep,
  attempt,
  CHECK_PUMP_ML_H,
  checkPumpRate,
  checkWeight,
  MAX_ML_H,
  echo,
  line,
  positive,
  readField,
  Refused,
  refuseZero,
  ROUNDING,
  show,
  weightWarning,
  type CalcLine,
  type CalcResult,
} from "./calculation";
import { convertAmount, type AmountUnit } from "./dose";

/**
 * Continuous infusions in every dosing unit, both ways: dose → mL/h and
 * mL/h → dose. The time base (per minute or per hour) is part of the unit, so
 * it is always shown with it; a per-minute dose that needs an unusually fast
 * pump is flagged with the rate it would be per hour (dexmedetomidine
 * 0.7 mcg/kg/h typed as per minute needs 60 times the volume).
 */
export const DOSING_UNITS = {
  "mcg/min": { amount: "mcg", perKg: false, per: "min" },
  "mcg/kg/min": { amount: "mcg", perKg: true, per: "min" },
  "mcg/h": { amount: "mcg", perKg: false, per: "h" },
  "mcg/kg/h": { amount: "mcg", perKg: true, per: "h" },
  "mg/min": { amount: "mg", perKg: false, per: "min" },
  "mg/h": { amount: "mg", perKg: false, per: "h" },
  "mg/kg/h": { amount: "mg", perKg: true, per: "h" },
  "units/min": { amount: "units", perKg: false, per: "min" },
  "units/h": { amount: "units", perKg: false, per: "h" },
  "units/kg/h": { amount: "units", perKg: true, per: "h" },
  "mEq/h": { amount: "mEq", perKg: false, per: "h" },
} as const satisfies Record<string, { amount: AmountUnit; perKg: boolean; per: "min" | "h" }>;
export type DosingUnit = keyof typeof DOSING_UNITS;
export const DOSING_UNIT_NAMES = Object.keys(DOSING_UNITS) as DosingUnit[];
export const isDosingUnit = (u: unknown): u is DosingUnit => typeof u === "string" && u in DOSING_UNITS;

/** What a bag is labelled in. */
export const BAG_UNITS = ["g", "mg", "mcg", "units", "mEq"] as const satisfies readonly AmountUnit[];
export type BagUnit = (typeof BAG_UNITS)[number];
export const isBagUnit = (u: unknown): u is BagUnit => BAG_UNITS.includes(u as BagUnit);

/** Above this a drug infusion is unusual; a per-minute dose there may be a per-hour order. */
export const CHECK_DRUG_ML_H = 100;

export interface InfusionInput {
  unit: DosingUnit;
  /** Absent for doses that are not per kg. */
  weightKg: string;
  drug: string;
  drugUnit: BagUnit;
  volumeMl: string;
}

interface Bag {
  kg: number;
  /** Dose units (mcg, mg, units, mEq) per mL. */
  concentration: number;
  lines: CalcLine[];
  warnings: (string | null)[];
}

/** Reads the weight and bag, and works out the concentration in the dose's amount unit. */
function readBag(input: InfusionInput, region: NumberRegion): Bag {
  const spec = DOSING_UNITS[input.unit];
  let kg = 1;
  const warnings: (string | null)[] = [];
  if (spec.perKg) {
    kg = readField(input.weightKg, "weightKg", positive("Weight", 1000), region);
    checkWeight(kg);
    warnings.push(weightWarning(kg, region));
  }
  const drug = readField(input.drug, "drug", positive("Drug in the bag", 1_000_000), region);
  const volume = readField(input.volumeMl, "volumeMl", positive("Bag volume", 10_000), region);
  const drugInDoseUnit = convertAmount(drug, input.drugUnit, spec.amount);
  if (drugInDoseUnit === null) {
    throw new Refused(
      "drugUnit",
      `The bag is labelled in ${input.drugUnit} and the dose is in ${spec.amount}: these do not convert. Check the order and the bag.`,
    );
  }
  const concentration = drugInDoseUnit / volume;
  const converted = input.drugUnit === spec.amount ? "" : ` = ${show(drugInDoseUnit, region)} ${spec.amount}`;
  return {
    kg,
    concentration,
    lines: [
      asStep(
        line(
          "Concentration",
          concentration,
          `${spec.amount}/mL`,
          `${echo(drug, region)} ${input.drugUnit}${converted} ÷ ${echo(volume, region)} mL = ${show(concentration, region)} ${spec.amount}/mL`,
          region,
        ),
      ),
    ],
    warnings,
  };
}

const perHourOf = (unit: DosingUnit): DosingUnit | null => {
  const spec = DOSING_UNITS[unit];
  if (spec.per !== "min") return null;
  const name = `${spec.amount}${spec.perKg ? "/kg" : ""}/h`;
  return isDosingUnit(name) ? name : null;
};

/** Dose → rate: dose × kg (per-kg doses) × 60 (per-minute doses) ÷ concentration = mL/h. */
export function infusionRate(input: InfusionInput & { dose: string }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const spec = DOSING_UNITS[input.unit];
    const dose = readField(input.dose, "dose", positive("Dose", 100_000), region);
    const bag = readBag(input, region);
    const perHour = dose * bag.kg * (spec.per === "min" ? 60 : 1);
    const rate = perHour / bag.concentration;
    checkPumpRate(rate, "dose", region);
    refuseZero(rate, "rate", "dose", "rate");
    const kgPart = spec.perKg ? ` × ${echo(bag.kg, region)} kg` : "";
    const minPart = spec.per === "min" ? " × 60 min/h" : "";
    const formula = `${echo(dose, region)} ${input.unit}${kgPart}${minPart} ÷ ${show(bag.concentration, region)} ${spec.amount}/mL = ${show(rate, region, "rate")} mL/h`;
    const warnings = [...bag.warnings];
    const hourly = perHourOf(input.unit);
    if (hourly && rate > CHECK_DRUG_ML_H) {
      warnings.push(
        `${show(rate, region, "rate")} mL/h is fast for a drug infusion. Check the time base: if the order is ${echo(dose, region)} ${hourly} (per hour), the rate is ${show(rate / 60, region, "rate")} mL/h.`,
      );
    } else if (rate > CHECK_PUMP_ML_H) {
      warnings.push(`${show(rate, region, "rate")} mL/h is faster than most infusion pumps run: check the numbers and their units.`);
    }
    return answer([...bag.lines, line("Rate", rate, "mL/h", formula, region, "rate")], ROUNDING.rate, warnings);
  });
}

/** Rate → dose: mL/h × concentration ÷ 60 (per-minute doses) ÷ kg (per-kg doses) = dose. */
export function infusionDose(input: InfusionInput & { rateMlH: string }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const spec = DOSING_UNITS[input.unit];
    const rate = readField(input.rateMlH, "rateMlH", positive("Rate", MAX_ML_H), region);
    checkPumpRate(rate, "rateMlH", region);
    const bag = readBag(input, region);
    const dose = (rate * bag.concentration) / (spec.per === "min" ? 60 : 1) / bag.kg;
    refuseZero(dose, "significant", "rateMlH", "dose");
    const minPart = spec.per === "min" ? " ÷ 60 min/h" : "";
    const kgPart = spec.perKg ? ` ÷ ${echo(bag.kg, region)} kg` : "";
    const formula = `${echo(rate, region)} mL/h × ${show(bag.concentration, region)} ${spec.amount}/mL${minPart}${kgPart} = ${show(dose, region)} ${input.unit}`;
    const warnings = [...bag.warnings];
    if (rate > CHECK_PUMP_ML_H) warnings.push(`${echo(rate, region)} mL/h is faster than most infusion pumps run: check the rate.`);
    return answer([...bag.lines, line("Dose", dose, input.unit, formula, region)], ROUNDING.significant, warnings);
  });
}
