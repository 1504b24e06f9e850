import { eachDay } from "@core/calendar-dates";

/**
 * Days picked for one change to many days (decision 043). A range is picked
 * with shift-click (Shift+Enter) from the last day picked, or on a phone with a
 * long press on its first day then a tap on its last; a plain tap (Ctrl/⌘-click)
 * adds or takes out one day.
 */
export interface DaySelection {
  days: ReadonlySet<string>;
  /** Where the next range starts. */
  anchor: string | undefined;
  /** A long press set the anchor: the next tap ends a range. */
  rangeNext: boolean;
}

export const NO_SELECTION: DaySelection = { days: new Set(), anchor: undefined, rangeNext: false };

/** A long press on a day: it is picked, and the next tap picks the range to it. */
export function startAt(selection: DaySelection, date: string): DaySelection {
  return { days: new Set([...selection.days, date]), anchor: date, rangeNext: true };
}

export function pickDay(selection: DaySelection, date: string, { range }: { range: boolean }): DaySelection {
  const { anchor } = selection;
  if ((range || selection.rangeNext) && anchor) {
    const [from, to] = anchor <= date ? [anchor, date] : [date, anchor];
    return { days: new Set([...selection.days, ...eachDay(from, to)]), anchor: date, rangeNext: false };
  }
  const days = new Set(selection.days);
  if (days.has(date)) days.delete(date);
  else days.add(date);
  return { days, anchor: date, rangeNext: false };
}
