/**
 * Timer and stopwatch (docs/product/bedside-tools.md): states computed from an end time or a
 * start time and the clock, never from how often an interval fired, so they
 * are right after the tab was hidden or the phone locked.
 */
export const TIMER_MAX_PART = 59;

export type TimerState =
  | { phase: "setup" }
  | { phase: "running"; endsAt: number; durationMs: number }
  | { phase: "paused"; remainingMs: number; durationMs: number }
  | { phase: "finished"; durationMs: number };

export const TIMER_SETUP: TimerState = { phase: "setup" };

/** Minutes and seconds (0–59 each) as milliseconds; out-of-range parts are clamped. */
export function timerDuration(minutes: number, seconds: number): number {
  const clamp = (v: number) => (Number.isFinite(v) ? Math.min(TIMER_MAX_PART, Math.max(0, Math.trunc(v))) : 0);
  return (clamp(minutes) * 60 + clamp(seconds)) * 1000;
}

/** Start is disabled at 00:00. */
export const canStart = (minutes: number, seconds: number) => timerDuration(minutes, seconds) > 0;

export function startTimer(minutes: number, seconds: number, now: number): TimerState {
  const durationMs = timerDuration(minutes, seconds);
  return durationMs > 0 ? { phase: "running", endsAt: now + durationMs, durationMs } : TIMER_SETUP;
}

/** The state at `now`: a running timer past its end time is finished. */
export function timerAt(state: TimerState, now: number): TimerState {
  return state.phase === "running" && now >= state.endsAt ? { phase: "finished", durationMs: state.durationMs } : state;
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  const s = timerAt(state, now);
  return s.phase === "running" ? { phase: "paused", remainingMs: s.endsAt - now, durationMs: s.durationMs } : s;
}

export function resumeTimer(state: TimerState, now: number): TimerState {
  return state.phase === "paused" ? { phase: "running", endsAt: now + state.remainingMs, durationMs: state.durationMs } : state;
}

export function remainingMs(state: TimerState, now: number): number {
  const s = timerAt(state, now);
  if (s.phase === "running") return s.endsAt - now;
  if (s.phase === "paused") return s.remainingMs;
  return 0;
}

/** "04:59" — whole seconds rounded up, so 00:00 shows only when it is finished. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

export const TIMER_LABEL = { setup: "", running: "Running", paused: "Paused", finished: "Finished" } as const;

export type StopwatchState = { phase: "stopped" } | { phase: "running"; startedAt: number; carriedMs: number } | { phase: "paused"; carriedMs: number };

export const STOPWATCH_STOPPED: StopwatchState = { phase: "stopped" };

export function startStopwatch(state: StopwatchState, now: number): StopwatchState {
  if (state.phase === "running") return state;
  return { phase: "running", startedAt: now, carriedMs: state.phase === "paused" ? state.carriedMs : 0 };
}

export function pauseStopwatch(state: StopwatchState, now: number): StopwatchState {
  return state.phase === "running" ? { phase: "paused", carriedMs: elapsedMs(state, now) } : state;
}

export function elapsedMs(state: StopwatchState, now: number): number {
  if (state.phase === "running") return state.carriedMs + Math.max(0, now - state.startedAt);
  if (state.phase === "paused") return state.carriedMs;
  return 0;
}

/** "01:02.34", or "1:01:02.34" past an hour. */
export function formatStopwatch(ms: number): string {
  const cs = Math.floor(Math.max(0, ms) / 10);
  const h = Math.floor(cs / 360_000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${h ? `${h}:` : ""}${pad(m)}:${pad(s)}.${pad(cs % 100)}`;
}

export const STOPWATCH_LABEL = { stopped: "Stopped", running: "Running", paused: "Paused" } as const;
