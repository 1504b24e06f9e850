import { Footprints, HeartPulse, Moon, Timer } from "lucide-react";
import { WidgetCard } from "@web/components/widget-card";

/** Health Stats (docs/product/shell-and-dashboard.md): fixed sample numbers, connected to nothing, and labelled so. */
const SAMPLE = [
  { label: "Steps", value: "8,432", icon: Footprints },
  { label: "Heart rate", value: "72 bpm", icon: HeartPulse },
  { label: "Sleep", value: "7.5 h", icon: Moon },
  { label: "Active minutes", value: "45 min", icon: Timer },
] as const;

export default function HealthWidget() {
  return (
    <WidgetCard
      fill
      title="Health Stats"
      id="health"
      action={<span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Sample data</span>}
    >
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SAMPLE.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="flex items-center gap-1 text-xs text-slate-600">
              <Icon className="size-3.5 text-primary" aria-hidden />
              {label}
            </dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">Not connected to a device: these are example numbers.</p>
    </WidgetCard>
  );
}
