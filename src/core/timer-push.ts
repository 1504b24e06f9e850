/**
 * A timer she started rings on her phone even when it is locked (decision 046, "Timers"):
 * a locked phone freezes the page, so the server pushes at the timer's end. The rules
 * the route, the task and the page share; pure, with property tests.
 */

/** Timers one nurse may have waiting for a push at once: the Timer widget needs one, a few leave room for two devices. */
export const TIMER_PUSHES_PER_NURSE = 5;

/** The latest a timer may end: the widget's longest is 59:59; a day leaves room without keeping rows for ever. */
export const TIMER_PUSH_MAX_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * How long after the end the push waits. A page still alive at the end rings itself and
 * cancels the push within this (one request); a frozen page cannot, and she is told this
 * much later. Without it, a nurse watching her timer would also get a notification.
 */
export const TIMER_PUSH_GRACE_MS = 5_000;

/** A push this late (no instance ran at the end) would tell her nothing she can use: dropped. */
export const TIMER_PUSH_STALE_MS = 10 * 60 * 1000;

export const TOO_MANY_TIMERS = `You already have ${TIMER_PUSHES_PER_NURSE} timers set to ring on your phone. Reset one, then start this one again.`;

/** Why this end cannot be pushed, or undefined when it can. */
export function timerEndProblem(endsAt: Date, now: Date): string | undefined {
  if (Number.isNaN(endsAt.getTime())) return "The timer's end must be a date and time like 2026-11-27T14:32:00Z";
  if (endsAt.getTime() <= now.getTime()) return "This timer has already ended";
  if (endsAt.getTime() - now.getTime() > TIMER_PUSH_MAX_AHEAD_MS) return "A timer can end at most 24 hours from now";
  return undefined;
}

/** Timers ending at or before this instant are due at `now`. */
export const timerPushesDueBy = (now: Date): Date => new Date(now.getTime() - TIMER_PUSH_GRACE_MS);

/** At `now`, a claimed timer's push goes, or is dropped as too late (it is claimed only once due). */
export const timerPushIsStale = (endsAt: Date, now: Date): boolean => now.getTime() - endsAt.getTime() > TIMER_PUSH_STALE_MS;

/** "5-minute timer", "45-second timer", "1 min 30 s timer": what the page sends as the timer's label. */
export function timerLabel(durationMs: number): string {
  const total = Math.max(1, Math.round(durationMs / 1000));
  const [m, s] = [Math.floor(total / 60), total % 60];
  if (m === 0) return `${s}-second timer`;
  if (s === 0) return `${m}-minute timer`;
  return `${m} min ${s} s timer`;
}

/** The notification's tag: the page's own notification and the server's push replace each other instead of stacking. */
export const timerNotificationTag = (id: string) => `timer-${id}`;

/** The screen a tap opens: the Timer is always on it (the dashboard's may have been removed). */
export const TIMER_SCREEN = "/tools/rate-estimator";

/** What she sees on the lock screen at the timer's end (the page's own notification says the same). */
export function timerMessage(label: string, id: string): { title: string; body: string; url: string; tag: string; alarm: true } {
  return { title: `Time's up: ${label}`, body: "The timer you started has finished.", url: TIMER_SCREEN, tag: timerNotificationTag(id), alarm: true };
}

/** How an alarm's notification behaves on the phone: it stays until she dismisses it, and buzzes long (Android). */
export const ALARM_NOTIFICATION = { requireInteraction: true, vibrate: [400, 200, 400, 200, 400] } as const;
