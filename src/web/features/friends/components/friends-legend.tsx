import { ChevronDown, Info } from "lucide-react";
import { useState } from "react";
import { COMPATIBILITY_LABELS } from "@core/colleagues";
import { cn } from "@web/lib/cn";
import { useColourWord } from "@web/lib/hooks/use-colour-word";
import { COMPATIBILITY_ORDER, COMPATIBILITY_STYLE } from "./compatibility";

const MEANING = {
  "working-together": "you both have a shift at the same hospital and unit",
  "full-compatible": "neither of you works",
  "partial-compatible": "you both work and your shifts overlap",
  "no-compatible": "only one of you works, or your shifts do not overlap",
} as const;

/** The collapsible info legend: how to use the screen, and what each day colour means while comparing. */
export function FriendsLegend() {
  const [open, setOpen] = useState(false);
  const colourWord = useColourWord(false);
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Legend">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="friends-legend"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-2 px-4 py-3 text-left text-sm font-semibold text-slate-800"
      >
        <Info className="size-4 text-primary" aria-hidden />
        <span className="flex-1">How it works</span>
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      {open && (
        <div id="friends-legend" className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          <p>
            Click a colleague to show or hide their shifts. Double-click them, or use their <strong>Compare</strong> button, to compare schedules: each day is
            then {colourWord}ed, with a symbol and a word:
          </p>
          <ul className="grid gap-1.5 sm:grid-cols-2">
            {COMPATIBILITY_ORDER.map((state) => (
              <li key={state} className="flex items-center gap-2">
                <span
                  className={cn("inline-flex size-6 shrink-0 items-center justify-center rounded text-xs font-bold", COMPATIBILITY_STYLE[state].badge)}
                  aria-hidden
                >
                  {COMPATIBILITY_STYLE[state].symbol}
                </span>
                <span>
                  <strong>{COMPATIBILITY_LABELS[state]}</strong>: {MEANING[state]}
                </span>
              </li>
            ))}
          </ul>
          <p>
            Colleagues see only your shift names, times, hospital and unit — never notes, pay or anything else. Tap a day to see who works and who is free to
            swap.
          </p>
        </div>
      )}
    </section>
  );
}
