import { useId, useState, type ReactNode } from "react";
import {
  GUIDELINE_MAX_BPM,
  GUIDELINE_MIN_BPM,
  isUnderGuideline,
  METRONOME_DEFAULT_BPM,
  METRONOME_MAX_BPM,
  METRONOME_MIN_BPM,
  METRONOME_STEP,
} from "@core/tools/metronome";
import { Button } from "@web/components/ui/button";
import { WidgetCard } from "@web/components/widget-card";
import { cn } from "@web/lib/cn";
import { useMetronome, type Metronome } from "../hooks/use-metronome";

const span = METRONOME_MAX_BPM - METRONOME_MIN_BPM;
const pct = (bpm: number) => `${((bpm - METRONOME_MIN_BPM) / span) * 100}%`;

/** The bpm slider with the 100–120 guideline band marked on it, and the under-guideline message. */
export function BpmSlider({ bpm, onChange }: { bpm: number; onChange: (bpm: number) => void }) {
  const id = useId();
  return (
    <div>
      {/* In a narrow widget the number goes under the label, never against it ("Compressions100"). */}
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Compressions per minute
        </label>
        <output htmlFor={id} className="text-2xl font-bold tabular-nums" data-testid="metronome-bpm">
          {bpm}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={METRONOME_MIN_BPM}
        max={METRONOME_MAX_BPM}
        step={METRONOME_STEP}
        value={bpm}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-10 w-full accent-[var(--color-primary)]"
        aria-describedby={`${id}-band`}
      />
      <div className="relative h-2 rounded bg-slate-200" aria-hidden>
        <div className="absolute inset-y-0 rounded bg-emerald-500" style={{ left: pct(GUIDELINE_MIN_BPM), right: `calc(100% - ${pct(GUIDELINE_MAX_BPM)})` }} />
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden>
        <span>{METRONOME_MIN_BPM}</span>
        <span>{GUIDELINE_MIN_BPM}</span>
        <span>{METRONOME_MAX_BPM}</span>
      </div>
      <p
        id={`${id}-band`}
        className={isUnderGuideline(bpm) ? "mt-2 text-sm font-medium text-amber-800" : "mt-2 text-sm text-slate-600"}
        data-testid="metronome-guideline"
      >
        {isUnderGuideline(bpm)
          ? `${bpm} is under the guideline: AHA and ERC advise ${GUIDELINE_MIN_BPM}–${GUIDELINE_MAX_BPM} compressions per minute.`
          : `Within the ${GUIDELINE_MIN_BPM}–${GUIDELINE_MAX_BPM} per minute guideline (AHA, ERC).`}
      </p>
    </div>
  );
}

export function StartStopButton({ metronome }: { metronome: Metronome }) {
  return (
    <Button
      size="lg"
      className="h-16 w-full text-lg"
      variant={metronome.running ? "destructive" : "default"}
      onClick={metronome.running ? metronome.stop : metronome.start}
      aria-pressed={metronome.running}
    >
      {metronome.running ? "Stop" : "Start"}
    </Button>
  );
}

/**
 * The beat she can see: a block that flashes on every beat (restarted by the beat
 * count), large enough to follow from arm's length, whatever the sound does.
 */
export function BeatLight({ metronome, className, children }: { metronome: Metronome; className?: string; children?: ReactNode }) {
  return (
    <div
      key={metronome.compressions}
      data-testid="metronome-beat"
      data-beat={metronome.compressions}
      aria-hidden
      className={cn(
        "flex items-center justify-center rounded-2xl bg-primary/10 font-bold text-slate-900 tabular-nums",
        metronome.running && metronome.compressions > 0 && "nv-beat",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Said plainly when she cannot hear the metronome: it still beats on screen (and buzzes where the phone can). */
export function SoundNotice({ metronome }: { metronome: Metronome }) {
  // A suspended sound usually starts within a moment of her tap: say nothing for the first second.
  const show = metronome.running && (metronome.sound === "unavailable" || (metronome.sound === "blocked" && metronome.elapsedMs >= 1000));
  if (!show) return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900" data-testid="metronome-sound">
      {metronome.sound === "unavailable"
        ? "No sound: this browser cannot play the beat. Follow the flashing beat."
        : "No sound: the browser or phone is holding the sound back. Follow the flashing beat, and check the volume and silent mode."}
    </p>
  );
}

/** CPR Metronome widget (docs/product/bedside-tools.md, CPR Metronome): Start/Stop, the beat to see, and the bpm slider. */
export function MetronomeWidget() {
  const [bpm, setBpm] = useState(METRONOME_DEFAULT_BPM);
  const metronome = useMetronome(bpm);
  return (
    <WidgetCard title="CPR Metronome" id="metronome">
      <div className="flex flex-col gap-3">
        <StartStopButton metronome={metronome} />
        {metronome.running && <BeatLight metronome={metronome} className="h-14" />}
        <SoundNotice metronome={metronome} />
        <BpmSlider bpm={bpm} onChange={setBpm} />
      </div>
    </WidgetCard>
  );
}
