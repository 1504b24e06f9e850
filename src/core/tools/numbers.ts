/**
 * How every number a nurse types into a bedside tool is read (issue 19 "Bad
 * input"): empty, text, negative, huge and comma decimals each give a plain
 * message (or, where the spec says so, 0) — never NaN or Infinity.
 */
export type Parsed = { ok: true; value: number } | { ok: false; reason: ParseFailure; message: string };
export type ParseFailure = "empty" | "comma" | "text" | "negative" | "zero" | "too-large";

export interface NumberRule {
  /** The field's name in messages ("Weight"). */
  label: string;
  /** Allow 0 (default: true). */
  allowZero?: boolean;
  /** Largest accepted value (default 1e9). */
  max?: number;
}

const DECIMAL = /^[+]?(\d+\.?\d*|\.\d+)$/;
const COMMA_DECIMAL = /^[+-]?\d*,\d+$/;

/** Reads one field: a plain decimal with a point, 0 or more (or more than 0), up to `max`. */
export function parseAmount(text: string, rule: NumberRule): Parsed {
  const { label, allowZero = true, max = 1e9 } = rule;
  const t = text.trim();
  if (t === "") return { ok: false, reason: "empty", message: `Enter the ${label.toLowerCase()}.` };
  if (COMMA_DECIMAL.test(t)) {
    return { ok: false, reason: "comma", message: `${label}: use a point for decimals (${t.replace(",", ".")}, not ${t}).` };
  }
  if (/^-/.test(t) && DECIMAL.test(t.slice(1))) {
    return { ok: false, reason: "negative", message: `${label} cannot be negative.` };
  }
  if (!DECIMAL.test(t)) return { ok: false, reason: "text", message: `${label} must be a number, like 12.5.` };
  const value = Number(t);
  if (!Number.isFinite(value) || value > max) {
    return { ok: false, reason: "too-large", message: `${label} must be ${max.toLocaleString("en-US")} or less.` };
  }
  if (value === 0 && !allowZero) return { ok: false, reason: "zero", message: `${label} must be more than 0.` };
  return { ok: true, value };
}

/**
 * The pay estimator's rule (spec 000 §5: "numeric inputs that do not parse
 * become 0"): anything that is not a plain number from 0 to `max` counts as 0.
 * A comma decimal ("1,5") is read as 1.5 — it is unambiguous with one comma and
 * no point, and counting it as 0 would silently drop a nurse's hours.
 */
export function numberOrZero(text: string, max = 1e6): number {
  const t = text.trim();
  const normal = COMMA_DECIMAL.test(t) ? t.replace(",", ".") : t;
  if (!DECIMAL.test(normal)) return 0;
  const value = Number(normal);
  return Number.isFinite(value) && value <= max ? value : 0;
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
