import { inDashboardAlertWindow, type ExpiryFacts } from "./certification-status";

/** The Alerts widget shows at most this many (spec 000 §9). */
export const DASHBOARD_ALERT_LIMIT = 2;

/**
 * The Alerts widget (spec 000 §2, §9): certifications not flagged no-expiry
 * whose expiry is within 3 months from today (a lapsed one included: it is the
 * most urgent), soonest first, at most two.
 */
export function dashboardAlerts<C extends ExpiryFacts>(certs: readonly C[], today: string, limit = DASHBOARD_ALERT_LIMIT): C[] {
  return certs
    .filter((c) => inDashboardAlertWindow(c, today))
    .sort((a, b) => (a.expiryDate! < b.expiryDate! ? -1 : a.expiryDate! > b.expiryDate! ? 1 : 0))
    .slice(0, limit);
}
