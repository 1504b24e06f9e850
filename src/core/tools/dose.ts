import type { NumberRegion } from "./regional-numbers";
import {
  answer,
  asStep,
  attempt,
  checkWeight,
  echo,
  line,
  positive,
  readField,
  Refused,
  refuseZero,
  ROUNDING,
  show,
  weightWarning,
  type CalcResult,
} from "./calculation";

/** The amounts a dose is ordered and labelled in. g, mg and mcg convert; units, mEq and mmol only match themselves. */
export const AMOUNT_UNITS = ["g", "mg", "mcg", "units", "mEq", "mmol"] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];
const MCG_IN: Partial<Record<AmountUnit, number>> = { g: 1_000_000, mg: 1000, mcg: 1 };

export const isAmountUnit = (u: unknown): u is AmountUnit => AMOUNT_UNITS.includes(u as AmountUnit);

/** `amount` of `from` in `to` (1 g = 1000 mg = 1,000,000 mcg), or null when they do not convert (mg and units). */
export function convertAmount(amount: number, from: AmountUnit, to: AmountUnit): number | null {
  if (from === to) return amount;
  const a = MCG_IN[from];
  const b = MCG_IN[to];
  return a === undefined || b === undefined ? null : (amount * a) / b;
}

/** One dose of more than this many mL drawn up is unusual enough to check. */
export const CHECK_DOSE_ML = 60;
export const MAX_TABLETS = 20;
export const CHECK_TABLETS = 4;
/** Less than a quarter tablet cannot be split off; less than 0.01 mL cannot be measured in a 1 mL syringe. */
export const MIN_TABLETS = 0.25;
export const MIN_MEASURABLE_ML = 0.01;
/** More than a litre for one dose is a unit typed wrong, not a dose. */
export const MAX_DOSE_ML = 1000;
/** One dose of more than 5 g of a drug (by mass) is unusual enough to check its dose per kg and unit. */
export const CHECK_DOSE_MCG = 5_000_000;

function refuseUnmeasurable(amount: number, form: "mL" | "tablet", field: string, region: NumberRegion): void {
  if (form === "tablet" && amount < MIN_TABLETS) {
    throw new Refused(field, `That is ${show(amount, region)} of a tablet, less than a quarter: check the order and the strength (mcg, mg or g).`);
  }
  if (form === "mL" && amount < MIN_MEASURABLE_ML) {
    throw new Refused(field, `That is ${show(amount, region)} mL, less than 0.01 mL can be measured: check the order, the strength and its unit.`);
  }
  if (form === "mL" && amount > MAX_DOSE_ML) {
    throw new Refused(field, `That is ${show(amount, region)} mL for one dose, more than a litre: check the numbers and their units (mg/mL, not mg/L).`);
  }
}

/**
 * Dose by weight: dose/kg × kg = dose; with a concentration, dose ÷ concentration
 * = volume. The volume is computed from the dose at full precision, never from
 * the dose as shown (0.005 mg/kg × 3 kg is 0.015 mg and 0.15 mL, not 0.02 mg
 * and 0.2 mL).
 */
export function doseByWeight(input: { dosePerKg: string; weightKg: string; concentration: string; unit?: AmountUnit }, region: NumberRegion): CalcResult {
  return attempt(() => {
    const unit = input.unit ?? "mg";
    const perKg = readField(input.dosePerKg, "dosePerKg", positive("Dose per kg", 1000), region);
    const kg = readField(input.weightKg, "weightKg", positive("Weight", 1000), region);
    checkWeight(kg);
    const withVolume = input.concentration.trim() !== "";
    const concentration = withVolume ? readField(input.concentration, "concentration", positive("Concentration", 100_000), region) : 0;
    const dose = perKg * kg;
    refuseZero(dose, "significant", "dosePerKg", "dose");
    const lines = [line("Dose", dose, unit, `${echo(perKg, region)} ${unit}/kg × ${echo(kg, region)} kg = ${show(dose, region)} ${unit}`, region)];
    const inMcg = convertAmount(dose, unit, "mcg");
    const warnings: (string | null)[] = [
      weightWarning(kg, region),
      inMcg !== null && inMcg > CHECK_DOSE_MCG ? `${show(dose, region)} ${unit} is a large single dose: check the dose per kg and its unit.` : null,
    ];
    if (withVolume) {
      const volume = dose / concentration;
      refuseZero(volume, "significant", "concentration", "volume");
      refuseUnmeasurable(volume, "mL", "concentration", region);
      lines.push(
        line("Volume", volume, "mL", `${show(dose, region)} ${unit} ÷ ${echo(concentration, region)} ${unit}/mL = ${show(volume, region)} mL`, region),
      );
      if (volume > CHECK_DOSE_ML) {
        warnings.push(`${show(volume, region)} mL is more than one ${CHECK_DOSE_ML} mL syringe for one dose: check the concentration and its unit.`);
      }
    }
    return answer(lines, ROUNDING.significant, warnings);
  });
}

