import { useState } from "react";
import { IDLE_COUNTER, secondsLeft, settle, tap, type CounterState } from "@core/tools/counter";
import { WidgetCard } from "@web/components/widget-card";
import { vibrate } from "../hooks/feedback";
import { useNow } from "../hooks/use-now";

const KINDS = {
  heart: { id: "rate-counter", title: "Heart Rate Counter", label: "Heartbeats", unit: "BPM" },
  resp: { id: "tap-tester", title: "Resp Counter", label: "Respirations", unit: "RPM" },
} as const;

/**
 * Heart Rate Counter and Resp Counter (spec 000 §2): the first tap starts a
 * 25-second window at 1; the result is count × 4; a tap on it resets. One big
 * button for a thumb, read from the clock so a hidden tab still ends at 25 s.
 */
export function RateCounterWidget({ kind }: { kind: keyof typeof KINDS }) {
  const k = KINDS[kind];
  const [state, setState] = useState<CounterState>(IDLE_COUNTER);
  const now = useNow(state.phase === "counting", 200);
  const shown = settle(state, now);

  const onTap = () => {
    const t = Date.now();
    // From what is on screen: a tap on a shown result resets it.
    const next = tap(settle(state, t), t);
    if (next.phase === "counting") vibrate(10);
    setState(next);
  };

  return (
    <WidgetCard title={k.title} id={k.id}>
      <button
        type="button"
        onClick={onTap}
        className="flex min-h-36 w-full flex-col items-center justify-center gap-1 rounded-xl bg-primary/10 p-4 text-slate-900 transition select-none active:bg-primary/20 touch-manipulation outline-none focus-visible:ring-2 focus-visible:ring-primary"
        aria-describedby={`${k.id}-status`}
      >
        {shown.phase === "idle" && (
          <>
            <span className="text-lg font-semibold">Tap to start</span>
            <span className="text-sm text-slate-600">Tap once per {kind === "heart" ? "beat" : "breath"} for 25 seconds</span>
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
              {shown.count} {k.label.toLowerCase()} in 25 s × 4 · Tap to reset
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

export const HeartRateCounterWidget = () => <RateCounterWidget kind="heart" />;
export const RespCounterWidget = () => <RateCounterWidget kind="resp" />;
