import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AIRWAY_BREATH_MS,
  airwayBreaths,
  beatTime,
  BREATHS_PER_CYCLE,
  changeTempo,
  clampBpm,
  COMPRESSIONS_PER_CYCLE,
  crossedCycleMark,
  cyclesDone,
  dueBeats,
  epinephrineStatus,
  isUnderGuideline,
  restartAt,
  startSchedule,
  thirtyTwo,
  type BeatSchedule,
} from "./metronome";

describe("CPR metronome scheduler", () => {
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

// Panchal AR et al. Part 3: Adult Basic and Advanced Life Support: 2020 AHA Guidelines for CPR and ECC. Circulation
// 2020;142(suppl 2):S366–S468 — compression-to-ventilation ratio 30:2 without an advanced airway; with one, 1 breath
// every 6 s (10 breaths a minute) during continuous compressions; epinephrine 1 mg every 3 to 5 minutes; rhythm check
// every 2 minutes. The 2025 AHA Guidelines for CPR and ECC (Circulation 2025, adult basic and advanced life support)
// keep these figures.
describe("CPR aids (AHA 2020 and 2025)", () => {
  it("30:2: compressions 1–30 in a cycle; the 2 breaths are due on the 30th beat; the next cycle starts at 1", () => {
    expect(thirtyTwo(0)).toEqual({ inCycle: 0, breathsDue: false });
    expect(thirtyTwo(1)).toEqual({ inCycle: 1, breathsDue: false });
    expect(thirtyTwo(29)).toEqual({ inCycle: 29, breathsDue: false });
    expect(thirtyTwo(30)).toEqual({ inCycle: 30, breathsDue: true });
    expect(thirtyTwo(31)).toEqual({ inCycle: 1, breathsDue: false });
    expect(thirtyTwo(60)).toEqual({ inCycle: 30, breathsDue: true });
    expect([COMPRESSIONS_PER_CYCLE, BREATHS_PER_CYCLE]).toEqual([30, 2]);
  });

  it("advanced airway: one breath every 6 s, 10 a minute, the cue up for a second", () => {
    expect(AIRWAY_BREATH_MS).toBe(6000);
    expect(airwayBreaths(5_999)).toEqual({ breaths: 0, breathNow: false, nextInMs: 1 });
    expect(airwayBreaths(6_000)).toEqual({ breaths: 1, breathNow: true, nextInMs: 6000 });
    expect(airwayBreaths(6_999).breathNow).toBe(true);
    expect(airwayBreaths(7_000).breathNow).toBe(false);
    expect(airwayBreaths(60_000).breaths).toBe(10);
    // 10 breaths in every minute of compressions.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_600_000 }), (ms) => {
        expect(airwayBreaths(ms).breaths).toBe(Math.floor((ms * 10) / 60_000));
      }),
    );
  });

  it("epinephrine every 3–5 minutes: wait, due, late, from the last dose", () => {
    expect(epinephrineStatus([], 0)).toEqual({ phase: "none" });
    expect(epinephrineStatus([0], 60_000)).toEqual({ phase: "wait", doses: 1, sinceMs: 60_000, dueInMs: 120_000 });
    expect(epinephrineStatus([0], 180_000)).toEqual({ phase: "due", doses: 1, sinceMs: 180_000, closesInMs: 120_000 });
    expect(epinephrineStatus([0], 300_000)).toMatchObject({ phase: "due", closesInMs: 0 });
    expect(epinephrineStatus([0], 301_000)).toEqual({ phase: "late", doses: 1, sinceMs: 301_000, lateByMs: 1000 });
    expect(epinephrineStatus([0, 200_000], 260_000)).toEqual({ phase: "wait", doses: 2, sinceMs: 60_000, dueInMs: 120_000 });
  });

  it("a 2-minute mark is crossed once per cycle; a schedule moved to another clock keeps its spacing", () => {
    expect(crossedCycleMark(119_000, 120_000)).toBe(true);
    expect(crossedCycleMark(120_000, 121_000)).toBe(false);
    expect(crossedCycleMark(0, 1_000)).toBe(false);
    let s = dueBeats(startSchedule(0, 100), 1.3).schedule; // beats at 0, 0.6, 1.2
    s = restartAt(s, 50);
    const r = dueBeats(s, 51.5);
    expect(r.beats.map((b) => b.index)).toEqual([3, 4, 5]);
    r.beats.forEach((b, i) => expect(b.time).toBeCloseTo(50 + i * 0.6, 12));
  });
});
