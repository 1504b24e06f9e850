/**
 * Heart Rate and Resp counters: the first tap starts a counting window at count
 * 1; at its end the count is scaled to a full minute. The window is 15 s (× 4,
 * the default), 30 s (× 2) or a full 60 s, so the result is a true rate per
 * minute: one tap a second reads 60. (The 25 s × 4 of the first design gave
 * beats per 100 s, 67 % too high.) A tap on the result resets, but not in the
 * first moment after it appears, so the next beat she taps does not wipe it.
 * Everything is computed from the clock, so a tab that was in the background
 * still ends on time.
 */
export const COUNTER_WINDOWS_MS = [15_000, 30_000, 60_000] as const;
export type CounterWindowMs = (typeof COUNTER_WINDOWS_MS)[number];
export const DEFAULT_COUNTER_WINDOW_MS: CounterWindowMs = 15_000;
/** Taps this soon after the result appears are the next beat, not a reset. */
export const RESULT_HOLD_MS = 1_500;

export const isCounterWindow = (v: unknown): v is CounterWindowMs => COUNTER_WINDOWS_MS.includes(v as CounterWindowMs);

/** 4 for 15 s, 2 for 30 s, 1 for 60 s. */
export const multiplierOf = (windowMs: CounterWindowMs): number => 60_000 / windowMs;

export type CounterState =
  | { phase: "idle" }
  | { phase: "counting"; startedAt: number; count: number; windowMs: CounterWindowMs }
  | { phase: "result"; perMinute: number; count: number; windowMs: CounterWindowMs; endedAt: number };

export const IDLE_COUNTER: CounterState = { phase: "idle" };

/** The rate per minute from `count` taps in a window of `windowMs`. */
export const ratePerMinute = (count: number, windowMs: CounterWindowMs): number => count * multiplierOf(windowMs);

/** The state as it is at `now`: a window that has run out is a result. */
export function settle(state: CounterState, now: number): CounterState {
  if (state.phase === "counting" && now - state.startedAt >= state.windowMs) {
    const endedAt = state.startedAt + state.windowMs;
    return { phase: "result", count: state.count, windowMs: state.windowMs, perMinute: ratePerMinute(state.count, state.windowMs), endedAt };
  }
  return state;
}

/**
 * One tap at `now`. The first starts a window of `windowMs`; a tap after the
 * window closed does not count (it shows the result); a tap on the result
 * resets, once RESULT_HOLD_MS have passed since it appeared.
 */
export function tap(state: CounterState, now: number, windowMs: CounterWindowMs = DEFAULT_COUNTER_WINDOW_MS): CounterState {
  const s = settle(state, now);
  if (s !== state) return s;
  switch (s.phase) {
    case "idle":
      return { phase: "counting", startedAt: now, count: 1, windowMs };
    case "counting":
      return { ...s, count: s.count + 1 };
    case "result":
      return now - s.endedAt < RESULT_HOLD_MS ? s : IDLE_COUNTER;
  }
}

/**
 * Whole seconds left in the window (15 … 1 for a 15 s window), shown while
 * counting. A clock read a moment before the first tap still shows 15, never 16.
 */
export function secondsLeft(state: CounterState, now: number): number {
  if (state.phase !== "counting") return 0;
  const left = state.startedAt + state.windowMs - Math.max(now, state.startedAt);
  return Math.max(0, Math.ceil(left / 1000));
}

/** Milliseconds until the state changes by itself (the window's end, or the result taking taps again), or null. */
export function msUntilSettled(state: CounterState, now: number): number | null {
  if (state.phase === "counting") return Math.max(0, state.startedAt + state.windowMs - now);
  if (state.phase === "result" && now - state.endedAt < RESULT_HOLD_MS) return state.endedAt + RESULT_HOLD_MS - now;
  return null;
}

/** Whether a tap at `now` would do nothing (the result was only just shown). */
export const isHoldingResult = (state: CounterState, now: number): boolean => state.phase === "result" && now - state.endedAt < RESULT_HOLD_MS;
