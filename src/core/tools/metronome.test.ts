import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { beatTime, changeTempo, clampBpm, cyclesDone, dueBeats, isUnderGuideline, startSchedule, type BeatSchedule } from "./metronome";

describe("CPR metronome scheduler (spec 000 §4, §9)", () => {
  it("range 90–120, default 100, under-guideline below 100 (AHA 2020 / ERC 2021: 100–120/min)", () => {
    expect(clampBpm(80)).toBe(90);
    expect(clampBpm(130)).toBe(120);
    expect(clampBpm(Number.NaN)).toBe(100);
    expect(isUnderGuideline(99)).toBe(true);
    expect(isUnderGuideline(100)).toBe(false);
  });

  it("at 100 bpm hands out beats 0.6 s apart, each once, whatever the tick rhythm", () => {
    let s = startSchedule(1, 100);
    const times: number[] = [];
    for (const until of [1.05, 1.2, 2.9, 2.9, 3.5, 10]) {
      const r = dueBeats(s, until);
      times.push(...r.beats.map((b) => b.time));
      s = r.schedule;
    }
    expect(times.length).toBe(15); // beats at 1, 1.6 … 9.4 (< 10)
    times.forEach((t, i) => expect(t).toBeCloseTo(1 + i * 0.6, 12));
  });

  it("property: two minutes of beats from random late ticks are each within 1 ms of n × 60 / bpm (no drift)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 90, max: 120 }),
        fc.array(fc.double({ min: 0.001, max: 0.3, noNaN: true }), { minLength: 50, maxLength: 400 }),
        (bpm, gaps) => {
          let s: BeatSchedule = startSchedule(0.5, bpm);
          let now = 0.5;
          const times: number[] = [];
          while (now < 120.5) {
            const r = dueBeats(s, now + 0.2);
            times.push(...r.beats.map((b) => b.time));
            s = r.schedule;
            now += gaps[times.length % gaps.length]!;
          }
          times.forEach((t, n) => expect(Math.abs(t - (0.5 + (n * 60) / bpm))).toBeLessThan(0.001));
          expect(times.length).toBeGreaterThanOrEqual(Math.floor((120 * bpm) / 60));
        },
      ),
    );
  });

  it("a tempo change keeps beats already scheduled and spaces the rest at the new tempo", () => {
    let s = startSchedule(0, 100);
    s = dueBeats(s, 1.3).schedule; // beats at 0, 0.6, 1.2
    s = changeTempo(s, 120);
    expect(beatTime(s, s.nextIndex)).toBeCloseTo(1.8, 12);
    const r = dueBeats(s, 3);
    expect(r.beats).toHaveLength(3);
    r.beats.forEach((b, i) => expect(b.time).toBeCloseTo(1.8 + i * 0.5, 12));
  });

  it("2-minute marks", () => {
    expect(cyclesDone(119_999)).toBe(0);
    expect(cyclesDone(120_000)).toBe(1);
    expect(cyclesDone(360_500)).toBe(3);
  });
});