/**
 * Desired ÷ have × quantity: the order converted to the label's unit (0.5 g =
 * 500 mg), divided by the strength on hand, times the quantity it comes in (one
 * tablet, or 5 mL of a 400 mg/5 mL suspension).
 */
export function desiredOverHave(
  input: { desired: string; desiredUnit: AmountUnit; have: string; haveUnit: AmountUnit; quantity: string; form: "mL" | "tablet" },
  region: NumberRegion,
): CalcResult {
  return attempt(() => {
    const desired = readField(input.desired, "desired", positive("Ordered dose", 1_000_000), region);
    const have = readField(input.have, "have", positive("Strength on hand", 1_000_000), region);
    const quantity = input.form === "tablet" ? 1 : readField(input.quantity, "quantity", positive("Volume it comes in", 1000), region);
    const inHave = convertAmount(desired, input.desiredUnit, input.haveUnit);
    if (inHave === null) {
      throw new Refused(
        "haveUnit",
        `The order is in ${input.desiredUnit} and the label in ${input.haveUnit}: these do not convert. Check the order and the label.`,
      );
    }
    const lines = [];
    if (input.desiredUnit !== input.haveUnit) {
      lines.push(
        asStep(
          line(
            "Order in the label's unit",
            inHave,
            input.haveUnit,
            `${echo(desired, region)} ${input.desiredUnit} = ${show(inHave, region)} ${input.haveUnit}`,
            region,
          ),
        ),
      );
    }
    const amount = (inHave / have) * quantity;
    const what = input.form === "tablet" ? "number of tablets" : "volume";
    refuseZero(amount, "significant", "desired", what);
    refuseUnmeasurable(amount, input.form, "desired", region);
    const strength = input.form === "tablet" ? `${echo(have, region)} ${input.haveUnit} per tablet` : `${echo(have, region)} ${input.haveUnit}`;
    const times = input.form === "tablet" ? "" : ` × ${echo(quantity, region)} mL`;
    if (input.form === "tablet" && amount > MAX_TABLETS) {
      throw new Refused("desired", `That is ${show(amount, region)} tablets for one dose. Check the order and the tablet strength (mg, not mcg or g).`);
    }
    const unit = input.form === "tablet" ? (amount === 1 ? "tablet" : "tablets") : "mL";
    lines.push(line("Give", amount, unit, `${show(inHave, region)} ${input.haveUnit} ÷ ${strength}${times} = ${show(amount, region)} ${unit}`, region));
    const warnings: (string | null)[] = [];
    const notes: (string | null)[] = [];
    if (input.form === "tablet") {
      if (!Number.isInteger(Math.round(amount * 2 * 1e9) / 1e9)) {
        notes.push("This is not a whole or half tablet: check the order with the prescriber or pharmacist.");
      }
      if (amount > CHECK_TABLETS) warnings.push(`${show(amount, region)} tablets for one dose is unusual: check the order and the strength.`);
    } else if (amount > CHECK_DOSE_ML) {
      warnings.push(`${show(amount, region)} mL for one dose is unusual: check the order, the strength and its unit.`);
    }
    return answer(lines, ROUNDING.significant, warnings, notes);
  });
}
