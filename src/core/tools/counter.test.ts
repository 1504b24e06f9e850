import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COUNTER_WINDOWS_MS,
  DEFAULT_COUNTER_WINDOW_MS,
  IDLE_COUNTER,
  isHoldingResult,
  msUntilSettled,
  multiplierOf,
  RESULT_HOLD_MS,
  secondsLeft,
  settle,
  tap,
  type CounterState,
  type CounterWindowMs,
} from "./counter";

/** Taps at `times` (ms, sorted) from idle, as the widget does; the state once the window is over. */
function tapAll(times: readonly number[], windowMs: CounterWindowMs = DEFAULT_COUNTER_WINDOW_MS): CounterState {
  let s: CounterState = IDLE_COUNTER;
  for (const t of times) {
    if (settle(s, t).phase === "result") break;
    s = tap(s, t, windowMs);
  }
  return settle(s, times[0]! + windowMs);
}

// A pulse or respiratory rate is counted over 15 s and multiplied by 4, over 30 s and
// multiplied by 2, or over a full minute when irregular: OpenStax Nursing Fundamentals
// (2024), §17.3 "Pulse" and §17.4 "Respirations"; Potter & Perry, Fundamentals of
// Nursing, 11th ed., ch. 29 "Vital Signs".
describe("heart rate / resp counter: a true rate per minute", () => {
  it("windows of 15 s × 4 (default), 30 s × 2 and 60 s × 1", () => {
    expect(DEFAULT_COUNTER_WINDOW_MS).toBe(15_000);
    expect(COUNTER_WINDOWS_MS.map(multiplierOf)).toEqual([4, 2, 1]);
  });

  it("one tap a second reads 60 in every window (the old 25 s × 4 read 100)", () => {
    for (const w of COUNTER_WINDOWS_MS) {
      const taps = Array.from({ length: w / 1000 + 5 }, (_, i) => 5_000 + i * 1000);
      expect(tapAll(taps, w)).toMatchObject({ phase: "result", count: w / 1000, perMinute: 60 });
    }
  });

  it("a respiratory rate of 8 (opioid depression) reads 8, and 16 reads 16", () => {
    // 8 breaths a minute: one every 7.5 s; 2 in 15 s × 4 = 8, 8 in 60 s.
    expect(tapAll([0, 7_500, 15_000])).toMatchObject({ count: 2, perMinute: 8 });
    expect(
      tapAll(
        Array.from({ length: 8 }, (_, i) => i * 7_500),
        60_000,
      ),
    ).toMatchObject({ count: 8, perMinute: 8 });
    // 16 a minute: one every 3.75 s; 4 in 15 s × 4, 8 in 30 s × 2.
    expect(tapAll([0, 3_750, 7_500, 11_250])).toMatchObject({ perMinute: 16 });
    expect(
      tapAll(
        Array.from({ length: 8 }, (_, i) => i * 3_750),
        30_000,
      ),
    ).toMatchObject({ perMinute: 16 });
  });

  it("first tap starts the window at count 1 with a countdown from 15; a tap on the result resets after a moment", () => {
    let s: CounterState = tap(IDLE_COUNTER, 1000);
    expect(s).toEqual({ phase: "counting", startedAt: 1000, count: 1, windowMs: 15_000 });
    expect(secondsLeft(s, 1000)).toBe(15);
    expect(secondsLeft(s, 1001)).toBe(15);
    expect(secondsLeft(s, 15_999)).toBe(1);
    for (let i = 1; i < 18; i++) s = tap(s, 1000 + i * 500);
    expect(settle(s, 15_999).phase).toBe("counting");
    const done = settle(s, 16_000);
    expect(done).toEqual({ phase: "result", count: 18, perMinute: 72, windowMs: 15_000, endedAt: 16_000 });
    expect(tap(done, 16_000 + RESULT_HOLD_MS)).toEqual(IDLE_COUNTER);
  });

  it("never shows one second more than the window, even from a clock read just before the first tap", () => {
    for (const w of COUNTER_WINDOWS_MS) {
      const s = tap(IDLE_COUNTER, 10_000, w);
      expect(secondsLeft(s, 9_800)).toBe(w / 1000);
      expect(secondsLeft(s, 10_000)).toBe(w / 1000);
    }
  });

  it("the next beat tapped just after the result appears does not wipe it", () => {
    const s = tapAll([0, 1000, 2000, 3000]);
    expect(s.phase).toBe("result");
    // The window ended at 15 s: a tap at 15.0 s and one at 16.4 s are ignored.
    expect(tap(s, 15_000)).toBe(s);
    expect(tap(s, 15_000 + RESULT_HOLD_MS - 1)).toBe(s);
    expect(isHoldingResult(s, 15_000 + RESULT_HOLD_MS - 1)).toBe(true);
    expect(isHoldingResult(s, 15_000 + RESULT_HOLD_MS)).toBe(false);
    expect(tap(s, 15_000 + RESULT_HOLD_MS)).toEqual(IDLE_COUNTER);
    // A tap still counting when the window ran out shows the result and does not count.
    const counting = tap(tap(IDLE_COUNTER, 0), 500);
    expect(tap(counting, 15_000)).toMatchObject({ phase: "result", count: 2, perMinute: 8 });
  });

  it("a tab in the background still ends on time: the state is read from the clock, a late tap does not count", () => {
    const s = tap(tap(IDLE_COUNTER, 0, 30_000), 500);
    expect(tap(s, 90_000)).toMatchObject({ phase: "result", count: 2, perMinute: 4, endedAt: 30_000 });
    expect(msUntilSettled(s, 20_000)).toBe(10_000);
    expect(msUntilSettled(settle(s, 30_000), 30_500)).toBe(1000);
    expect(msUntilSettled(settle(s, 30_000), 32_000)).toBeNull();
  });

  it("property: n taps evenly spaced at interval t read 60000 / t to within one count of the window (exact when t divides it)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTER_WINDOWS_MS),
        // 20 to 200 per minute: the intervals a pulse or a breath can have.
        fc.integer({ min: 300, max: 3_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (w, t, start) => {
          const taps = Array.from({ length: Math.ceil(w / t) + 3 }, (_, i) => start + i * t);
          const s = tapAll(taps, w);
          if (s.phase !== "result") throw new Error("the window did not end");
          const truth = 60_000 / t;
          expect(s.perMinute).toBeGreaterThanOrEqual(truth - 1e-9);
          expect(s.perMinute - truth).toBeLessThan(multiplierOf(w));
          if (w % t === 0) expect(s.perMinute).toBe(truth);
        },
      ),
    );
  });

  it("property: the result is always the taps in the window × the window's multiplier", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTER_WINDOWS_MS), fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 200 }), (w, offsets) => {
        const times = [...offsets].sort((a, b) => a - b);
        let s: CounterState = IDLE_COUNTER;
        for (const t of times) {
          if (settle(s, t).phase === "result") break;
          s = tap(s, t, w);
        }
        const start = times[0]!;
        const inWindow = times.filter((t) => t - start < w).length;
        expect(settle(s, start + w)).toEqual({ phase: "result", count: inWindow, windowMs: w, perMinute: (inWindow * 60_000) / w, endedAt: start + w });
        for (let at = start; at < start + w; at += 250) {
          const left = secondsLeft(s, at);
          expect(left).toBeGreaterThanOrEqual(1);
          expect(left).toBeLessThanOrEqual(w / 1000);
        }
      }),
    );
  });
});
