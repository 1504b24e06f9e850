import { BellRing } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { timerLabel } from "@core/timer-push";
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
import { useTimerPush, type TimerPushStatus } from "../hooks/use-timer-push";

/** Narrow side padding: "00" must fit beside the arrow in a phone's half-width widget (it showed "0C"). */
const PART_SELECT = "mt-1 pr-8 pl-2.5 tabular-nums";
const PARTS = Array.from({ length: TIMER_MAX_PART + 1 }, (_, i) => i);
const isTimerState = (v: unknown): v is TimerState =>
  typeof v === "object" && v !== null && ["setup", "running", "paused", "finished"].includes((v as { phase?: string }).phase ?? "");

/**
 * Timer (docs/product/bedside-tools.md, Timer and Stopwatch): minutes and seconds 0–59, Start disabled at
 * 00:00, Running / Paused / Finished, a sound and a vibration at 0. Computed
 * from its end time, so it is right after the tab was hidden or the phone locked; and
 * where she turned notifications on, it rings on the locked phone too (decision 046, "Timers").
 */
export function TimerWidget() {
  const [minutes, setMinutes] = useState(1);
  const [seconds, setSeconds] = useState(0);
  const [state, setState] = useStoredState<TimerState>("timer", TIMER_SETUP, isTimerState);
  const now = useNow(state.phase === "running", 250);
  const shown = timerAt(state, now);
  const alarmed = useRef(shown.phase === "finished");
  const push = useTimerPush(shown.phase);
  const { ringHere } = push;
  const finishedLabel = shown.phase === "finished" ? timerLabel(shown.durationMs) : "";

  useEffect(() => {
    if (finishedLabel && !alarmed.current) {
      alarmed.current = true;
      alarm();
      ringHere(finishedLabel);
    }
    if (!finishedLabel) alarmed.current = false;
  }, [finishedLabel, ringHere]);

  /** Started or resumed: counting here, and handed to the server for a locked phone. */
  const run = (next: TimerState) => {
    setState(next);
    if (next.phase === "running") void push.start(next.endsAt, timerLabel(next.durationMs));
  };

  const display = shown.phase === "setup" ? formatCountdown((minutes * 60 + seconds) * 1000) : formatCountdown(remainingMs(shown, now));

  return (
    <WidgetCard title="Timer" id="timer">
      <p className="text-center text-5xl font-bold tabular-nums" data-testid="timer-display" aria-live="off">
        {display}
      </p>
      <p className="mb-3 min-h-6 text-center text-sm font-medium text-slate-700" role="status" data-testid="timer-status">
        {TIMER_LABEL[shown.phase]}
      </p>
      {shown.phase === "running" && <LockedPhoneNote status={push.status} />}
      {shown.phase === "setup" && (
        <div className="mb-3 grid grid-cols-2 gap-2">
          <label className="text-sm font-medium text-slate-800">
            Minutes
            <NativeSelect value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} className={PART_SELECT}>
              {PARTS.map((p) => (
                <option key={p} value={p}>
                  {String(p).padStart(2, "0")}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="text-sm font-medium text-slate-800">
            Seconds
            <NativeSelect value={seconds} onChange={(e) => setSeconds(Number(e.target.value))} className={PART_SELECT}>
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
          <Button size="lg" className="col-span-2" disabled={!canStart(minutes, seconds)} onClick={() => run(startTimer(minutes, seconds, Date.now()))}>
            Start
          </Button>
        )}
        {shown.phase === "running" && (
          <Button size="lg" variant="secondary" onClick={() => setState(pauseTimer(state, Date.now()))}>
            Pause
          </Button>
        )}
        {shown.phase === "paused" && (
          <Button size="lg" onClick={() => run(resumeTimer(state, Date.now()))}>
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

const pushSupported = () => typeof window !== "undefined" && "PushManager" in window && "Notification" in window;

/** Whether she will hear it with the phone locked, and what to do when she will not. */
function LockedPhoneNote({ status }: { status: TimerPushStatus }) {
  const note = "-mt-2 mb-3 flex items-center justify-center gap-1.5 text-center text-xs text-slate-600";
  if (status.kind === "armed")
    return (
      <p className={note} data-testid="timer-push">
        <BellRing aria-hidden className="size-3.5 shrink-0 text-emerald-700" /> Rings even when locked
      </p>
    );
  if (status.kind === "failed")
    return (
      <p className={note} data-testid="timer-push">
        {status.message}
      </p>
    );
  if (status.kind === "off")
    return (
      <p className={note} data-testid="timer-push">
        {pushSupported() ? (
          <span>
            Won&apos;t ring when locked:{" "}
            <Link to="/account#notifications" className="font-medium text-blue-700 underline underline-offset-2">
              turn on notifications
            </Link>
          </span>
        ) : (
          "Keep the screen on to hear it."
        )}
      </p>
    );
  return null;
}
