import { CalendarClock } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { countdownParts, nextNewYear, tomorrowMidnight, wallTimeIn } from "@core/countdown";
import { Button } from "@web/components/ui/button";
import { WidgetCard } from "@web/components/widget-card";
import { usePreferences } from "@web/lib/api/preferences";
import { WidgetLoadError } from "../components/widget-states";
import { useClock } from "../use-clock";
import { useNurseZone } from "../use-nurse-zone";

const ChangeDate = lazy(() => import("./countdown-dialog"));

/** Countdown (docs/product/shell-and-dashboard.md): days, hours and minutes to her target, the next New Year by default; saved on the server. */
export default function CountdownWidget() {
  const preferences = usePreferences();
  const zone = useNurseZone();
  const now = useClock(30_000);
  const [changing, setChanging] = useState(false);
  const saved = preferences.data?.countdownDate;
  const newYear = nextNewYear(zone, now);
  const target = saved ? new Date(saved) : newYear.at;
  const left = countdownParts(target, now);
  const targetText = new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(target);
  return (
    <WidgetCard fill title="Countdown" id="countdown">
      {preferences.isError ? (
        <WidgetLoadError what="your countdown" onRetry={() => void preferences.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-1 text-center" aria-live="off" data-testid="countdown">
            {(
              [
                ["Days", left.days],
                ["Hours", left.hours],
                ["Minutes", left.minutes],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 py-2">
                <dd className="text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
                <dt className="text-xs text-slate-600">{label}</dt>
              </div>
            ))}
          </dl>
          <p className="mt-2 mb-3 text-sm text-slate-700">
            {left.done ? "Reached " : "Until "}
            {saved ? targetText : `New Year ${newYear.year}`}
          </p>
          <Button variant="outline" size="sm" className="mt-auto w-full" onClick={() => setChanging(true)} disabled={!preferences.data}>
            <CalendarClock aria-hidden />
            Change Date
          </Button>
        </>
      )}
      {changing && (
        <Suspense>
          <ChangeDate
            zone={zone}
            initial={wallTimeIn(zone, target)}
            presets={[
              { label: `New Year ${newYear.year}`, value: null },
              { label: "Tomorrow", value: tomorrowMidnight(zone, now).toISOString() },
            ]}
            onClose={() => setChanging(false)}
          />
        </Suspense>
      )}
    </WidgetCard>
  );
}
