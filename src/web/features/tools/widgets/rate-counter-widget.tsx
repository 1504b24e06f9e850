import { useEffect, useId, useRef, useState } from "react";
import {
  COUNTER_WINDOWS_MS,
  DEFAULT_COUNTER_WINDOW_MS,
  IDLE_COUNTER,
  isCounterWindow,
  isHoldingResult,
  multiplierOf,
  secondsLeft,
  settle,
  tap,
  type CounterState,
  type CounterWindowMs,
} from "@core/tools/counter";
import { WidgetCard } from "@web/components/widget-card";
import { audioContext, vibrate, windowEnded } from "../hooks/feedback";
import { useNow } from "../hooks/use-now";
import { useStoredState } from "../hooks/use-stored-state";

const KINDS = {
  heart: { id: "rate-counter", title: "Heart Rate Counter", label: "Heartbeats", unit: "BPM", per: "beat" },
  resp: { id: "tap-tester", title: "Resp Counter", label: "Respirations", unit: "RPM", per: "breath" },
} as const;

/** "15 s × 4", "30 s × 2", "60 s". */
const windowLabel = (w: CounterWindowMs) => (multiplierOf(w) === 1 ? `${w / 1000} s` : `${w / 1000} s × ${multiplierOf(w)}`);
/** "15 seconds, × 4": the choice's name, read out. */
const windowName = (w: CounterWindowMs) => (multiplierOf(w) === 1 ? `${w / 1000} seconds` : `${w / 1000} seconds, × ${multiplierOf(w)}`);

/**
 * Heart Rate Counter and Resp Counter: the first tap starts a 15, 30 or 60
 * second window (her choice, kept on this device) at 1; the result is the rate
 * per minute (count × 4, × 2 or × 1). The window's end buzzes and sounds a short
 * tone; taps in the moment after the result appears are ignored, so the next
 * beat does not wipe it. One big button for a thumb, read from the clock so a
 * hidden tab still ends on time.
 */
export function RateCounterWidget({ kind }: { kind: keyof typeof KINDS }) {
  const k = KINDS[kind];
  const [windowMs, setWindowMs] = useStoredState<CounterWindowMs>(`${k.id}-window`, DEFAULT_COUNTER_WINDOW_MS, isCounterWindow);
  const [state, setState] = useState<CounterState>(IDLE_COUNTER);
  const now = useNow(state.phase !== "idle", 200);
  const shown = settle(state, now);
  const holding = isHoldingResult(shown, now);

  // The window's end, seen live: buzz and a short tone.
  const wasCounting = useRef(false);
  useEffect(() => {
    if (shown.phase === "result" && wasCounting.current) windowEnded();
    wasCounting.current = shown.phase === "counting";
  }, [shown.phase]);

  const onTap = () => {
    const t = Date.now();
    // From what is on screen: a tap on a shown result resets it (once the hold is over).
    const from = settle(state, t);
    const next = tap(from, t, windowMs);
    if (next === from) return;
    if (next.phase === "counting") {
      vibrate(10);
      // Made in her tap, so the end's tone is allowed to play.
      if (from.phase === "idle") audioContext();
    }
    setState(next);
  };

  return (
    <WidgetCard title={k.title} id={k.id}>
      <WindowChoice value={windowMs} onChange={setWindowMs} disabled={shown.phase === "counting"} />
      <button
        type="button"
        onClick={onTap}
        className="mt-3 flex min-h-36 w-full flex-col items-center justify-center gap-1 rounded-xl bg-primary/10 p-4 text-slate-900 transition select-none active:bg-primary/20 touch-manipulation outline-none focus-visible:ring-2 focus-visible:ring-primary"
        aria-describedby={`${k.id}-status`}
      >
        {shown.phase === "idle" && (
          <>
            <span className="text-lg font-semibold">Tap to start</span>
            <span className="text-sm text-slate-600">
              Tap once per {k.per} · {windowLabel(windowMs)}
            </span>
          </>
        )}
        {shown.phase === "counting" && (
          <>
            <span className="text-5xl font-bold tabular-nums" data-testid={`${k.id}-count`}>
              {shown.count}
            </span>
            <span className="text-sm text-slate-700">
              {k.label} · <span className="tabular-nums">{secondsLeft(shown, now)}</span>s left
            </span>
          </>
        )}
        {shown.phase === "result" && (
          <>
            <span className="text-5xl font-bold tabular-nums" data-testid={`${k.id}-result`}>
              {shown.perMinute} <span className="text-2xl font-semibold">{k.unit}</span>
            </span>
            <span className="text-sm text-slate-700">
              {shown.count} {k.label.toLowerCase()} in {windowLabel(shown.windowMs)}
              {holding ? "" : " · Tap to reset"}
            </span>
          </>
        )}
      </button>
      <p id={`${k.id}-status`} className="sr-only" aria-live="polite">
        {shown.phase === "result" ? `${shown.perMinute} ${k.unit}` : ""}
      </p>
    </WidgetCard>
  );
}

/** Count for 15 s (× 4), 30 s (× 2) or a full minute, as radio buttons. */
function WindowChoice({ value, onChange, disabled }: { value: CounterWindowMs; onChange: (w: CounterWindowMs) => void; disabled: boolean }) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="disabled:opacity-60">
      <legend className="sr-only">Count for</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {COUNTER_WINDOWS_MS.map((w) => (
          <label key={w} className="cursor-pointer">
            <input type="radio" name={name} checked={value === w} onChange={() => onChange(w)} aria-label={windowName(w)} className="peer sr-only" />
            {/* The seconds only: three choices fit a phone's half-width widget; the multiplier is under "Tap to start". */}
            <span className="flex h-9 items-center justify-center rounded-md text-sm font-medium whitespace-nowrap text-slate-700 peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-primary">
              {w / 1000} s
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const HeartRateCounterWidget = () => <RateCounterWidget kind="heart" />;
export const RespCounterWidget = () => <RateCounterWidget kind="resp" />;
