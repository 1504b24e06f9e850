import { useCallback, useEffect, useRef, useState } from "react";
import { changeTempo, LOOK_AHEAD_SECONDS, SCHEDULER_TICK_MS, startSchedule, type BeatSchedule } from "@core/tools/metronome";
import { scheduleDue } from "../audio/beeps";
import { audioContext, vibrate } from "./feedback";
import { useWakeLock } from "./use-wake-lock";

/** A hidden tab's timers wake about once a second: schedule further ahead so no beat is missed. */
const HIDDEN_LOOK_AHEAD_SECONDS = 1.5;

export interface Metronome {
  running: boolean;
  start: () => void;
  stop: () => void;
  /** Beats played so far (compressions). */
  compressions: number;
  /** Since Start, from performance.now(). */
  elapsedMs: number;
}

/**
 * The CPR metronome's engine: a look-ahead scheduler on the Web Audio clock
 * (beats put on the audio clock up to 0.2 s ahead by a 25 ms timer), a short
 * vibration per beat where supported, and the screen kept awake while it runs.
 */
export function useMetronome(bpm: number): Metronome {
  const [running, setRunning] = useState(false);
  const [compressions, setCompressions] = useState(0);
  const [elapsedMs, setElapsed] = useState(0);
  const scheduleRef = useRef<BeatSchedule | null>(null);
  const beatsRef = useRef<number[]>([]);
  const timerRef = useRef<number | undefined>(undefined);
  const startedRef = useRef(0);
  const bpmRef = useRef(bpm);
  useWakeLock(running);

  const stop = useCallback(() => {
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    scheduleRef.current = null;
    setRunning(false);
  }, []);

  const start = useCallback(() => {
    const ctx = audioContext();
    beatsRef.current = [];
    setCompressions(0);
    setElapsed(0);
    startedRef.current = performance.now();
    const clock = () => (ctx ? ctx.currentTime : performance.now() / 1000);
    scheduleRef.current = startSchedule(clock() + 0.05, bpmRef.current);
    const tick = () => {
      const s = scheduleRef.current;
      if (!s) return;
      const now = clock();
      const until = now + (document.hidden ? HIDDEN_LOOK_AHEAD_SECONDS : LOOK_AHEAD_SECONDS);
      scheduleRef.current = ctx
        ? scheduleDue(ctx, s, until, (t) => {
            beatsRef.current.push(t);
            window.setTimeout(() => vibrate(30), Math.max(0, (t - now) * 1000));
          })
        : s;
      // Beats whose time has come are counted and dropped, so the list stays short.
      const pending = beatsRef.current;
      let played = 0;
      while (played < pending.length && pending[played]! <= now) played++;
      if (played) {
        pending.splice(0, played);
        setCompressions((c) => c + played);
      }
      // Whole seconds: the screen re-renders once a second, not on every tick.
      setElapsed(Math.floor((performance.now() - startedRef.current) / 1000) * 1000);
    };
    tick();
    timerRef.current = window.setInterval(tick, SCHEDULER_TICK_MS);
    setRunning(true);
  }, []);

  useEffect(() => {
    bpmRef.current = bpm;
    if (scheduleRef.current) scheduleRef.current = changeTempo(scheduleRef.current, bpm);
  }, [bpm]);

  useEffect(() => () => window.clearInterval(timerRef.current), []);

  return { running, start, stop, compressions, elapsedMs };
}
