import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { DEFAULT_REGION, type Region } from "@core/preferences";
import { TIP_FADE_MS, TIP_ROTATION_MS, tipsFor } from "@core/tools/tips";
import { WidgetCard } from "@web/components/widget-card";
import { usePreferences } from "@web/lib/api/preferences";
import { cn } from "@web/lib/cn";

/** Dots shown at once around the current tip (all 40+ would not fit a widget). */
const DOTS = 7;

/**
 * Daily Learning (docs/product/bedside-tools.md): a clinical tip with its title, category
 * and description, advancing every 45 s with a 300 ms fade; pager dots to tap.
 * Units, thresholds and spelling follow the nurse's region setting (her preferences).
 */
export function DailyLearningWidget({ region: forced }: { region?: Region }) {
  const { data } = usePreferences();
  const region = forced ?? data?.region ?? DEFAULT_REGION;
  const tips = useMemo(() => tipsFor(region), [region]);
  // Start on a tip of the day, so the widget does not open on the same one daily; the day is taken modulo the
  // list she sees (her region's), which is known only once her preferences have loaded.
  const [index, setIndex] = useState(() => Math.floor(Date.now() / 86_400_000));
  const [fading, setFading] = useState(false);
  const current = index % tips.length;
  const tip = tips[current]!;

  const go = (next: number) => {
    setFading(true);
    window.setTimeout(() => {
      setIndex(((next % tips.length) + tips.length) % tips.length);
      setFading(false);
    }, TIP_FADE_MS);
  };

  useEffect(() => {
    // Restarted by every change of tip, so a tap on a dot gives the new tip its full 45 s.
    const timer = window.setTimeout(() => {
      setFading(true);
      window.setTimeout(() => {
        setIndex((i) => (i + 1) % tips.length);
        setFading(false);
      }, TIP_FADE_MS);
    }, TIP_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, tips.length]);

  const first = Math.min(Math.max(0, current - Math.floor(DOTS / 2)), Math.max(0, tips.length - DOTS));
  const dots = tips.slice(first, first + DOTS).map((t, i) => ({ tip: t, at: first + i }));

  return (
    <WidgetCard title="Daily Learning" id="daily-learning" className="min-h-64">
      <div
        className={cn("flex-1 transition-opacity duration-300 motion-reduce:transition-none", fading ? "opacity-0" : "opacity-100")}
        aria-live="polite"
        data-testid="tip"
        data-tip-id={tip.id}
      >
        <span className="inline-block rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{tip.category}</span>
        <h3 className="mt-2 font-semibold text-slate-900">{tip.title}</h3>
        <p className="mt-1 text-sm text-slate-700" data-testid="tip-description">
          {tip.description}
        </p>
        {tip.note && (
          <p className="mt-1 text-xs font-medium text-slate-700" data-testid="tip-note">
            {tip.note}
          </p>
        )}
        <p className="mt-2 text-xs text-slate-500">Source: {tip.source}</p>
      </div>
      <nav aria-label="Tips" className="mt-3 flex items-center justify-center gap-1">
        <button
          type="button"
          aria-label="Previous tip"
          onClick={() => go(current - 1)}
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        {dots.map(({ tip: t, at }) => (
          <button
            key={t.id}
            type="button"
            aria-label={`Tip ${at + 1} of ${tips.length}: ${t.title}`}
            aria-current={at === current ? "true" : undefined}
            onClick={() => go(at)}
            className="inline-flex size-8 items-center justify-center rounded-full"
          >
            <span className={cn("block size-2.5 rounded-full", at === current ? "bg-primary" : "bg-slate-300")} />
          </button>
        ))}
        <button
          type="button"
          aria-label="Next tip"
          onClick={() => go(current + 1)}
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </nav>
    </WidgetCard>
  );
}
