import { PageHeader } from "@web/components/layout/page-header";
import { usePageMeta } from "@web/lib/page-meta";
import { DailyLearningWidget } from "./widgets/daily-learning-widget";
import { PayEstimatorCard } from "./widgets/pay-estimator-card";
import { HeartRateCounterWidget, RespCounterWidget } from "./widgets/rate-counter-widget";
import { StopwatchWidget } from "./widgets/stopwatch-widget";
import { TimerWidget } from "./widgets/timer-widget";

const DESCRIPTION = "Estimate your pay for a pay period, and count heart and respiration rates at the bedside.";

/**
 * /tools/rate-estimator: the Pay Period Estimator, then the bedside counters
 * (Heart Rate, Resp), Timer, Stopwatch and Daily Learning — the same widgets
 * the dashboard shows.
 */
export default function RateEstimatorPage() {
  usePageMeta({ title: "Pay Estimator", description: DESCRIPTION });
  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-6">
      <PageHeader title="Pay Estimator" description={DESCRIPTION} />
      <PayEstimatorCard />
      <section aria-labelledby="counters-title" className="mt-6">
        <h2 id="counters-title" className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Bedside counters and timers
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <HeartRateCounterWidget />
          <RespCounterWidget />
          <TimerWidget />
          <StopwatchWidget />
          <DailyLearningWidget />
        </div>
      </section>
    </div>
  );
}
