import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimatePay, periodDays, premiumHours, rowsFromCalendar, type CalendarPayType } from "./pay";

describe("pay period estimator (spec 000 §2 Pay Period Estimator, §5, §9)", () => {
  it("periods: weekly 7, bi-weekly 14, monthly 30, custom (14 when not a number)", () => {
    expect(periodDays("weekly", "")).toBe(7);
    expect(periodDays("bi-weekly", "")).toBe(14);
    expect(periodDays("monthly", "")).toBe(30);
    expect(periodDays("custom", "10")).toBe(10);
    expect(periodDays("custom", "abc")).toBe(14);
    expect(periodDays("custom", "")).toBe(14);
    expect(periodDays("custom", "-3")).toBe(14);
    expect(periodDays("custom", "2.5")).toBe(14);
  });
  it("gross = Σ rate × hours + Σ bonus × hours applied; total hours = Σ hours scheduled (default row: 30 × 36 = 1080)", () => {
    expect(estimatePay([{ hourlyRate: 30, hoursScheduled: 36 }], [])).toEqual({ gross: 1080, totalHours: 36 });
    expect(
      estimatePay(
        [
          { hourlyRate: 45.5, hoursScheduled: 36 },
          { hourlyRate: 48.25, hoursScheduled: 12 },
        ],
        [{ hourlyBonus: 2.5, hoursApplied: 24 }],
      ),
    ).toEqual({ gross: 1638 + 579 + 60, totalHours: 48 });
  });
  it("property: order does not matter and the total is the sum of the rows to the cent", () => {
    const row = fc.record({
      hourlyRate: fc.integer({ min: 0, max: 50000 }).map((c) => c / 100),
      hoursScheduled: fc.integer({ min: 0, max: 400 }).map((h) => h / 2),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), (rows) => {
        const a = estimatePay(rows, []);
        const b = estimatePay([...rows].reverse(), []);
        expect(a).toEqual(b);
        expect(Number.isFinite(a.gross) && a.gross >= 0).toBe(true);
        expect(Math.round(a.gross * 100)).toBe(rows.reduce((s, r) => s + Math.round(r.hourlyRate * r.hoursScheduled * 100), 0));
      }),
    );
  });
});

describe("Fill from my calendar", () => {
  const night: CalendarPayType = {
    id: "n",
    name: "Night",
    startTime: "19:00",
    endTime: "07:00",
    paidHours: 11.5,
    hourlyRate: 40,
    jobId: "job1",
    job: { hourlyRate: 44 },
    premiums: [
      { name: "Night premium", amountPerHour: 3, appliesFrom: "23:00", appliesTo: "07:00" },
      { name: "Weekend", amountPerHour: 2, appliesFrom: "00:00", appliesTo: "23:59" },
    ],
  };
  const day: CalendarPayType = {
    id: "d",
    name: "Day",
    startTime: "07:00",
    endTime: "19:00",
    paidHours: 11.5,
    hourlyRate: 38,
    jobId: null,
    job: null,
    premiums: [{ name: "Night premium", amountPerHour: 3, appliesFrom: "23:00", appliesTo: "07:00" }],
  };

  it("premium hours are the shift's hours inside the daily window, at most its paid hours", () => {
    expect(premiumHours(night, night.premiums[0]!)).toBe(8);
    expect(premiumHours(night, night.premiums[1]!)).toBe(11.5);
    expect(premiumHours(day, day.premiums[0]!)).toBe(0);
    expect(premiumHours({ startTime: "15:00", endTime: "23:30", paidHours: 8 }, { appliesFrom: "23:00", appliesTo: "07:00" })).toBe(0.5);
  });
  it("one row per shift type (job's rate, days × paid hours) and one per premium", () => {
    const rows = rowsFromCalendar([{ shiftTypeId: "n" }, { shiftTypeId: "n" }, { shiftTypeId: "d" }, { shiftTypeId: "gone" }], [night, day]);
    expect(rows.shifts).toEqual([
      { name: "Night", hourlyRate: 44, hoursScheduled: 23, jobId: "job1" },
      { name: "Day", hourlyRate: 38, hoursScheduled: 11.5, jobId: null },
    ]);
    expect(rows.premiums).toEqual([
      { name: "Night premium", hourlyBonus: 3, hoursApplied: 16 },
      { name: "Weekend", hourlyBonus: 2, hoursApplied: 23 },
    ]);
  });
});
