/**
 * CPR metronome (spec 000 §4, §9): 90–120 bpm, step 1, default 100; a square
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
