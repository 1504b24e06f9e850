import { formatDecimal, parseAmount, roundTo, type NumberRule } from "./numbers";

/**
 * Medication calculator (issue 19): the formulas a nurse checks by hand, each
 * answer carrying the formula with her numbers in it and the rounding used.
 * Impossible input is refused with a plain message instead of an answer.
 */
export const MIN_WEIGHT_KG = 0.3;
export const MAX_WEIGHT_KG = 350;
/** Large-volume infusion pumps top out at 999 mL/h; nothing runs faster. */
export const MAX_PUMP_ML_H = 999;
export const DROP_FACTORS = [10, 15, 20, 60] as const;
export type DropFactor = (typeof DROP_FACTORS)[number];

export interface CalcLine {
  label: string;
  value: number;
  unit: string;
  /** "10 mg/kg × 18 kg = 180 mg" */
  formula: string;
}
export type CalcResult = { ok: true; lines: CalcLine[]; rounding: string; note?: string } | { ok: false; field: string; message: string };

type Fields<K extends string> = Record<K, string>;
type Rules<K extends string> = Record<K, NumberRule>;

class Refused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads every field or throws the first field's message. */
function read<K extends string>(input: Fields<K>, rules: Rules<K>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of Object.keys(rules) as K[]) {
    const parsed = parseAmount(input[key] ?? "", rules[key]);
    if (!parsed.ok) throw new Refused(key, parsed.message);
    out[key] = parsed.value;
  }
  return out;
}

function checkWeight(kg: number, field = "weightKg") {
  if (kg < MIN_WEIGHT_KG || kg > MAX_WEIGHT_KG) {
    throw new Refused(field, `Weight must be between ${MIN_WEIGHT_KG} and ${MAX_WEIGHT_KG} kg. Check the weight and its unit (kg, not lb).`);
  }
}

/** The slowest rate a syringe pump is set to. */
export const MIN_PUMP_ML_H = 0.1;

function checkPumpRate(mlH: number, field: string) {
  if (mlH < MIN_PUMP_ML_H) {
    throw new Refused(field, `That is less than ${MIN_PUMP_ML_H} mL/h, slower than a pump can be set. Check the numbers, or use a more dilute bag.`);
  }
  if (mlH > MAX_PUMP_ML_H) {
    throw new Refused(
      field,
      `That is ${formatDecimal(mlH, 1)} mL/h, faster than any infusion pump runs (${MAX_PUMP_ML_H} mL/h). Check the numbers and their units.`,
    );
  }
}

