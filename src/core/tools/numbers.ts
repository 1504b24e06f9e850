import { formatNumber, readNumber, typedText, type NumberRegion } from "./regional-numbers";

/**
 * How every number a nurse types into a bedside tool is read: in her region's
 * way (regional-numbers.ts), and empty, text, negative, huge and ambiguous
 * ("1,500" where that could be 1.5) each give a plain message — never NaN or
 * Infinity, never a guess.
 */
export type Parsed =
  | { ok: true; value: number }
  | { ok: false; reason: Exclude<ParseFailure, "ambiguous">; message: string }
  | { ok: false; reason: "ambiguous"; message: string; choices: readonly [AmbiguousChoice, AmbiguousChoice] };
export type ParseFailure = "empty" | "ambiguous" | "text" | "negative" | "zero" | "too-large";
/** One reading of an ambiguous number: its value and the text that types it unambiguously. */
export interface AmbiguousChoice {
  value: number;
  text: string;
}

export interface NumberRule {
  /** The field's name in messages ("Weight"). */
  label: string;
  /** Allow 0 (default: true). */
  allowZero?: boolean;
  /** Largest accepted value (default 1e9). */
  max?: number;
}

/** Reads one field in her region's way: 0 or more (or more than 0), up to `max`. */
export function parseAmount(text: string, rule: NumberRule, region: NumberRegion): Parsed {
  const { label, allowZero = true, max = 1e9 } = rule;
  const read = readNumber(text, region);
  switch (read.kind) {
    case "empty":
      return { ok: false, reason: "empty", message: `Enter the ${label.toLowerCase()}.` };
    case "negative":
      return { ok: false, reason: "negative", message: `${label} cannot be negative.` };
    case "text":
      return { ok: false, reason: "text", message: `${label} must be a number, like ${typedText(12.5, region)}.` };
    case "ambiguous": {
      const [thousands, decimal] = read.readings;
      const choices = [
        { value: thousands, text: typedText(thousands, region) },
        { value: decimal, text: typedText(decimal, region) },
      ] as const;
      return { ok: false, reason: "ambiguous", message: `${label}: did you mean ${choices[0].text} or ${choices[1].text}?`, choices };
    }
    case "number": {
      const { value } = read;
      if (value > max) return { ok: false, reason: "too-large", message: `${label} must be ${formatNumber(max, region, 6)} or less.` };
      if (value === 0 && !allowZero) return { ok: false, reason: "zero", message: `${label} must be more than 0.` };
      return { ok: true, value };
    }
  }
}

/**
 * The pay estimator's rule (numbers that do not parse become 0), read in her
 * region's way: "1,200" is twelve hundred in the US. A number that could be read
 * two ways counts as 0 until she says which she meant.
 */
export function numberOrZero(text: string, region: NumberRegion, max = 1e6): number {
  const read = readNumber(text, region);
  return read.kind === "number" && read.value <= max ? read.value : 0;
}

/** Rounds half away from zero at `decimals` places, without 1.005 → 1.00 float surprises. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const scaled = Math.abs(value) * f;
  const rounded = Math.round(Number(scaled.toPrecision(15))) / f;
  return Math.sign(value) * rounded || 0;
}

/** "12.5" for 12.5 at up to `decimals` places, trailing zeros dropped. */
export function formatDecimal(value: number, decimals: number): string {
  return String(roundTo(value, decimals));
}
