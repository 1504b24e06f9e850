import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  TIMER_PUSH_GRACE_MS,
  TIMER_PUSH_MAX_AHEAD_MS,
  TIMER_PUSH_STALE_MS,
  timerEndProblem,
  timerLabel,
  timerMessage,
  timerPushesDueBy,
  timerPushIsStale,
} from "./timer-push";

const NOW = new Date("2026-11-27T14:00:00Z");
const plus = (ms: number) => new Date(NOW.getTime() + ms);

describe("a timer's end", () => {
  it("must be after now and at most a day ahead, with a plain message otherwise", () => {
    expect(timerEndProblem(plus(1), NOW)).toBeUndefined();
    expect(timerEndProblem(plus(TIMER_PUSH_MAX_AHEAD_MS), NOW)).toBeUndefined();
    expect(timerEndProblem(NOW, NOW)).toBe("This timer has already ended");
    expect(timerEndProblem(plus(TIMER_PUSH_MAX_AHEAD_MS + 1), NOW)).toBe("A timer can end at most 24 hours from now");
    expect(timerEndProblem(new Date("nonsense"), NOW)).toBe("The timer's end must be a date and time like 2026-11-27T14:32:00Z");
  });

  it("is accepted exactly when it is in (now, now + 24 h]", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * TIMER_PUSH_MAX_AHEAD_MS, max: 2 * TIMER_PUSH_MAX_AHEAD_MS }), (offset) => {
        expect(timerEndProblem(plus(offset), NOW) === undefined).toBe(offset > 0 && offset <= TIMER_PUSH_MAX_AHEAD_MS);
      }),
    );
  });
});

describe("when its push goes", () => {
  it("never before the end plus the grace the page has to cancel it; dropped once stale", () => {
    fc.assert(
      fc.property(fc.integer({ min: -TIMER_PUSH_MAX_AHEAD_MS, max: TIMER_PUSH_MAX_AHEAD_MS }), (offset) => {
        const endsAt = plus(offset);
        const due = endsAt <= timerPushesDueBy(NOW);
        expect(due).toBe(NOW.getTime() - endsAt.getTime() >= TIMER_PUSH_GRACE_MS);
        if (timerPushIsStale(endsAt, NOW)) expect(due).toBe(true);
      }),
    );
    expect(timerPushIsStale(plus(-TIMER_PUSH_STALE_MS), NOW)).toBe(false);
    expect(timerPushIsStale(plus(-TIMER_PUSH_STALE_MS - 1), NOW)).toBe(true);
  });
});

describe("what it says", () => {
  it("names the timer by its length, as she set it", () => {
    expect([5 * 60_000, 45_000, 90_000, 59 * 60_000 + 59_000, 400].map(timerLabel)).toEqual([
      "5-minute timer",
      "45-second timer",
      "1 min 30 s timer",
      "59 min 59 s timer",
      "1-second timer",
    ]);
    expect(timerMessage("5-minute timer", "abc")).toEqual({
      title: "Time's up: 5-minute timer",
      body: "The timer you started has finished.",
      url: "/tools/rate-estimator",
      tag: "timer-abc",
      alarm: true,
    });
  });

  it("every length the widget can set has a label of at most 60 characters (the API's limit)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3599 }), (seconds) => {
        expect(timerLabel(seconds * 1000).length).toBeLessThanOrEqual(60);
      }),
    );
  });
});
