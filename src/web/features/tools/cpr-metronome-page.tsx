import { useId, useState } from "react";
import {
  AIRWAY_BREATH_MS,
  airwayBreaths,
  COMPRESSIONS_PER_CYCLE,
  cyclesDone,
  CYCLE_MS,
  epinephrineStatus,
  formatElapsed,
  METRONOME_DEFAULT_BPM,
  thirtyTwo,
  type AirwayMode,
} from "@core/tools/metronome";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { usePageMeta } from "@web/lib/page-meta";
import { useMetronome, type Metronome } from "./hooks/use-metronome";
import { useNow } from "./hooks/use-now";
import { BeatLight, BpmSlider, SoundNotice, StartStopButton } from "./widgets/metronome-widget";

const DESCRIPTION =
  "A steady beat for chest compressions at 100–120 per minute, to see and to hear, with the 30:2 or airway breaths, the 2-minute rhythm checks and an epinephrine timer.";

/**
 * /tools/cpr-metronome: the metronome with its visible beat, the breaths (30:2, or
 * one every 6 s with an advanced airway), compressions counted, elapsed time, the
 * 2-minute marks (rhythm check, swap compressors) and the 3–5 minute epinephrine
 * interval, as in the AHA adult cardiac arrest algorithm.
 */
export default function CprMetronomePage() {
  usePageMeta({ title: "CPR Metronome", description: DESCRIPTION });
  const [bpm, setBpm] = useState(METRONOME_DEFAULT_BPM);
  const [airway, setAirway] = useState<AirwayMode>("30:2");
  const metronome = useMetronome(bpm, airway);
  const cycles = cyclesDone(metronome.elapsedMs);
  const nextMark = (cycles + 1) * CYCLE_MS - metronome.elapsedMs;
  const started = metronome.running || metronome.elapsedMs > 0;
  const cycle = thirtyTwo(metronome.compressions);

  return (
    <div className="mx-auto max-w-xl p-4 sm:p-6">
      <PageHeader title="CPR Metronome" description={DESCRIPTION} />
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <StartStopButton metronome={metronome} />
        <SoundNotice metronome={metronome} />
        <BeatLight metronome={metronome} className="mx-auto size-36 rounded-full text-5xl sm:size-44">
          {airway === "30:2" && metronome.compressions > 0 ? cycle.inCycle : ""}
        </BeatLight>
        <BreathPrompt metronome={metronome} airway={airway} />
        <AirwayChoice value={airway} onChange={setAirway} />
        <div>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">Compressions</dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid="metronome-compressions">
                {metronome.compressions}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">Elapsed</dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid="metronome-elapsed">
                {formatElapsed(metronome.elapsedMs)}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">2-min cycles</dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid="metronome-cycles">
                {cycles}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-slate-600">Compressions counts the metronome&apos;s beats since Start, not the compressions given.</p>
        </div>
        <p
          role="status"
          className={
            cycles > 0 && nextMark > CYCLE_MS - 15_000
              ? "rounded-lg bg-amber-100 p-3 text-center font-semibold text-amber-900"
              : "text-center text-sm text-slate-600"
          }
        >
          {!started
            ? "Every 2 minutes: check the rhythm and swap compressors."
            : cycles > 0 && nextMark > CYCLE_MS - 15_000
              ? `${cycles * 2} minutes: check the rhythm and swap compressors.`
              : `Next rhythm check in ${formatElapsed(nextMark)}.`}
        </p>
        <EpinephrineTimer />
        <BpmSlider bpm={bpm} onChange={setBpm} />
        <p className="text-xs text-slate-500">
          The screen stays on while the metronome runs, where your browser allows it. Turn the sound up; the beat also flashes, and the phone buzzes where it
          can. Every 2 minutes a different chime and a long buzz mark the rhythm check.
        </p>
      </div>
    </div>
  );
}

/** The breaths now: 2 after every 30 compressions, or 1 every 6 s with an advanced airway. */
function BreathPrompt({ metronome, airway }: { metronome: Metronome; airway: AirwayMode }) {
  const cycle = thirtyTwo(metronome.compressions);
  const breaths = airwayBreaths(metronome.elapsedMs);
  const now = metronome.running && (airway === "30:2" ? cycle.breathsDue : breaths.breathNow);
  const text = !metronome.running
    ? airway === "30:2"
      ? `No advanced airway: ${COMPRESSIONS_PER_CYCLE} compressions, then 2 breaths.`
      : `Advanced airway: continuous compressions, 1 breath every ${AIRWAY_BREATH_MS / 1000} seconds.`
    : airway === "30:2"
      ? cycle.breathsDue
        ? "Give 2 breaths"
        : `Compression ${cycle.inCycle} of ${COMPRESSIONS_PER_CYCLE}, then 2 breaths`
      : breaths.breathNow
        ? "Give 1 breath"
        : `1 breath every ${AIRWAY_BREATH_MS / 1000} seconds: next in ${Math.ceil(breaths.nextInMs / 1000)} s`;
  return (
    <p
      aria-live="polite"
      data-testid="metronome-breaths"
      className={cn("rounded-lg p-3 text-center", now ? "bg-sky-100 text-2xl font-bold text-sky-950" : "bg-slate-50 text-base font-medium text-slate-800")}
    >
      {text}
    </p>
  );
}

function AirwayChoice({ value, onChange }: { value: AirwayMode; onChange: (mode: AirwayMode) => void }) {
  const name = useId();
  const options: [AirwayMode, string][] = [
    ["30:2", "No advanced airway (30:2)"],
    ["advanced", "Advanced airway (1 breath every 6 s)"],
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Breaths</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(([mode, label]) => (
          <label key={mode} className="cursor-pointer">
            <input type="radio" name={name} checked={value === mode} onChange={() => onChange(mode)} className="peer sr-only" />
            <span className="flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-700 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-primary/40">
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Epinephrine 1 mg every 3–5 minutes: she taps when a dose is given; the timer says when the next is due. */
function EpinephrineTimer() {
  const [givenAt, setGivenAt] = useState<number[]>([]);
  const now = useNow(givenAt.length > 0, 500);
  const status = epinephrineStatus(givenAt, now);
  const since = status.phase === "none" ? "" : `${status.doses} dose${status.doses === 1 ? "" : "s"} · last ${formatElapsed(status.sinceMs)} ago`;
  return (
    <section aria-labelledby="epi-title" className="rounded-lg border border-slate-200 p-3">
      <h2 id="epi-title" className="text-sm font-semibold text-slate-900">
        Epinephrine every 3–5 minutes
      </h2>
      <p
        role="status"
        data-testid="epinephrine-status"
        className={cn(
          "mt-2 rounded-md p-2 text-sm",
          status.phase === "due"
            ? "bg-amber-100 font-semibold text-amber-950"
            : status.phase === "late"
              ? "bg-red-100 font-semibold text-red-900"
              : "text-slate-700",
        )}
      >
        {status.phase === "none"
          ? "Tap when a dose is given."
          : status.phase === "wait"
            ? `${since}. Next due in ${formatElapsed(status.dueInMs)}.`
            : status.phase === "due"
              ? `${since}. Next dose due now (3–5 minutes).`
              : `${since}. Past 5 minutes: next dose overdue.`}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" className="h-11 flex-1" onClick={() => setGivenAt((g) => [...g, Date.now()])}>
          Epinephrine given
        </Button>
        {givenAt.length > 0 && (
          <Button variant="ghost" className="h-11" onClick={() => setGivenAt((g) => g.slice(0, -1))}>
            Undo last dose
          </Button>
        )}
      </div>
    </section>
  );
}
