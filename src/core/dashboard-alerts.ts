import { inDashboardAlertWindow, type ExpiryFacts } from "./certification-status";

/** The Alerts widget shows at most this many (docs/product/shell-and-dashboard.md). */
export const DASHBOARD_ALERT_LIMIT = 2;

/**
 * The Alerts widget (docs/product/shell-and-dashboard.md): certifications not flagged no-expiry
 * whose expiry is within 3 months from today (a lapsed one included: it is the
 * most urgent), soonest first, at most two — and how many more there are, so
 * the widget never hides a third expiring card without saying so.
 */
export function dashboardAlertSummary<C extends ExpiryFacts>(certs: readonly C[], today: string, limit = DASHBOARD_ALERT_LIMIT): { shown: C[]; more: number } {
  const all = certs
    .filter((c) => inDashboardAlertWindow(c, today))
    .sort((a, b) => (a.expiryDate! < b.expiryDate! ? -1 : a.expiryDate! > b.expiryDate! ? 1 : 0));
  const shown = all.slice(0, limit);
  return { shown, more: all.length - shown.length };
}

/** The alerts the widget shows (at most `limit`). */
export const dashboardAlerts = <C extends ExpiryFacts>(certs: readonly C[], today: string, limit = DASHBOARD_ALERT_LIMIT): C[] =>
  dashboardAlertSummary(certs, today, limit).shown;
