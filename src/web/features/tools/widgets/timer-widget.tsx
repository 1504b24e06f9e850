import { useEffect, useRef, useState } from "react";
import {
  canStart,
  formatCountdown,
  pauseTimer,
  remainingMs,
  resumeTimer,
  startTimer,
  TIMER_LABEL,
  TIMER_MAX_PART,
  TIMER_SETUP,
  timerAt,
  type TimerState,
} from "@core/tools/timer";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { WidgetCard } from "@web/components/widget-card";
import { alarm } from "../hooks/feedback";
import { useNow } from "../hooks/use-now";
import { useStoredState } from "../hooks/use-stored-state";

const PARTS = Array.from({ length: TIMER_MAX_PART + 1 }, (_, i) => i);
const isTimerState = (v: unknown): v is TimerState =>
  typeof v === "object" && v !== null && ["setup", "running", "paused", "finished"].includes((v as { phase?: string }).phase ?? "");

/**
 * Timer (spec 000 §2, §4, §5): minutes and seconds 0–59, Start disabled at
 * 00:00, Running / Paused / Finished, a sound and a vibration at 0. Computed
 * from its end time, so it is right after the tab was hidden or the phone locked.
 */
export function TimerWidget() {
  const [minutes, setMinutes] = useState(1);
  const [seconds, setSeconds] = useState(0);
  const [state, setState] = useStoredState<TimerState>("timer", TIMER_SETUP, isTimerState);
  const now = useNow(state.phase === "running", 250);
  const shown = timerAt(state, now);
  const alarmed = useRef(shown.phase === "finished");

  useEffect(() => {
    if (shown.phase === "finished" && !alarmed.current) {
      alarmed.current = true;
      alarm();
    }
    if (shown.phase !== "finished") alarmed.current = false;
  }, [shown.phase]);

  const display = shown.phase === "setup" ? formatCountdown((minutes * 60 + seconds) * 1000) : formatCountdown(remainingMs(shown, now));

  return (
    <WidgetCard title="Timer" id="timer">
      <p className="text-center text-5xl font-bold tabular-nums" data-testid="timer-display" aria-live="off">
        {display}
      </p>
      <p className="mb-3 min-h-6 text-center text-sm font-medium text-slate-700" role="status" data-testid="timer-status">
        {TIMER_LABEL[shown.phase]}
      </p>
      {shown.phase === "setup" && (
        <div className="mb-3 grid grid-cols-2 gap-2">
          <label className="text-sm font-medium text-slate-800">
            Minutes
            <NativeSelect value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} className="mt-1">
              {PARTS.map((p) => (
                <option key={p} value={p}>
                  {String(p).padStart(2, "0")}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="text-sm font-medium text-slate-800">
            Seconds
            <NativeSelect value={seconds} onChange={(e) => setSeconds(Number(e.target.value))} className="mt-1">
              {PARTS.map((p) => (
                <option key={p} value={p}>
                  {String(p).padStart(2, "0")}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
      )}
      <div className="grid grid-cols-2 gap-2">
        {shown.phase === "setup" && (
          <Button size="lg" className="col-span-2" disabled={!canStart(minutes, seconds)} onClick={() => setState(startTimer(minutes, seconds, Date.now()))}>
            Start
          </Button>
        )}
        {shown.phase === "running" && (
          <Button size="lg" variant="secondary" onClick={() => setState(pauseTimer(state, Date.now()))}>
            Pause
          </Button>
        )}
        {shown.phase === "paused" && (
          <Button size="lg" onClick={() => setState(resumeTimer(state, Date.now()))}>
            Resume
          </Button>
        )}
        {shown.phase !== "setup" && (
          <Button size="lg" variant="outline" className={shown.phase === "finished" ? "col-span-2" : ""} onClick={() => setState(TIMER_SETUP)}>
            Reset
          </Button>
        )}
      </div>
    </WidgetCard>
  );
}
