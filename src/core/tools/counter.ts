/**
 * Heart Rate and Resp counters (spec 000 §2, §4, §9): the first tap starts a
 * 25-second window at count 1; at its end count × 4 is the rate per minute; a
 * tap on the result resets. Everything is computed from the clock, so a tab
 * that was in the background still ends at 25 s.
 */
export const COUNTER_WINDOW_MS = 25_000;
export const COUNTER_MULTIPLIER = 4;

export type CounterState = { phase: "idle" } | { phase: "counting"; startedAt: number; count: number } | { phase: "result"; perMinute: number; count: number };

export const IDLE_COUNTER: CounterState = { phase: "idle" };

/** The state as it is at `now`: a window that has run out is a result. */
export function settle(state: CounterState, now: number): CounterState {
  if (state.phase === "counting" && now - state.startedAt >= COUNTER_WINDOW_MS) {
    return { phase: "result", count: state.count, perMinute: state.count * COUNTER_MULTIPLIER };
  }
  return state;
}

/** One tap at `now`. A tap after the window closed does not count: it shows the result. */
export function tap(state: CounterState, now: number): CounterState {
  const s = settle(state, now);
  if (s !== state) return s;
  switch (s.phase) {
    case "idle":
      return { phase: "counting", startedAt: now, count: 1 };
    case "counting":
      return { ...s, count: s.count + 1 };
    case "result":
      return IDLE_COUNTER;
  }
}

/** Whole seconds left in the window (25 … 1), shown while counting. */
export function secondsLeft(state: CounterState, now: number): number {
  if (state.phase !== "counting") return 0;
  return Math.max(0, Math.ceil((state.startedAt + COUNTER_WINDOW_MS - now) / 1000));
}

/** Milliseconds until the state changes by itself (the window's end), or null. */
export function msUntilSettled(state: CounterState, now: number): number | null {
  return state.phase === "counting" ? Math.max(0, state.startedAt + COUNTER_WINDOW_MS - now) : null;
}
