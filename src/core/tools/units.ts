import { formatNumber, readNumber, significantDecimals, typedText, type NumberRegion } from "./regional-numbers";

/**
 * Unit converter (docs/product/bedside-tools.md, Unit Converter): 1 lb = 0.453592 kg, 1 in = 2.54 cm, one
 * decimal shown, live both ways; a non-number (or empty) clears the other field.
 * Numbers are read and shown in her region's way, and one that could be read two
 * ways ("1,500" in Canada) is asked about instead of converted.
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
  /**
   * Places shown (spec: one), or "exact": mass and volume convert by 1000 and are
   * shown to 6 significant figures, so 0.25 mcg is 0.00025 mg, not 0.0003.
   */
  decimals: 1 | "exact";
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
  mgMcg: {
    id: "mgMcg",
    title: "Milligrams and micrograms",
    units: ["mg", "mcg"],
    forward: (mg) => mg * 1000,
    backward: (mcg) => mcg / 1000,
    decimals: "exact",
  },
  gMg: { id: "gMg", title: "Grams and milligrams", units: ["g", "mg"], forward: (g) => g * 1000, backward: (mg) => mg / 1000, decimals: "exact" },
  mlL: { id: "mlL", title: "Millilitres and litres", units: ["mL", "L"], forward: (ml) => ml / 1000, backward: (l) => l * 1000, decimals: "exact" },
} satisfies Record<string, Conversion>;

const EXACT_FIGURES = 6;
/** Beyond this the converter shows nothing rather than an exponent. */
const LIMIT = 1e12;

export type Converted =
  /** The other field's text ("" when this one is not a number). */
  | { kind: "value"; text: string }
  /** "1,500" could be 1500 or 1.5: she picks, and the field is rewritten to the text of her choice. */
  | { kind: "ask"; choices: readonly [{ value: number; text: string }, { value: number; text: string }] };

/** What the other field shows when one side reads `text`. */
export function convertText(conversion: Conversion, direction: "forward" | "backward", text: string, region: NumberRegion): Converted {
  const read = readNumber(text, region, { signed: conversion.signed });
  if (read.kind === "ambiguous") {
    const [a, b] = read.readings;
    return {
      kind: "ask",
      choices: [
        { value: a, text: typedText(a, region) },
        { value: b, text: typedText(b, region) },
      ],
    };
  }
  if (read.kind !== "number" || Math.abs(read.value) > LIMIT) return { kind: "value", text: "" };
  const out = conversion[direction](read.value);
  if (!Number.isFinite(out)) return { kind: "value", text: "" };
  const places = conversion.decimals === "exact" ? significantDecimals(out, EXACT_FIGURES) : conversion.decimals;
  return { kind: "value", text: formatNumber(out, region, places) };
}
