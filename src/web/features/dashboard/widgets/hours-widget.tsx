import { BarChart3 } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { barsByMonth, hoursBars, hoursRangeDays, type HoursRange } from "@core/hours-worked";
import { hoursAndTimeOff, timeOffSummary } from "@core/time-off";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { WidgetCard } from "@web/components/widget-card";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { useShiftHours } from "../api/dashboard-data";
import { WidgetLoadError } from "../components/widget-states";

// The chart library comes with this widget only.
const HoursChart = lazy(() => import("./hours-chart"));

const RANGE_LABELS: Record<HoursRange, string> = { month: "This month", year: "This year", custom: "Custom range" };

/**
 * Hours Worked (docs/product/shell-and-dashboard.md): the paid hours of each day's shift over this
 * month, this year or a custom range (which needs both dates, else 0) — the
 * calendar header's rule — and a small chart per week or month.
 */
export default function HoursWidget() {
  const today = useNurseToday();
  const [range, setRange] = useState<HoursRange>("month");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  // The chart (and its library) load when she asks for it, so the dashboard's first load stays light.
  const [chart, setChart] = useState(false);
  const days = hoursRangeDays(range, today, { from, to });
  const shifts = useShiftHours(days);
  const { formatHours } = useFormats();
  // Time off is counted apart, in days (decision 053): its days hold no hours.
  const counted = days && shifts.data ? hoursAndTimeOff(shifts.data.shifts, shifts.data.timeOff, days) : { hours: 0, timeOff: [] };
  const total = counted.hours;
  const off = timeOffSummary(counted.timeOff);
  const bars = useMemo(() => {
    if (!days || !shifts.data) return [];
    const offDays = new Set(shifts.data.timeOff.map((d) => d.date));
    return hoursBars(
      shifts.data.shifts.filter((s) => !offDays.has(s.date)),
      days,
    );
  }, [days?.from, days?.to, shifts.data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <WidgetCard fill title="Hours Worked" id="hours">
      <div className="grid gap-1">
        <Label htmlFor="hours-range" className="sr-only">
          Range
        </Label>
        <NativeSelect id="hours-range" value={range} onChange={(e) => setRange(e.target.value as HoursRange)}>
          {(Object.keys(RANGE_LABELS) as HoursRange[]).map((r) => (
            <option key={r} value={r}>
              {RANGE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {range === "custom" && (
        <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor="hours-from">Start date</Label>
            <Input id="hours-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="hours-to">End date</Label>
            <Input id="hours-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
        </div>
      )}
      {shifts.isError ? (
        <div className="mt-3">
          <WidgetLoadError what="your hours" onRetry={() => void shifts.refetch()} />
        </div>
      ) : (
        <>
          <p className="mt-3 text-3xl font-bold text-slate-900 tabular-nums" aria-live="polite" data-testid="hours-total">
            {days && shifts.isPending ? "…" : formatHours(total)}
            <span className="ml-1 text-base font-medium text-slate-600">hours</span>
          </p>
          {range === "custom" && !days && <p className="text-sm text-slate-600">Choose a start and an end date.</p>}
          {off && (
            <p className="text-sm text-slate-700" data-testid="hours-time-off">
              Time off, not counted: {off}
            </p>
          )}
          {bars.length > 1 && (
            <button
              type="button"
              aria-expanded={chart}
              onClick={() => setChart((c) => !c)}
              className="mt-1 inline-flex min-h-10 items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <BarChart3 className="size-4" aria-hidden />
              {chart ? "Hide chart" : `Chart by ${days && barsByMonth(days) ? "month" : "week"}`}
            </button>
          )}
          {chart && bars.length > 1 && (
            <Suspense fallback={<div className="mt-2 h-24" aria-hidden />}>
              <HoursChart bars={bars} unit={days && barsByMonth(days) ? "month" : "week"} />
            </Suspense>
          )}
        </>
      )}
    </WidgetCard>
  );
}
