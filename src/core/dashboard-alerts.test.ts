import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates";
import { dashboardAlerts, dashboardAlertSummary } from "./dashboard-alerts";

const cert = (name: string, expiryDate: string | null, noExpiry = false) => ({ name, expiryDate, noExpiry });

describe("dashboard alerts", () => {
  const today = "2026-11-25";
  it("at most 2, soonest first, within 3 months (the last day included), lapsed ones first", () => {
    const certs = [
      cert("BLS", "2027-02-10"),
      cert("ACLS", "2027-02-25"), // exactly 3 months: in
      cert("PALS", "2027-02-26"), // a day past the window
      cert("TNCC", "2026-12-01"),
      cert("Licence", null, true),
      cert("Old", "2026-11-01"),
    ];
    expect(dashboardAlerts(certs, today).map((c) => c.name)).toEqual(["Old", "TNCC"]);
    expect(dashboardAlerts(certs, today, 10).map((c) => c.name)).toEqual(["Old", "TNCC", "BLS", "ACLS"]);
  });

  it("says how many more there are beyond the two shown", () => {
    const certs = [cert("BLS", "2027-02-10"), cert("ACLS", "2027-02-25"), cert("TNCC", "2026-12-01"), cert("Licence", null, true)];
    const { shown, more } = dashboardAlertSummary(certs, today);
    expect(shown.map((c) => c.name)).toEqual(["TNCC", "BLS"]);
    expect(more).toBe(1);
    expect(dashboardAlertSummary(certs.slice(0, 2), today).more).toBe(0);
  });

  it("a card flagged no-expiry never alerts, whatever its date", () => {
    expect(dashboardAlerts([cert("X", "2026-12-01", true)], today)).toEqual([]);
  });

  it("none expiring: an empty list", () => {
    expect(dashboardAlerts([cert("BLS", "2028-01-01")], today)).toEqual([]);
  });

  it("is never longer than 2 and always sorted", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -200, max: 400 }), fc.boolean())), (specs) => {
        const out = dashboardAlerts(
          specs.map(([d, no], i) => cert(String(i), addDays(today, d), no)),
          today,
        );
        expect(out.length).toBeLessThanOrEqual(2);
        for (let i = 1; i < out.length; i++) expect(out[i - 1]!.expiryDate! <= out[i]!.expiryDate!).toBe(true);
        for (const c of out) expect(c.noExpiry).toBe(false);
      }),
    );
  });
});
