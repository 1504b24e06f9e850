import { controlCharactersMessage, hasControlCharacters } from "./control-characters";

/**
 * Flags on a day's shift (decision 053): what her unit calls the role or the
 * circumstances of that one shift — charge, precepting, floating to another
 * unit… A flag belongs to the day, not to the shift type: Day Shift is Day
 * Shift, and this Tuesday she is in charge.
 */

/** Every flag, in the order they are shown and stored. */
export const SHIFT_FLAGS = ["charge", "preceptor", "orientee", "float", "onCall", "overtime", "education", "trade"] as const;
export type ShiftFlag = (typeof SHIFT_FLAGS)[number];

/** The unit she floats to: free text, as her unit names it ("4 West", "ICU"). */
export const FLOAT_TO_MAX = 50;

export const FLOAT_TO_TOO_LONG = `Float to may be at most ${FLOAT_TO_MAX} characters`;

/**
 * What is wrong with a unit she typed (the API's messages, without zod: the
 * calendar screen keeps zod out of its first load, decision 009); undefined when fine.
 */
export function floatToProblem(unit: string): string | undefined {
  const trimmed = unit.trim();
  if (trimmed.length > FLOAT_TO_MAX) return FLOAT_TO_TOO_LONG;
  if (hasControlCharacters(trimmed)) return controlCharactersMessage("Float to");
  return undefined;
}

/** Each flag's name, on the day panel's toggles and in every accessible name. */
export const SHIFT_FLAG_LABELS: Record<ShiftFlag, string> = {
  charge: "Charge",
  preceptor: "Preceptor",
  orientee: "Orientee",
  float: "Float",
  onCall: "On call",
  overtime: "Overtime",
  education: "Education",
  trade: "Trade",
};

/** Two letters on the calendar's day (a phone's day is about 50 px wide); the full words are its accessible name and tooltip. */
export const SHIFT_FLAG_SHORT: Record<ShiftFlag, string> = {
  charge: "CN",
  preceptor: "PR",
  orientee: "OR",
  float: "FL",
  onCall: "OC",
  overtime: "OT",
  education: "ED",
  trade: "TR",
};

/** The only flag a colleague sees (decision 053): whether she is on call is a working fact; the rest is hers. */
export const COLLEAGUE_FLAGS: readonly ShiftFlag[] = ["onCall"];

/** A day's flags as kept: each once, in SHIFT_FLAGS' order; anything else dropped. */
export function normalFlags(flags: readonly unknown[] | null | undefined): ShiftFlag[] {
  const set = new Set(flags ?? []);
  return SHIFT_FLAGS.filter((f) => set.has(f));
}

/** A lone UTF-16 surrogate (no text a keyboard makes; PostgreSQL's jsonb refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The unit she floats to as kept: trimmed, well-formed (a lone surrogate becomes U+FFFD, as in every text column), and only with the Float flag (else null). */
export function normalFloatTo(flags: readonly ShiftFlag[], floatTo: string | null | undefined): string | null {
  const unit = floatTo?.trim().replace(LONE_SURROGATE, "\uFFFD") ?? "";
  return flags.includes("float") && unit ? unit : null;
}

/** Same flags and unit? (Order does not matter.) */
export function sameFlags(a: { flags?: readonly ShiftFlag[]; floatTo?: string | null }, b: { flags?: readonly ShiftFlag[]; floatTo?: string | null }): boolean {
  const fa = normalFlags(a.flags);
  const fb = normalFlags(b.flags);
  return fa.join() === fb.join() && normalFloatTo(fa, a.floatTo) === normalFloatTo(fb, b.floatTo);
}

/** What one flag is called on her calendar: "Charge", "Float to 4 West" (or "Float" before she knows where). */
export function flagName(flag: ShiftFlag, floatTo?: string | null): string {
  const unit = floatTo?.trim();
  return flag === "float" && unit ? `Float to ${unit}` : SHIFT_FLAG_LABELS[flag];
}

/** The day's flags as names, in order: the chips' accessible names, the feed's description, the day's label. */
export function flagNames(flags: readonly ShiftFlag[] | undefined, floatTo?: string | null): string[] {
  return normalFlags(flags).map((f) => flagName(f, floatTo));
}

/** What a colleague may learn of her flags: only On call. */
export const colleagueFlags = (flags: readonly ShiftFlag[] | undefined): ShiftFlag[] => normalFlags(flags).filter((f) => COLLEAGUE_FLAGS.includes(f));
