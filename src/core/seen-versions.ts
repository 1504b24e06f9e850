/**
 * What a change made offline says it was made on (decision 057): the version of the day
 * or record she saw when she made it, sent with it as `If-Match` (or `If-None-Match: *`
 * for "nothing was there") and checked by the server, so that a newer change made
 * somewhere else while hers waited on her phone wins, and she is told.
 */

/** The version she saw: a string, null for "nothing there", undefined for "send it whatever is there now". */
export type Seen = string | null | undefined;

/**
 * A day's version is what it holds: the shift applied to it or the kind of time off; null
 * when it holds neither. Its flags are left out: a new shift keeps the day's flags
 * (decision 053), so a flag set elsewhere is not lost by her change.
 */
export function dayVersion(day: { shiftTypeId?: string | null; timeOff?: string | null } | undefined): string | null {
  if (day?.timeOff) return `off:${day.timeOff}`;
  if (day?.shiftTypeId) return `shift:${day.shiftTypeId}`;
  return null;
}

/** A record's version is when it last changed: its `updatedAt` as the API answers it. */
export const recordVersion = (updatedAt: Date | string): string => (typeof updatedAt === "string" ? updatedAt : updatedAt.toISOString());

/** The request headers that carry what she saw. */
export function seenHeaders(seen: Seen): Record<string, string> {
  if (seen === undefined) return {};
  return seen === null ? { "If-None-Match": "*" } : { "If-Match": `"${seen}"` };
}

/** What the server answers (412) when the day or record changed after she saw it; her toast quotes it. */
export const changedSinceMessage = (what: "day" | "contact" | "task") => `This ${what} was changed somewhere else since you last saw it.`;
