import { useCallback, useEffect, useRef, useState } from "react";
import {
  airwayBreaths,
  beatTime,
  changeTempo,
  crossedCycleMark,
  dueBeats,
  LOOK_AHEAD_SECONDS,
  restartAt,
  SCHEDULER_TICK_MS,
  startSchedule,
  type AirwayMode,
  type BeatSchedule,
} from "@core/tools/metronome";
import { cancelBeeps, scheduleDue } from "../audio/beeps";
import { audioContext, breathCue, playbackAudioSession, rhythmCheckCue, vibrate } from "./feedback";
import { useWakeLock } from "./use-wake-lock";

/** A hidden tab's timers wake about once a second: schedule further ahead so no beat is missed. */
const HIDDEN_LOOK_AHEAD_SECONDS = 1.5;

/** "on": beeps play. "blocked": the browser holds the sound back (no tap yet, a call, a setting). "unavailable": no Web Audio at all. */
export type MetronomeSound = "on" | "blocked" | "unavailable";

export interface Metronome {
  running: boolean;
  start: () => void;
  stop: () => void;
  /** Beats played so far since Start (the metronome's beats, not compressions she was seen to give). */
  compressions: number;
  /** Since Start, from performance.now(). */
  elapsedMs: number;
  /** Whether she can hear it; null before the first Start. */
  sound: MetronomeSound | null;
}

type Clock = "audio" | "page";

/**
 * The CPR metronome's engine: a look-ahead scheduler (beats put on the clock up to
 * 0.2 s ahead by a 25 ms timer). The beats run on the Web Audio clock while sound
 * plays and on the page's clock when it cannot (no Web Audio, or the browser holds
 * it back): counted, buzzed and shown either way, so the beat never stops silently.
 * Every 2 minutes a distinct cue; with an advanced airway a breath cue every 6 s.
 * Stop silences the beeps already scheduled. The screen is kept awake while it runs.
 */
export function useMetronome(bpm: number, airway: AirwayMode = "30:2"): Metronome {
  const [running, setRunning] = useState(false);
  const [compressions, setCompressions] = useState(0);
  const [elapsedMs, setElapsed] = useState(0);
  const [sound, setSound] = useState<MetronomeSound | null>(null);
  const scheduleRef = useRef<BeatSchedule | null>(null);
  /** Beat times not yet played, on the clock in use. */
  const beatsRef = useRef<number[]>([]);
  /** Beeps on the audio clock, and buzzes waiting for their beat: cancelled by Stop. */
  const beepsRef = useRef<{ osc: OscillatorNode; time: number }[]>([]);
  const buzzesRef = useRef<number[]>([]);
  const timerRef = useRef<number | undefined>(undefined);
  const stopRef = useRef<() => void>(() => undefined);
  const bpmRef = useRef(bpm);
  const airwayRef = useRef(airway);
  useWakeLock(running);

  const stop = useCallback(() => stopRef.current(), []);

  const start = useCallback(() => {
    stopRef.current();
    playbackAudioSession();
    const ctx = audioContext();
    const pageNow = () => performance.now() / 1000;
    const audible = () => ctx?.state === "running";
    let clock: Clock = audible() ? "audio" : "page";
    const now = () => (clock === "audio" ? ctx!.currentTime : pageNow());
    const startedAt = performance.now();
    let lastElapsed = 0;
    beatsRef.current = [];
    beepsRef.current = [];
    setCompressions(0);
    setElapsed(0);
    setSound(ctx ? (clock === "audio" ? "on" : "blocked") : "unavailable");
    scheduleRef.current = startSchedule(now() + 0.05, bpmRef.current);

    const tick = () => {
      let s = scheduleRef.current;
      if (!s) return;
      // The sound came (her tap resumed it) or went (a call, the tab muted): the beat moves to the other clock, in step.
      const wanted: Clock = audible() ? "audio" : "page";
      if (wanted !== clock) {
        const before = now();
        clock = wanted;
        const shift = now() - before;
        beatsRef.current = beatsRef.current.map((t) => t + shift);
        s = restartAt(s, Math.max(now() + 0.05, beatTime(s, s.nextIndex) + shift));
        // Beeps put on a clock that stalled would sound late, all at once, when it starts again.
        if (ctx) cancelBeeps(ctx, beepsRef.current);
        beepsRef.current = [];
        setSound(clock === "audio" ? "on" : "blocked");
      }
      const t = now();
      const until = t + (document.hidden ? HIDDEN_LOOK_AHEAD_SECONDS : LOOK_AHEAD_SECONDS);
      const onBeat = (time: number) => {
        beatsRef.current.push(time);
        const id = window.setTimeout(
          () => {
            vibrate(30);
            buzzesRef.current = buzzesRef.current.filter((other) => other !== id);
          },
          Math.max(0, (time - t) * 1000),
        );
        buzzesRef.current.push(id);
      };
      if (clock === "audio") {
        s = scheduleDue(ctx!, s, until, (time, osc) => {
          beepsRef.current.push({ osc, time });
          onBeat(time);
        });
        // Beeps that have sounded are let go, so the list stays short.
        beepsRef.current = beepsRef.current.filter((b) => b.time > t - 1);
      } else {
        const due = dueBeats(s, until);
        due.beats.forEach((b) => onBeat(b.time));
        s = due.schedule;
      }
      scheduleRef.current = s;
      // Beats whose time has come are counted and dropped.
      const pending = beatsRef.current;
      let played = 0;
      while (played < pending.length && pending[played]! <= t) played++;
      if (played) {
        pending.splice(0, played);
        setCompressions((c) => c + played);
      }
      const elapsed = performance.now() - startedAt;
      if (crossedCycleMark(lastElapsed, elapsed)) rhythmCheckCue();
      if (airwayRef.current === "advanced" && airwayBreaths(elapsed).breaths > airwayBreaths(lastElapsed).breaths) breathCue();
      lastElapsed = elapsed;
      // Whole seconds: the screen re-renders once a second for the time, and on each beat for the count.
      setElapsed(Math.floor(elapsed / 1000) * 1000);
    };

    stopRef.current = () => {
      window.clearInterval(timerRef.current);
      timerRef.current = undefined;
      scheduleRef.current = null;
      if (ctx) cancelBeeps(ctx, beepsRef.current);
      beepsRef.current = [];
      buzzesRef.current.forEach((id) => window.clearTimeout(id));
      buzzesRef.current = [];
      beatsRef.current = [];
      setRunning(false);
    };

    tick();
    timerRef.current = window.setInterval(tick, SCHEDULER_TICK_MS);
    setRunning(true);
  }, []);

  useEffect(() => {
    airwayRef.current = airway;
  }, [airway]);

  useEffect(() => {
    bpmRef.current = bpm;
    if (scheduleRef.current) scheduleRef.current = changeTempo(scheduleRef.current, bpm);
  }, [bpm]);

  useEffect(() => () => stopRef.current(), []);

  return { running, start, stop, compressions, elapsedMs, sound };
}
