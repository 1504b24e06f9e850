/** Limits and defaults of the shift library (docs/product/calendar.md, Shift library). */
export const SHIFT_NAME_MAX = 50;
export const SHIFT_NICKNAME_MAX = 8;
export const SHIFT_LOCATION_MAX = 100;
export const SHIFT_PREMIUMS_MAX = 10;
export const DEFAULT_SHIFT_COLOR = "#3b82f6";
export const DEFAULT_SHIFT_ICON = "💼";
export const MAX_HOURLY_RATE = 10_000;

/** The optional marks a shift can carry. */
export const SHIFT_SYMBOLS = ["trade", "overtime", "oncall", "education"] as const;
export type ShiftSymbol = (typeof SHIFT_SYMBOLS)[number];

export const SHIFT_SYMBOL_LABELS: Record<ShiftSymbol, string> = {
  trade: "Trade",
  overtime: "Overtime",
  oncall: "On call",
  education: "Education",
};

/** What a calendar chip shows: the nickname, or the name when there is none. */
export function chipLabel(shift: { name: string; nickname?: string | null }): string {
  return shift.nickname?.trim() || shift.name;
}

/** True when the text holds an emoji (the icon of a shift). */
export function isEmoji(value: string): boolean {
  return /\p{Extended_Pictographic}/u.test(value);
}

const graphemes = (value: string) => Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(value), (s) => s.segment);

/** Characters as a reader counts them (👩‍⚕️ is one). */
export function graphemeCount(value: string): number {
  return graphemes(value).length;
}

/**
 * The text cut to `max` characters as the API's length limits count them
 * (code points), without ever splitting what a reader sees as one character:
 * an emoji that does not fit whole is left out.
 */
export function cutToLength(value: string, max: number): string {
  let kept = "";
  let length = 0;
  for (const grapheme of graphemes(value)) {
    length += [...grapheme].length;
    if (length > max) break;
    kept += grapheme;
  }
  return kept;
}

/**
 * The shift picker's and My Shifts' two lists: her library (no date) in the
 * order given (hers, from the server), then the one-off dated shifts by date —
 * kept apart so three "Course" one-offs never crowd out Day and Night.
 */
export function libraryGroups<T extends { date: string | null }>(shifts: readonly T[]): { library: T[]; oneOffs: T[] } {
  const library = shifts.filter((s) => !s.date);
  const oneOffs = shifts.filter((s) => s.date).sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
  return { library, oneOffs };
}

/** The ids with `id` moved one place up (-1) or down (1); the same list when it cannot move. */
export function moveInOrder(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
