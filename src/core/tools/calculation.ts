import { parseAmount, type AmbiguousChoice, type NumberRule } from "./numbers";
import { formatNumber, formatSignificant, significantDecimals, type NumberRegion } from "./regional-numbers";
import { KG_PER_LB } from "./units";

/**
 * What every medication calculator shares: reading her fields in her region's
 * way, refusing what cannot be given (with the field to fix), flagging what is
 * possible but unusual, and showing each answer with the formula and her numbers
 * in it. Every step is computed at full precision; only what is shown is rounded.
 */
export const VERIFY_WARNING =
  "A check, not an order. Verify every calculation independently (a second nurse, the pharmacy or your facility's references) before giving a drug. This calculator does not replace the order, the label or your judgement.";

export const MIN_WEIGHT_KG = 0.3;
export const MAX_WEIGHT_KG = 350;
/** Above this a weight may be pounds typed as kilograms: she is asked to check. */
export const CHECK_WEIGHT_KG = 150;

/** The slowest rate a syringe pump is set to (0.01 mL/h steps). */
export const MIN_PUMP_ML_H = 0.01;
/** The fastest anything infuses (a rapid infuser, 1,000 mL a minute): beyond it a number is a typo. */
export const MAX_ML_H = 60_000;
/** Faster than most volumetric pumps run (rapid infusers and pressure bags go faster): flagged, not refused. */
export const CHECK_PUMP_ML_H = 999;

/** How an answer is rounded for the screen (never for the next step). */
/** "gram": a weight in kg to the gram (3.402 kg), as a baby is weighed. */
export type Shown = "significant" | "rate" | "whole" | "gram";

export interface CalcLine {
  label: string;
  /** Full precision. */
  value: number;
  /** As shown: "0.15", "1,500", "12.25". */
  shown: string;
  unit: string;
  /** "0.005 mg/kg × 3 kg = 0.015 mg" */
  formula: string;
  /** A step on the way (a concentration, a conversion), shown smaller than the answers so it is not read as one. */
  step?: true;
}
export type CalcResult =
  | { ok: true; lines: CalcLine[]; rounding: string; warnings: string[]; notes: string[] }
  | { ok: false; field: string; message: string; choices?: readonly [AmbiguousChoice, AmbiguousChoice] };

export const ROUNDING = {
  significant: "Computed at full precision; shown to 3 significant figures (whole numbers in full).",
  rate: "Computed at full precision; mL/h shown to 2 decimal places under 10 mL/h, 1 above.",
  whole: "Rounded to the nearest whole drop.",
  gram: "Computed at full precision; shown to the gram.",
} as const;

export class Refused extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly choices?: readonly [AmbiguousChoice, AmbiguousChoice],
  ) {
    super(message);
  }
}

/** Places shown for `value` under `how`. */
export function shownDecimals(value: number, how: Shown): number {
  if (how === "whole") return 0;
  if (how === "gram") return 3;
  if (how === "rate") return Math.abs(value) < 10 ? 2 : 1;
  return significantDecimals(value);
}

/** The number as shown: 3 significant figures, or a pump rate (2 places under 10 mL/h, 1 above), or whole. */
export function show(value: number, region: NumberRegion, how: Shown = "significant"): string {
  return how === "significant" ? formatSignificant(value, region) : formatNumber(value, region, shownDecimals(value, how));
}

/** The shown value as a number (what rounding leaves of it). */
export function shownValue(value: number, how: Shown): number {
  const d = shownDecimals(value, how);
  const f = 10 ** d;
  return Math.round(Number((value * f).toPrecision(15))) / f;
}

/** A number she typed, echoed in a formula: every digit she typed (up to 6 significant figures). */
export function echo(value: number, region: NumberRegion): string {
  return formatNumber(value, region, Math.max(significantDecimals(value, 6), 0));
}

/** Reads one field or throws its message (with the two readings when "1,500" could be either). */
export function readField(text: string | undefined, field: string, rule: NumberRule, region: NumberRegion): number {
  const parsed = parseAmount(text ?? "", rule, region);
  if (parsed.ok) return parsed.value;
  throw new Refused(field, parsed.message, parsed.reason === "ambiguous" ? parsed.choices : undefined);
}

/** A positive amount: more than 0, up to `max`. */
export const positive = (label: string, max: number): NumberRule => ({ label, allowZero: false, max });

export function checkWeight(kg: number, field = "weightKg"): void {
  if (kg < MIN_WEIGHT_KG || kg > MAX_WEIGHT_KG) {
    throw new Refused(field, `Weight must be between ${MIN_WEIGHT_KG} and ${MAX_WEIGHT_KG} kg. Check the weight and its unit (kg, not lb).`);
  }
}

export function checkPumpRate(rate: number, field: string, region: NumberRegion): void {
  if (rate < MIN_PUMP_ML_H) {
    throw new Refused(field, `That is less than ${MIN_PUMP_ML_H} mL/h, slower than a pump can be set. Check the numbers, or use a more dilute bag.`);
  }
  if (rate > MAX_ML_H) {
    throw new Refused(field, `That is ${show(rate, region, "rate")} mL/h, faster than anything infuses. Check the numbers and their units.`);
  }
}

/** A weight in the range but heavy enough to be pounds typed as kilograms. */
export function weightWarning(kg: number, region: NumberRegion): string | null {
  if (kg <= CHECK_WEIGHT_KG) return null;
  return `${echo(kg, region)} kg is a heavy patient. If that was the weight in lb, it is ${show(kg * KG_PER_LB, region)} kg: check the unit.`;
}

/** A result that rounds to 0 is refused: "0 mL" is never an answer to give. */
export function refuseZero(value: number, how: Shown, field: string, what: string): void {
  if (shownValue(value, how) === 0) {
    throw new Refused(field, `The ${what} comes to 0 as shown: check the numbers and their units (mg or mcg, mL or L).`);
  }
}

export function line(label: string, value: number, unit: string, formula: string, region: NumberRegion, how: Shown = "significant"): CalcLine {
  return { label, value, shown: show(value, region, how), unit, formula };
}

/** Marks a line as a step on the way to the answer. */
export const asStep = (l: CalcLine): CalcLine => ({ ...l, step: true });

/** Runs a calculator, turning a refusal into its message. */
export function attempt(run: () => CalcResult): CalcResult {
  try {
    return run();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, field: error.field, message: error.message, ...(error.choices ? { choices: error.choices } : {}) };
    throw error;
  }
}

export function answer(lines: CalcLine[], rounding: string, warnings: (string | null)[] = [], notes: (string | null)[] = []): CalcResult {
  return { ok: true, lines, rounding, warnings: warnings.filter((w): w is string => w !== null), notes: notes.filter((n): n is string => n !== null) };
}
