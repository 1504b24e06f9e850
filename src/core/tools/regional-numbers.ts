import type { Region } from "../preferences";

/**
 * How a number is typed and shown in the nurse's region. "1,500" is fifteen
 * hundred in the US and one and a half in most of Europe: read the wrong way it
 * is a 1000× dose error, so a typed number that could be either is asked about,
 * never guessed, and every number shown can be read only one way.
 *
 * - US, UK, AU: a point for decimals, a comma between thousands; a comma that
 *   is not between thousands ("1,5", "1,50" left from editing "1,500") is asked
 *   about (15 or 1.5?).
 * - EU: a comma for decimals; "1.500" (a German thousand, or 1.5 typed on a
 *   keyboard that offers a point) and "1,500" (1.5 with its zeros, or fifteen
 *   hundred written the Irish or English way) are both asked about.
 * - CA: a point for decimals in English, a comma in French; "1,500" is asked
 *   about. Thousands are shown with a narrow space in CA and EU (the SI's way),
 *   which no reader takes for a decimal mark.
 * - "any" (her region not known yet): everything a region would ask about.
 */
export interface NumberConvention {
  decimal: "." | ",";
  /** Between groups of three digits, in what is shown. */
  group: "," | "\u202f";
  /** The separators that, followed by exactly three digits, could be either. */
  ask: readonly ("." | ",")[];
  /** A comma anywhere but between thousands: a decimal comma, or asked about where commas only group thousands. */
  loneComma: "decimal" | "ask";
}

/** Her region, or "any" while it is not known (her preferences still loading): then both shapes are asked about. */
export type NumberRegion = Region | "any";

export const NUMBER_CONVENTIONS: Record<NumberRegion, NumberConvention> = {
  US: { decimal: ".", group: ",", ask: [], loneComma: "ask" },
  UK: { decimal: ".", group: ",", ask: [], loneComma: "ask" },
  AU: { decimal: ".", group: ",", ask: [], loneComma: "ask" },
  CA: { decimal: ".", group: "\u202f", ask: [","], loneComma: "decimal" },
  EU: { decimal: ",", group: "\u202f", ask: [".", ","], loneComma: "decimal" },
  any: { decimal: ".", group: "\u202f", ask: [",", "."], loneComma: "ask" },
};

export type NumberReading =
  | { kind: "number"; value: number }
  | { kind: "empty" }
  | { kind: "text" }
  | { kind: "negative" }
  /** Two readings of one text: [thousands, decimal] ("1,500" → [1500, 1.5]). */
  | { kind: "ambiguous"; readings: readonly [number, number] };

const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const GROUPED = /^\d{1,3}(?:[ ,.]\d{3})+$/;

/** "1,500,000" with one kind of separator between groups of three, the first of one to three digits. */
function groupedInteger(text: string, separator: string): number | null {
  if (!GROUPED.test(text)) return null;
  const parts = text.split(separator);
  if (parts.some((p) => /[ ,.]/.test(p))) return null;
  return Number(parts.join(""));
}

/**
 * Reads what she typed in her region's way. Spaces between thousands are read in
 * every region; with both a point and a comma the last one is the decimal mark; a
 * lone point followed by anything but three digits can only be a decimal mark.
 */
