import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "./calendar-dates";
import { addMonthsToDate, certificationStatus, howLongAgo, inDashboardAlertWindow, reminderDay } from "./certification-status";

const today = "2026-11-25";
const cert = (expiryDate: string | null, noExpiry = false) => ({ expiryDate, noExpiry });

describe("certification status (30 days, split Expired)", () => {
  it("Valid without an expiry, or more than 30 days left", () => {
    expect(certificationStatus(cert(null, true), today)).toMatchObject({ status: "valid", label: "Valid", detail: "No expiry", daysLeft: null });
    expect(certificationStatus(cert(null), today).status).toBe("valid");
    expect(certificationStatus(cert("2026-12-26"), today)).toMatchObject({ status: "valid", daysLeft: 31, detail: "Expires in 31 days" });
    // No expiry wins over a stale date.
    expect(certificationStatus(cert("2020-01-01", true), today).status).toBe("valid");
  });

  it("Expiring Soon from 30 days out to the expiry day itself", () => {
    expect(certificationStatus(cert("2026-12-25"), today)).toMatchObject({ status: "expiring", label: "Expiring Soon", daysLeft: 30 });
    expect(certificationStatus(cert("2026-11-26"), today).detail).toBe("Expires tomorrow");
    expect(certificationStatus(cert(today), today)).toMatchObject({ status: "expiring", detail: "Expires today", daysLeft: 0 });
  });

  it("Expired the day after, saying how long ago", () => {
    expect(certificationStatus(cert("2026-11-24"), today)).toMatchObject({ status: "expired", label: "Expired", detail: "Expired yesterday" });
    expect(certificationStatus(cert("2026-11-20"), today).detail).toBe("Expired 5 days ago");
    expect(certificationStatus(cert("2026-10-25"), today).detail).toBe("Expired 4 weeks ago");
    expect(certificationStatus(cert("2026-08-25"), today).detail).toBe("Expired 3 months ago");
    expect(certificationStatus(cert("2024-11-25"), today).detail).toBe("Expired 2 years ago");
    expect(howLongAgo(1)).toBe("yesterday");
    expect(howLongAgo(365)).toBe("1 year ago");
  });

  it("uses the nurse's own day: the same instant is a different day in Vancouver and Sydney", () => {
    const instant = new Date("2026-11-25T06:30:00Z"); // 23:30 on the 24th in Vancouver, 17:30 on the 25th in Sydney
    const expiry = cert("2026-11-24");
    expect(certificationStatus(expiry, todayIn("America/Vancouver", instant)).status).toBe("expiring");
    expect(certificationStatus(expiry, todayIn("Australia/Sydney", instant)).status).toBe("expired");
    // At local midnight the day turns (British Columbia is UTC−7 all year from November 2026).
    expect(todayIn("America/Vancouver", new Date("2026-11-25T06:59:59Z"))).toBe("2026-11-24");
    expect(todayIn("America/Vancouver", new Date("2026-11-25T07:00:00Z"))).toBe("2026-11-25");
  });

  it("property: the status follows days left, and moves Valid → Expiring Soon → Expired as days pass", () => {
    const day = fc.integer({ min: 0, max: 36_000 }).map((n) => addDays("1950-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (t, offset) => {
        const s = certificationStatus(cert(addDays(t, offset)), t);
        expect(s.daysLeft).toBe(offset);
        expect(s.status).toBe(offset < 0 ? "expired" : offset <= 30 ? "expiring" : "valid");
        const rank = { valid: 0, expiring: 1, expired: 2 };
        expect(rank[certificationStatus(cert(addDays(t, offset)), addDays(t, 1)).status]).toBeGreaterThanOrEqual(rank[s.status]);
      }),
    );
  });
});

describe("the dashboard's 3-month window", () => {
  it("takes expiries up to the same day three months on, and past ones; never no-expiry ones", () => {
    expect(inDashboardAlertWindow(cert("2027-02-25"), today)).toBe(true);
    expect(inDashboardAlertWindow(cert("2027-02-26"), today)).toBe(false);
    expect(inDashboardAlertWindow(cert("2026-01-01"), today)).toBe(true);
    expect(inDashboardAlertWindow(cert(null, true), today)).toBe(false);
    // Nov 30 + 3 months is the last day of February.
    expect(addMonthsToDate("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonthsToDate("2027-11-30", 3)).toBe("2028-02-29");
    expect(inDashboardAlertWindow(cert("2027-02-28"), "2026-11-30")).toBe(true);
    expect(inDashboardAlertWindow(cert("2027-03-01"), "2026-11-30")).toBe(false);
  });

  it("property: the 30-day window sits inside the 3-month window", () => {
    const day = fc.integer({ min: 0, max: 36_000 }).map((n) => addDays("1950-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (t, offset) => {
        const c = cert(addDays(t, offset));
        if (certificationStatus(c, t).status !== "valid") expect(inDashboardAlertWindow(c, t)).toBe(true);
      }),
    );
  });

  it("the reminder day is lead days before the expiry", () => {
    expect(reminderDay("2027-01-10", 30)).toBe("2026-12-11");
  });
});
