/**
 * CPR metronome (docs/product/bedside-tools.md): 90–120 bpm, step 1, default 100; a square
 * 880 Hz beep of 50 ms. Beats are scheduled ahead on the audio clock by a
 * look-ahead scheduler: beat i of a tempo segment is at anchor + i × 60 / bpm,
 * computed from its index (never by adding intervals), so it does not drift
 * however late the main thread wakes up.
 */
export const METRONOME_MIN_BPM = 90;
export const METRONOME_MAX_BPM = 120;
export const METRONOME_STEP = 1;
export const METRONOME_DEFAULT_BPM = 100;
/** AHA 2020 and ERC 2021 guidelines: 100–120 compressions per minute. */
export const GUIDELINE_MIN_BPM = 100;
export const GUIDELINE_MAX_BPM = 120;
export const BEEP_HZ = 880;
export const BEEP_SECONDS = 0.05;
export const BEEP_WAVE = "square" as const;
/** How far ahead beats are put on the audio clock, and how often the scheduler wakes. */
export const LOOK_AHEAD_SECONDS = 0.2;
export const SCHEDULER_TICK_MS = 25;
/** The usual rhythm-check and compressor-swap interval. */
export const CYCLE_MS = 120_000;

export const clampBpm = (bpm: number): number =>
  Number.isFinite(bpm) ? Math.min(METRONOME_MAX_BPM, Math.max(METRONOME_MIN_BPM, Math.round(bpm))) : METRONOME_DEFAULT_BPM;

export const isUnderGuideline = (bpm: number): boolean => bpm < GUIDELINE_MIN_BPM;

export interface BeatSchedule {
  bpm: number;
  /** Time (s, audio clock) of beat `anchorIndex`. */
  anchorTime: number;
  anchorIndex: number;
  /** The next beat not yet handed out. */
  nextIndex: number;
}

export function startSchedule(startTime: number, bpm: number): BeatSchedule {
  return { bpm: clampBpm(bpm), anchorTime: startTime, anchorIndex: 0, nextIndex: 0 };
}

export const beatTime = (s: BeatSchedule, index: number): number => s.anchorTime + ((index - s.anchorIndex) * 60) / s.bpm;

/** The beats to put on the audio clock now: every one before `until` (= currentTime + look-ahead) not yet handed out. */
export function dueBeats(s: BeatSchedule, until: number): { beats: { index: number; time: number }[]; schedule: BeatSchedule } {
  const beats: { index: number; time: number }[] = [];
  let i = s.nextIndex;
  for (let t = beatTime(s, i); t < until; t = beatTime(s, ++i)) beats.push({ index: i, time: t });
  return { beats, schedule: { ...s, nextIndex: i } };
}

/** A new tempo from the next beat not yet scheduled on: beats already on the audio clock keep their time. */
export function changeTempo(s: BeatSchedule, bpm: number): BeatSchedule {
  const next = clampBpm(bpm);
  if (next === s.bpm) return s;
  return { bpm: next, anchorTime: beatTime(s, s.nextIndex), anchorIndex: s.nextIndex, nextIndex: s.nextIndex };
}

/** Completed 2-minute cycles after `elapsedMs`. */
export const cyclesDone = (elapsedMs: number): number => Math.floor(Math.max(0, elapsedMs) / CYCLE_MS);

/** "1:05" */
export function formatElapsed(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Beats already handed out keep their times; the next one not yet handed out is at `time` (another clock, or a clock that stalled). */
export const restartAt = (s: BeatSchedule, time: number): BeatSchedule => ({ ...s, anchorTime: time, anchorIndex: s.nextIndex });

/** A 2-minute mark (rhythm check, swap compressors) passed between two readings of the elapsed time. */
export const crossedCycleMark = (beforeMs: number, afterMs: number): boolean => cyclesDone(afterMs) > cyclesDone(beforeMs);

// ---- CPR aids ---------------------------------------------------------------------
// AHA 2020 and 2025 guidelines for adult CPR: without an advanced airway, 30 compressions then 2 breaths; with one,
// continuous compressions and 1 breath every 6 s (10 a minute); epinephrine 1 mg every 3–5 minutes; rhythm check every 2 minutes.

export const COMPRESSIONS_PER_CYCLE = 30;
export const BREATHS_PER_CYCLE = 2;
export const AIRWAY_BREATH_MS = 6_000;
/** How long a breath cue stays up. */
export const BREATH_CUE_MS = 1_000;
export const EPINEPHRINE_MIN_MS = 180_000;
export const EPINEPHRINE_MAX_MS = 300_000;

export const AIRWAY_MODES = ["30:2", "advanced"] as const;
export type AirwayMode = (typeof AIRWAY_MODES)[number];

/**
 * 30:2 without an advanced airway: after `beats` beats, the compression she is on in
 * this cycle (1–30) and whether the 2 breaths are due (on the 30th beat, until the next).
 */
export function thirtyTwo(beats: number): { inCycle: number; breathsDue: boolean } {
  if (beats <= 0) return { inCycle: 0, breathsDue: false };
  return { inCycle: ((beats - 1) % COMPRESSIONS_PER_CYCLE) + 1, breathsDue: beats % COMPRESSIONS_PER_CYCLE === 0 };
}

/** With an advanced airway: breaths due so far (one every 6 s from the start), whether one is due now, and when the next is. */
export function airwayBreaths(elapsedMs: number): { breaths: number; breathNow: boolean; nextInMs: number } {
  const t = Math.max(0, elapsedMs);
  const breaths = Math.floor(t / AIRWAY_BREATH_MS);
  return { breaths, breathNow: breaths > 0 && t % AIRWAY_BREATH_MS < BREATH_CUE_MS, nextInMs: AIRWAY_BREATH_MS - (t % AIRWAY_BREATH_MS) };
}

export type EpinephrineStatus =
  | { phase: "none" }
  /** Less than 3 minutes since the last dose: the next is due in `dueInMs`. */
  | { phase: "wait"; doses: number; sinceMs: number; dueInMs: number }
  /** 3 to 5 minutes since the last dose: give the next one (the window closes in `closesInMs`). */
  | { phase: "due"; doses: number; sinceMs: number; closesInMs: number }
  /** More than 5 minutes since the last dose. */
  | { phase: "late"; doses: number; sinceMs: number; lateByMs: number };

/** Where she is in the 3–5 minute epinephrine interval, from the times doses were given. */
export function epinephrineStatus(givenAt: readonly number[], now: number): EpinephrineStatus {
  if (givenAt.length === 0) return { phase: "none" };
  const sinceMs = Math.max(0, now - Math.max(...givenAt));
  const doses = givenAt.length;
  if (sinceMs < EPINEPHRINE_MIN_MS) return { phase: "wait", doses, sinceMs, dueInMs: EPINEPHRINE_MIN_MS - sinceMs };
  if (sinceMs <= EPINEPHRINE_MAX_MS) return { phase: "due", doses, sinceMs, closesInMs: EPINEPHRINE_MAX_MS - sinceMs };
  return { phase: "late", doses, sinceMs, lateByMs: sinceMs - EPINEPHRINE_MAX_MS };
}
