import { formatDecimal } from "./numbers";

/**
 * Unit converter (spec 000 §2, §5, §9): 1 lb = 0.453592 kg, 1 in = 2.54 cm, one
 * decimal shown, live both ways; a non-number (or empty) clears the other field.
 */
export const KG_PER_LB = 0.453592;
export const CM_PER_IN = 2.54;

export interface Conversion {
  id: string;
  title: string;
  units: readonly [string, string];
  /** left → right */
  forward: (v: number) => number;
  /** right → left */
  backward: (v: number) => number;
  /** Places shown (spec: one; mass and volume keep more so 0.25 mg is not shown as 0.3). */
  decimals: number;
  /** Whether negative input is meaningful (temperature). */
  signed?: boolean;
}

export const CONVERSIONS = {
  weight: { id: "weight", title: "Weight", units: ["lbs", "kg"], forward: (lb) => lb * KG_PER_LB, backward: (kg) => kg / KG_PER_LB, decimals: 1 },
  height: { id: "height", title: "Height", units: ["in", "cm"], forward: (i) => i * CM_PER_IN, backward: (cm) => cm / CM_PER_IN, decimals: 1 },
  temperature: {
    id: "temperature",
    title: "Temperature",
    units: ["°C", "°F"],
    forward: (c) => (c * 9) / 5 + 32,
    backward: (f) => ((f - 32) * 5) / 9,
    decimals: 1,
    signed: true,
  },
  mgMcg: { id: "mgMcg", title: "Milligrams and micrograms", units: ["mg", "mcg"], forward: (mg) => mg * 1000, backward: (mcg) => mcg / 1000, decimals: 4 },
  gMg: { id: "gMg", title: "Grams and milligrams", units: ["g", "mg"], forward: (g) => g * 1000, backward: (mg) => mg / 1000, decimals: 4 },
  mlL: { id: "mlL", title: "Millilitres and litres", units: ["mL", "L"], forward: (ml) => ml / 1000, backward: (l) => l * 1000, decimals: 4 },
} satisfies Record<string, Conversion>;

const PLAIN = /^[+]?(\d+\.?\d*|\.\d+)$/;
const SIGNED = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** Beyond this the converter shows nothing rather than an exponent. */
const LIMIT = 1e12;

/** Reads one converter field: a number, or null (the other field is cleared). "1,5" reads as 1.5. */
export function readConverterInput(text: string, signed = false): number | null {
  const t = text.trim().replace(/^([+-]?\d*),(\d+)$/, "$1.$2");
  if (!(signed ? SIGNED : PLAIN).test(t)) return null;
  const v = Number(t);
  return Number.isFinite(v) && Math.abs(v) <= LIMIT ? v : null;
}

/** What the other field shows when one side reads `text`: "" when it is not a number. */
export function convertText(conversion: Conversion, direction: "forward" | "backward", text: string): string {
  const v = readConverterInput(text, conversion.signed);
  if (v === null) return "";
  const out = conversion[direction](v);
  return Number.isFinite(out) ? formatDecimal(out, conversion.decimals) : "";
}
