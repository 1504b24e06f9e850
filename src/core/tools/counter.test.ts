import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTER_WINDOW_MS, IDLE_COUNTER, msUntilSettled, secondsLeft, settle, tap, type CounterState } from "./counter";

describe("heart rate / resp counter (spec 000 §2, §4, §9)", () => {
  it("first tap starts the 25 s window at count 1 with a countdown; the end shows count × 4; a tap resets", () => {
    let s: CounterState = tap(IDLE_COUNTER, 1000);
    expect(s).toEqual({ phase: "counting", startedAt: 1000, count: 1 });
    expect(secondsLeft(s, 1000)).toBe(25);
    expect(secondsLeft(s, 1001)).toBe(25);
    expect(secondsLeft(s, 25_999)).toBe(1);
    for (let i = 1; i < 18; i++) s = tap(s, 1000 + i * 1000);
    expect(settle(s, 1000 + COUNTER_WINDOW_MS - 1).phase).toBe("counting");
    const done = settle(s, 1000 + COUNTER_WINDOW_MS);
    expect(done).toEqual({ phase: "result", count: 18, perMinute: 72 });
    expect(tap(done, 30_000)).toEqual(IDLE_COUNTER);
  });

  it("a tab in the background still ends at 25 s: the state is read from the clock, a late tap does not count", () => {
    const s = tap(tap(IDLE_COUNTER, 0), 500);
    const late = tap(s, 90_000);
    expect(late).toEqual({ phase: "result", count: 2, perMinute: 8 });
    expect(msUntilSettled(s, 20_000)).toBe(5000);
  });

  it("property: the result is always taps in the window × 4", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 120 }), (offsets) => {
        const times = [...offsets].sort((a, b) => a - b);
        let s: CounterState = IDLE_COUNTER;
        for (const t of times) {
          if (settle(s, t).phase === "result") break;
          s = tap(s, t);
        }
        const start = times[0]!;
        const inWindow = times.filter((t) => t - start < COUNTER_WINDOW_MS).length;
        expect(settle(s, start + COUNTER_WINDOW_MS)).toEqual({ phase: "result", count: inWindow, perMinute: inWindow * 4 });
      }),
    );
  });
});