export function readNumber(typed: string, region: NumberRegion, options: { signed?: boolean } = {}): NumberReading {
  let t = typed
    .trim()
    .replace(/^\+/, "")
    .replace(/\u2212/g, "-");
  if (t === "") return { kind: "empty" };
  let sign = 1;
  if (t.startsWith("-")) {
    if (!options.signed) return /^-[\d\s.,]*\d[\d\s.,]*$/.test(t) ? { kind: "negative" } : { kind: "text" };
    sign = -1;
    t = t.slice(1).trim();
  }
  // Collapse the spaces she may type between thousands into one kind.
  t = t.replace(SPACES, " ");
  if (!/^[\d ,.]*\d[\d ,.]*$/.test(t) && !/^[\d ,.]*\d[\d ,.]*[.,]$/.test(t)) return { kind: "text" };
  // "12." or "12," while she is still typing reads as 12.
  if (/[.,]$/.test(t)) t = t.slice(0, -1);
  const out = (value: number): NumberReading => (Number.isFinite(value) ? { kind: "number", value: sign * value || 0 } : { kind: "text" });

  const marks = [...t].filter((c) => c === "." || c === ",");
  const last = Math.max(t.lastIndexOf("."), t.lastIndexOf(","));
  if (marks.length === 0) {
    if (!t.includes(" ")) return out(Number(t));
    const whole = groupedInteger(t, " ");
    return whole === null ? { kind: "text" } : out(whole);
  }
  const mark = t[last] as "." | ",";
  const before = t.slice(0, last);
  const after = t.slice(last + 1);
  const otherMark = mark === "." ? "," : ".";

  if (marks.every((m) => m === mark) && marks.length > 1) {
    // "1,500,000": only thousands.
    const whole = groupedInteger(t, mark);
    return whole === null ? { kind: "text" } : out(whole);
  }
  if (/[ ,.]/.test(after) || after === "") return { kind: "text" };
  const decimal = (intPart: number) => out(Number(`${intPart}.${after}`));

  // The integer part before the last mark: plain digits, or grouped with spaces or the other mark.
  let intPart: number | null;
  let grouped = false;
  if (/^\d*$/.test(before)) intPart = before === "" ? 0 : Number(before);
  else {
    grouped = true;
    const separator = before.includes(otherMark) ? otherMark : " ";
    intPart = groupedInteger(before, separator);
    if (intPart === null && separator === otherMark) intPart = groupedInteger(before.replace(/ /g, otherMark), otherMark);
  }
  if (intPart === null) return { kind: "text" };
  const convention = NUMBER_CONVENTIONS[region];
  // With thousands already marked (or a mix), the last mark can only be the decimal one; a lone
  // comma that cannot be between thousands is a decimal comma, or, where commas only group
  // thousands, a slip to ask about ("1,50": 150 or 1.5?).
  if (grouped || after.length !== 3 || before === "" || /^0/.test(before) || before.length > 3) {
    if (!grouped && mark === "," && convention.loneComma === "ask") {
      return { kind: "ambiguous", readings: [sign * Number(before + after), sign * Number(`${intPart}.${after}`)] };
    }
    return decimal(intPart);
  }

  // "1,500" or "1.500": the region decides, or asks.
  const asThousands = Number(before + after);
  const asDecimal = Number(`${before}.${after}`);
  if (convention.ask.includes(mark)) return { kind: "ambiguous", readings: [sign * asThousands, sign * asDecimal] };
  return out(mark === convention.decimal ? asDecimal : asThousands);
}

/** Rounds half away from zero at `decimals` places (0 or more), steady against 1.005-style float noise. */
function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(Number((Math.abs(value) * f).toPrecision(15))) / f;
  return Math.sign(value) * r || 0;
}

/**
 * Places after the point that keep `significant` figures of `value`, and never
 * fewer figures than its whole part has (1,234.5 → 0 places, 0.0267 → 4).
 */
export function significantDecimals(value: number, significant = 3): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const places = Math.max(0, significant - 1 - magnitude);
  // 0.09996 at 3 figures is 0.1: count the figures of the rounded value, not the raw one.
  const rounded = round(value, places);
  const after = rounded === 0 ? magnitude : Math.floor(Math.log10(Math.abs(rounded)));
  return Math.max(0, significant - 1 - after);
}

/** `value` rounded to `significant` figures (whole numbers keep every digit). */
export function toSignificant(value: number, significant = 3): number {
  return round(value, significantDecimals(value, significant));
}

/**
 * `value` at up to `decimals` places, as shown in `region`: no trailing zero, a
 * leading zero before the mark ("0.5", never ".5"), and groups of thousands from
 * 1,000 on (ISMP's list of error-prone abbreviations, symbols and dose designations).
 */
export function formatNumber(value: number, region: NumberRegion, decimals: number): string {
  const { decimal, group } = NUMBER_CONVENTIONS[region];
  const r = round(value, decimals);
  let plain = Math.abs(r).toFixed(decimals);
  if (plain.includes(".")) plain = plain.replace(/0+$/, "").replace(/\.$/, "");
  const [whole = "0", fraction] = plain.split(".");
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  return `${r < 0 ? "-" : ""}${grouped}${fraction ? decimal + fraction : ""}`;
}

/** `value` to three significant figures (or every whole digit), as shown in `region`. */
export function formatSignificant(value: number, region: NumberRegion, significant = 3): string {
  return formatNumber(value, region, significantDecimals(value, significant));
}

/**
 * A number as she would type it in `region`: her decimal mark, no thousands
 * marks, every digit kept — and read back only one way: where "1.125" would be
 * asked about (her region not known yet), it is written "1.1250".
 */
export function typedText(value: number, region: NumberRegion): string {
  let plain = Number(value.toPrecision(12)).toString();
  if (/e/i.test(plain)) plain = value.toFixed(12).replace(/\.?0+$/, "");
  const text = NUMBER_CONVENTIONS[region].decimal === "," ? plain.replace(".", ",") : plain;
  return readNumber(text, region).kind === "ambiguous" ? `${text}0` : text;
}
