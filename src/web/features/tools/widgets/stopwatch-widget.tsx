import { elapsedMs, formatStopwatch, pauseStopwatch, startStopwatch, STOPWATCH_LABEL, STOPWATCH_STOPPED, type StopwatchState } from "@core/tools/timer";
import { Button } from "@web/components/ui/button";
import { WidgetCard } from "@web/components/widget-card";
import { useNow } from "../hooks/use-now";
import { useStoredState } from "../hooks/use-stored-state";

const isStopwatchState = (v: unknown): v is StopwatchState =>
  typeof v === "object" && v !== null && ["stopped", "running", "paused"].includes((v as { phase?: string }).phase ?? "");

/** Stopwatch (docs/product/bedside-tools.md, Timer and Stopwatch): Running / Paused / Stopped, reset to 0; from its start time, so right after the background. */
export function StopwatchWidget() {
  const [state, setState] = useStoredState<StopwatchState>("stopwatch", STOPWATCH_STOPPED, isStopwatchState);
  const now = useNow(state.phase === "running", 50);
  return (
    <WidgetCard title="Stopwatch" id="stopwatch">
      <p className="text-center text-3xl font-bold tabular-nums @[15rem]:text-5xl" data-testid="stopwatch-display">
        {formatStopwatch(elapsedMs(state, state.phase === "running" ? Math.max(now, state.startedAt) : now))}
      </p>
      <p className="mb-3 min-h-6 text-center text-sm font-medium text-slate-700" role="status" data-testid="stopwatch-status">
        {STOPWATCH_LABEL[state.phase]}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {state.phase === "stopped" && (
          <Button size="lg" className="col-span-2" onClick={() => setState(startStopwatch(state, Date.now()))}>
            Start
          </Button>
        )}
        {state.phase === "running" && (
          <Button size="lg" variant="secondary" onClick={() => setState(pauseStopwatch(state, Date.now()))}>
            Pause
          </Button>
        )}
        {state.phase === "paused" && (
          <Button size="lg" onClick={() => setState(startStopwatch(state, Date.now()))}>
            Resume
          </Button>
        )}
        {state.phase !== "stopped" && (
          <Button size="lg" variant="outline" onClick={() => setState(STOPWATCH_STOPPED)}>
            Reset
          </Button>
        )}
      </div>
    </WidgetCard>
  );
}
