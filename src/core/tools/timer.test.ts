import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canStart,
  elapsedMs,
  formatCountdown,
  formatStopwatch,
  pauseStopwatch,
  pauseTimer,
  remainingMs,
  resumeTimer,
  startStopwatch,
  startTimer,
  STOPWATCH_STOPPED,
  timerAt,
  timerDuration,
} from "./timer";

describe("timer", () => {
  it("Start is disabled at 00:00; parts are 0–59", () => {
    expect(canStart(0, 0)).toBe(false);
    expect(canStart(0, 1)).toBe(true);
    expect(timerDuration(99, -3)).toBe(59 * 60_000);
    expect(timerDuration(Number.NaN, 5)).toBe(5000);
    expect(startTimer(0, 0, 10)).toEqual({ phase: "setup" });
  });
  it("runs from an end time, pauses, resumes and finishes at 0 — even when no tick ran meanwhile", () => {
    let s = startTimer(1, 30, 0);
    expect(formatCountdown(remainingMs(s, 0))).toBe("01:30");
    expect(formatCountdown(remainingMs(s, 500))).toBe("01:30");
    s = pauseTimer(s, 30_000);
    expect(s).toMatchObject({ phase: "paused", remainingMs: 60_000 });
    s = resumeTimer(s, 1_000_000);
    expect(timerAt(s, 1_059_999).phase).toBe("running");
    expect(timerAt(s, 1_060_000)).toMatchObject({ phase: "finished" });
    expect(formatCountdown(remainingMs(s, 5_000_000))).toBe("00:00");
  });
  it("property: remaining + elapsed running time = duration", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 1, max: 59 }), fc.integer({ min: 0, max: 4_000_000 }), (m, sec, t) => {
        const s = startTimer(m, sec, 0);
        expect(remainingMs(s, t)).toBe(Math.max(0, timerDuration(m, sec) - t));
      }),
    );
  });
});

describe("stopwatch", () => {
  it("running, paused, resumed and reset, from start times", () => {
    let s = startStopwatch(STOPWATCH_STOPPED, 1000);
    expect(elapsedMs(s, 6000)).toBe(5000);
    s = pauseStopwatch(s, 6000);
    expect(elapsedMs(s, 99_000)).toBe(5000);
    s = startStopwatch(s, 100_000);
    expect(elapsedMs(s, 3_700_000)).toBe(3_605_000);
    expect(formatStopwatch(3_605_000)).toBe("1:00:05.00");
    expect(formatStopwatch(62_340)).toBe("01:02.34");
    expect(elapsedMs(STOPWATCH_STOPPED, 5)).toBe(0);
  });
});
