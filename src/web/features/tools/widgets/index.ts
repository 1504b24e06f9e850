/**
 * The bedside tools as dashboard widgets (spec 000 §2), by widget id, for the
 * dashboard issue to place on its grid. Each is self-contained: its own state,
 * clock and (for the pay estimator) its own API calls.
 */
export { MetronomeWidget } from "./metronome-widget";
export { HeartRateCounterWidget, RespCounterWidget, RateCounterWidget } from "./rate-counter-widget";
export { UnitConverterWidget } from "./unit-converter-widget";
export { TimerWidget } from "./timer-widget";
export { StopwatchWidget } from "./stopwatch-widget";
export { PayEstimatorCard as PayEstimatorWidget } from "./pay-estimator-card";
export { DailyLearningWidget } from "./daily-learning-widget";
