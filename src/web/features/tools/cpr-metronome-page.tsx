import { useState } from "react";
import { cyclesDone, CYCLE_MS, formatElapsed, METRONOME_DEFAULT_BPM } from "@core/tools/metronome";
import { PageHeader } from "@web/components/layout/page-header";
import { usePageMeta } from "@web/lib/page-meta";
import { useMetronome } from "./hooks/use-metronome";
import { BpmSlider, StartStopButton } from "./widgets/metronome-widget";

const DESCRIPTION = "A steady beat for chest compressions at 100–120 per minute, with compressions counted and every 2 minutes marked.";

/** /tools/cpr-metronome: the metronome with its count, elapsed time and 2-minute marks (rhythm check, swap compressors). */
export default function CprMetronomePage() {
  usePageMeta({ title: "CPR Metronome", description: DESCRIPTION });
  const [bpm, setBpm] = useState(METRONOME_DEFAULT_BPM);
  const metronome = useMetronome(bpm);
  const cycles = cyclesDone(metronome.elapsedMs);
  const nextMark = (cycles + 1) * CYCLE_MS - metronome.elapsedMs;
  const started = metronome.running || metronome.elapsedMs > 0;

  return (
    <div className="mx-auto max-w-xl p-4 sm:p-6">
      <PageHeader title="CPR Metronome" description={DESCRIPTION} />
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <StartStopButton metronome={metronome} />
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
        <BpmSlider bpm={bpm} onChange={setBpm} />
        <p className="text-xs text-slate-500">The screen stays on while the metronome runs, where your browser allows it. Turn the sound up.</p>
      </div>
    </div>
  );
}
