import type { WidgetId } from "@core/dashboard-layout";
import { DASHBOARD_DESCRIPTION, DashboardGrid } from "@web/features/dashboard/components/dashboard-grid";
import type { WidgetLoader } from "@web/features/dashboard/components/widget-slot";
import { usePageMeta } from "@web/lib/page-meta";

/**
 * Every widget by its id, each its own chunk: the dashboard's own widgets
 * and the bedside tools' (composed here, as a screen of several features is).
 */
const WIDGETS: Record<WidgetId, WidgetLoader> = {
  "quick-links": () => import("@web/features/dashboard/widgets/quick-links-widget"),
  metronome: () => import("@web/features/tools/widgets/metronome-widget").then((m) => ({ default: m.MetronomeWidget })),
  schedule: () => import("@web/features/dashboard/widgets/schedule-widget").then((m) => ({ default: m.NextThreeDaysWidget })),
  hours: () => import("@web/features/dashboard/widgets/hours-widget"),
  alerts: () => import("@web/features/dashboard/widgets/alerts-widget"),
  contract: () => import("@web/features/dashboard/widgets/contract-widget"),
  health: () => import("@web/features/dashboard/widgets/health-widget"),
  countdown: () => import("@web/features/dashboard/widgets/countdown-widget"),
  "rate-counter": () => import("@web/features/tools/widgets/rate-counter-widget").then((m) => ({ default: m.HeartRateCounterWidget })),
  "tap-tester": () => import("@web/features/tools/widgets/rate-counter-widget").then((m) => ({ default: m.RespCounterWidget })),
  calculator: () => import("@web/features/tools/widgets/unit-converter-widget").then((m) => ({ default: m.UnitConverterWidget })),
  timer: () => import("@web/features/tools/widgets/timer-widget").then((m) => ({ default: m.TimerWidget })),
  stopwatch: () => import("@web/features/tools/widgets/stopwatch-widget").then((m) => ({ default: m.StopwatchWidget })),
  todo: () => import("@web/features/dashboard/widgets/todo-widget"),
  "pay-estimator": () => import("@web/features/tools/widgets/pay-estimator-card").then((m) => ({ default: m.PayEstimatorCard })),
  "seven-day-schedule": () => import("@web/features/dashboard/widgets/schedule-widget").then((m) => ({ default: m.NextSevenDaysWidget })),
  "daily-learning": () => import("@web/features/tools/widgets/daily-learning-widget").then((m) => ({ default: () => <m.DailyLearningWidget /> })),
  advertisement: () => import("@web/features/dashboard/widgets/advertisement-widget"),
};

/** The first screen after sign-in (docs/product/shell-and-dashboard.md, Dashboard). */
export default function DashboardPage() {
  usePageMeta({ title: "Dashboard", description: DASHBOARD_DESCRIPTION, canonical: "/dashboard" });
  return <DashboardGrid widgets={WIDGETS} />;
}
