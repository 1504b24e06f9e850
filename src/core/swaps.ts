/**
 * Swaps with colleagues (issue 30, decision 054): a nurse asks a connected
 * colleague to take her shift on a day (a give-away) or to trade it for one of
 * theirs on another day. The rules here are pure: the request's life
 * (pending → accepted | declined | cancelled, expired once a day has passed),
 * who may do what, whether its days are still as they were asked, and what
 * accepting writes on each calendar.
 */

/** The answers stored; "expired" is worked out from the days (swapStatus). */
export const STORED_SWAP_STATUSES = ["pending", "accepted", "declined", "cancelled"] as const;
export type StoredSwapStatus = (typeof STORED_SWAP_STATUSES)[number];
export const SWAP_STATUSES = [...STORED_SWAP_STATUSES, "expired"] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

export type SwapKind = "give-away" | "trade";
export type SwapAction = "accept" | "decline" | "cancel";
/** Which side of the request a nurse is on. */
export type SwapRole = "requester" | "colleague";

/** Requests one nurse may send in an hour (each sends an email): as many as invitations. */
export const SWAP_REQUESTS_PER_HOUR = 20;
/** The longest note she may add to a request. */
export const SWAP_NOTE_MAX = 200;

/** The days a request is about: hers (`date`) and, in a trade, the colleague's (`theirDate`). */
export interface SwapDays {
  date: string;
  theirDate: string | null;
}

export const swapKind = (days: SwapDays): SwapKind => (days.theirDate ? "trade" : "give-away");

/** The first day the request is about: once it has passed, a pending request is expired. */
export const firstSwapDay = (days: SwapDays): string => (days.theirDate && days.theirDate < days.date ? days.theirDate : days.date);

/** What a request is now: a pending one whose first day is before today (the nurse's today) is expired. */
export function swapStatus(stored: StoredSwapStatus, days: SwapDays, today: string): SwapStatus {
  return stored === "pending" && firstSwapDay(days) < today ? "expired" : stored;
}

/** Who may do what: the colleague answers (accept, decline), the requester withdraws (cancel). */
export const SWAP_ACTOR: Record<SwapAction, SwapRole> = { accept: "colleague", decline: "colleague", cancel: "requester" };

const NEXT: Record<SwapAction, StoredSwapStatus> = { accept: "accepted", decline: "declined", cancel: "cancelled" };

export type SwapTransition =
  { ok: true; next: StoredSwapStatus } | { ok: false; reason: "wrong-side"; message: string } | { ok: false; reason: "settled" | "expired"; message: string };

const SETTLED: Record<Exclude<SwapStatus, "pending">, string> = {
  accepted: "This swap was already accepted.",
  declined: "This swap request was declined.",
  cancelled: "This swap request was cancelled.",
  expired: "This swap request has expired: its day has passed.",
};

const WRONG_SIDE: Record<SwapAction, string> = {
  accept: "Only the colleague you asked can accept this request.",
  decline: "Only the colleague you asked can decline this request.",
  cancel: "Only the nurse who asked can cancel this request.",
};

/**
 * The state machine: only a pending request moves, to accepted or declined by
 * the colleague or cancelled by the requester; a settled or expired one does
 * not move again (accepting twice is refused).
 */
export function swapTransition(stored: StoredSwapStatus, days: SwapDays, today: string, action: SwapAction, role: SwapRole): SwapTransition {
  if (SWAP_ACTOR[action] !== role) return { ok: false, reason: "wrong-side", message: WRONG_SIDE[action] };
  const status = swapStatus(stored, days, today);
  if (status === "expired") return { ok: false, reason: "expired", message: SETTLED.expired };
  if (status !== "pending") return { ok: false, reason: "settled", message: SETTLED[status] };
  return { ok: true, next: NEXT[action] };
}

/** "Sat, Dec 5": a day as the messages say it. */
export const swapDayLabel = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** A request as it was asked: the shift on each day it is about (shift type ids of each nurse's own library). */
export interface SwapAsked extends SwapDays {
  /** Her shift on `date`. */
  shiftTypeId: string;
  /** In a trade, the colleague's shift on `theirDate`. */
  theirShiftTypeId: string | null;
}

/** What each calendar holds now on the request's days (an applied shift type id, or null for none). */
export interface SwapCalendarsNow {
  requester: (date: string) => string | null;
  colleague: (date: string) => string | null;
}

/**
 * Why a request can no longer be accepted because its days changed since it
 * was sent (as the colleague accepting reads it), or null when every day is as
 * it was asked: her shift still on her day and the colleague free then; in a
 * trade, the colleague's shift still on their day and her free then.
 */
export function swapDaysChanged(asked: SwapAsked, now: SwapCalendarsNow, requesterName: string): string | null {
  const tail = "This request can no longer be accepted.";
  if (now.requester(asked.date) !== asked.shiftTypeId)
    return `${requesterName}'s shift on ${swapDayLabel(asked.date)} changed since the request was sent. ${tail}`;
  if (now.colleague(asked.date) !== null) return `You now have a shift on ${swapDayLabel(asked.date)}. ${tail}`;
  if (asked.theirDate) {
    if (now.colleague(asked.theirDate) !== asked.theirShiftTypeId)
      return `Your shift on ${swapDayLabel(asked.theirDate)} changed since the request was sent. ${tail}`;
    if (now.requester(asked.theirDate) !== null) return `${requesterName} now has a shift on ${swapDayLabel(asked.theirDate)}. ${tail}`;
  }
  return null;
}

/** A day written by accepting: cleared, or given a copy of the other nurse's shift ("hers": the requester's; "theirs": the colleague's). */
export interface SwapWrite {
  date: string;
  shift: null | "hers" | "theirs";
}

/**
 * What accepting writes on each calendar: her day cleared and the colleague's
 * same day given her shift; in a trade, the colleague's day cleared and hers
 * given their shift. (The server puts a copy of the shift type in the
 * receiving nurse's library where needed.)
 */
export function swapWrites(days: SwapDays): { requester: SwapWrite[]; colleague: SwapWrite[] } {
  const requester: SwapWrite[] = [{ date: days.date, shift: null }];
  const colleague: SwapWrite[] = [{ date: days.date, shift: "hers" }];
  if (days.theirDate) {
    requester.push({ date: days.theirDate, shift: "theirs" });
    colleague.push({ date: days.theirDate, shift: null });
  }
  return { requester, colleague };
}

/**
 * Why a new request cannot be sent as asked (null: it can): her day not in the
 * past, and in a trade, the colleague's day another day, not in the past either.
 */
export function swapRequestProblem(days: SwapDays, today: string): { field: "date" | "theirDate"; message: string } | null {
  if (days.date < today) return { field: "date", message: "That day has passed: choose a day from today on" };
  if (days.theirDate !== null) {
    if (days.theirDate === days.date) return { field: "theirDate", message: "Choose another day than yours to trade for" };
    if (days.theirDate < today) return { field: "theirDate", message: "That day has passed: choose a day from today on" };
  }
  return null;
}