function attempt(run: () => CalcResult): CalcResult {
  try {
    return run();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

const n = (v: number, d = 4) => formatDecimal(v, d);
const positive = (label: string, max: number): NumberRule => ({ label, allowZero: false, max });

/** Dose by weight: mg/kg × kg = dose (mg); with a concentration, dose ÷ mg/mL = volume (mL). Rounded to 2 decimals. */
export function doseByWeight(input: { dosePerKg: string; weightKg: string; concentration: string }): CalcResult {
  return attempt(() => {
    const withVolume = input.concentration.trim() !== "";
    const v = read(
      { dosePerKg: input.dosePerKg, weightKg: input.weightKg, ...(withVolume ? { concentration: input.concentration } : {}) } as Fields<
        "dosePerKg" | "weightKg" | "concentration"
      >,
      {
        dosePerKg: positive("Dose per kg", 1000),
        weightKg: positive("Weight", 1000),
        ...(withVolume ? { concentration: positive("Concentration", 1000) } : {}),
      } as Rules<"dosePerKg" | "weightKg" | "concentration">,
    );
    checkWeight(v.weightKg);
    const dose = roundTo(v.dosePerKg * v.weightKg, 2);
    const lines: CalcLine[] = [{ label: "Dose", value: dose, unit: "mg", formula: `${n(v.dosePerKg)} mg/kg × ${n(v.weightKg)} kg = ${n(dose)} mg` }];
    if (withVolume) {
      const volume = roundTo(dose / v.concentration, 2);
      lines.push({ label: "Volume", value: volume, unit: "mL", formula: `${n(dose)} mg ÷ ${n(v.concentration)} mg/mL = ${n(volume)} mL` });
    }
    return { ok: true, lines, rounding: "Rounded to 2 decimal places." };
  });
}

/** Tablets: desired dose ÷ dose on hand per tablet. Rounded to 2 decimals. */
export function tablets(input: { desired: string; perTablet: string }): CalcResult {
  return attempt(() => {
    const v = read(input, { desired: positive("Desired dose", 100_000), perTablet: positive("Strength per tablet", 100_000) });
    const count = roundTo(v.desired / v.perTablet, 2);
    if (count > 20) throw new Refused("desired", `That is ${n(count, 2)} tablets for one dose. Check the order and the tablet strength (mg, not mcg or g).`);
    const whole = Number.isInteger(count * 2);
    return {
      ok: true,
      lines: [
        {
          label: "Tablets",
          value: count,
          unit: count === 1 ? "tablet" : "tablets",
          formula: `${n(v.desired)} mg ÷ ${n(v.perTablet)} mg per tablet = ${n(count, 2)}`,
        },
      ],
      rounding: "Rounded to 2 decimal places.",
      ...(whole ? {} : { note: "This is not a whole or half tablet: check the order with the prescriber or pharmacist." }),
    };
  });
}

/** IV rate: volume (mL) ÷ time (h) = mL/h. Rounded to 1 decimal (and shown whole for pumps that take whole numbers). */
export function ivRate(input: { volumeMl: string; hours: string }): CalcResult {
  return attempt(() => {
    const v = read(input, { volumeMl: positive("Volume", 10_000), hours: positive("Time", 168) });
    const rate = v.volumeMl / v.hours;
    checkPumpRate(rate, "hours");
    const shown = roundTo(rate, 1);
    return {
      ok: true,
      lines: [{ label: "Rate", value: shown, unit: "mL/h", formula: `${n(v.volumeMl)} mL ÷ ${n(v.hours)} h = ${n(shown, 1)} mL/h` }],
      rounding: `Rounded to 1 decimal place (${n(roundTo(rate, 0), 0)} mL/h to the nearest whole number).`,
    };
  });
}

/** Drip rate: volume (mL) × drop factor (gtt/mL) ÷ time (min) = gtt/min, to the nearest whole drop. */
export function dripRate(input: { volumeMl: string; minutes: string; dropFactor: DropFactor }): CalcResult {
  return attempt(() => {
    if (!DROP_FACTORS.includes(input.dropFactor)) throw new Refused("dropFactor", "Choose a drop factor: 10, 15, 20 or 60 gtt/mL.");
    const v = read(
      { volumeMl: input.volumeMl, minutes: input.minutes },
      { volumeMl: positive("Volume", 10_000), minutes: positive("Time in minutes", 10_080) },
    );
    checkPumpRate((v.volumeMl / v.minutes) * 60, "minutes");
    const drops = roundTo((v.volumeMl * input.dropFactor) / v.minutes, 0);
    return {
      ok: true,
      lines: [
        {
          label: "Drip rate",
          value: drops,
          unit: "gtt/min",
          formula: `${n(v.volumeMl)} mL × ${input.dropFactor} gtt/mL ÷ ${n(v.minutes)} min = ${drops} gtt/min`,
        },
      ],
      rounding: "Rounded to the nearest whole drop.",
    };
  });
}

/**
 * Weight-based infusion, dose → rate: mcg/kg/min × kg × 60 ÷ concentration
 * (mcg/mL, = drug mg × 1000 ÷ volume mL) = mL/h. Rounded to 1 decimal.
 */
export function infusionRate(input: { doseMcgKgMin: string; weightKg: string; drugMg: string; volumeMl: string }): CalcResult {
  return attempt(() => {
    const v = read(input, {
      doseMcgKgMin: positive("Dose", 1000),
      weightKg: positive("Weight", 1000),
      drugMg: positive("Drug amount", 100_000),
      volumeMl: positive("Bag volume", 10_000),
    });
    checkWeight(v.weightKg);
    const concentration = (v.drugMg * 1000) / v.volumeMl;
    const rate = (v.doseMcgKgMin * v.weightKg * 60) / concentration;
    checkPumpRate(rate, "doseMcgKgMin");
    const shown = roundTo(rate, 1);
    return {
      ok: true,
      lines: [
        {
          label: "Concentration",
          value: roundTo(concentration, 2),
          unit: "mcg/mL",
          formula: `${n(v.drugMg)} mg × 1000 ÷ ${n(v.volumeMl)} mL = ${n(concentration, 2)} mcg/mL`,
        },
        {
          label: "Rate",
          value: shown,
          unit: "mL/h",
          formula: `${n(v.doseMcgKgMin)} mcg/kg/min × ${n(v.weightKg)} kg × 60 min/h ÷ ${n(concentration, 2)} mcg/mL = ${n(shown, 1)} mL/h`,
        },
      ],
      rounding: `Rounded to 1 decimal place (${n(roundTo(rate, 0), 0)} mL/h to the nearest whole number).`,
    };
  });
}

/** Weight-based infusion, rate → dose: mL/h × concentration (mcg/mL) ÷ kg ÷ 60 = mcg/kg/min. Rounded to 2 decimals. */
export function infusionDose(input: { rateMlH: string; weightKg: string; drugMg: string; volumeMl: string }): CalcResult {
  return attempt(() => {
    const v = read(input, {
      rateMlH: positive("Rate", 100_000),
      weightKg: positive("Weight", 1000),
      drugMg: positive("Drug amount", 100_000),
      volumeMl: positive("Bag volume", 10_000),
    });
    checkWeight(v.weightKg);
    checkPumpRate(v.rateMlH, "rateMlH");
    const concentration = (v.drugMg * 1000) / v.volumeMl;
    const dose = roundTo((v.rateMlH * concentration) / v.weightKg / 60, 2);
    return {
      ok: true,
      lines: [
        {
          label: "Concentration",
          value: roundTo(concentration, 2),
          unit: "mcg/mL",
          formula: `${n(v.drugMg)} mg × 1000 ÷ ${n(v.volumeMl)} mL = ${n(concentration, 2)} mcg/mL`,
        },
        {
          label: "Dose",
          value: dose,
          unit: "mcg/kg/min",
          formula: `${n(v.rateMlH)} mL/h × ${n(concentration, 2)} mcg/mL ÷ ${n(v.weightKg)} kg ÷ 60 min/h = ${n(dose, 2)} mcg/kg/min`,
        },
      ],
      rounding: "Rounded to 2 decimal places.",
    };
  });
}

export const VERIFY_WARNING =
  "Verify every calculation independently (a second nurse, the pharmacy or your facility's references) before giving a drug. This calculator does not replace the order, the label or your judgement.";
