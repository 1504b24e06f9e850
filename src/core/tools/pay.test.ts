import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar-dates";
import { amountCents, estimatePay, periodDays, premiumAppliesOn, premiumHours, rowsFromCalendar, type CalendarPayType } from "./pay";

describe("pay period estimator", () => {
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
  it("money in whole cents: 45.55 × 36.5 is $1,662.58 (1,662.575 rounded half up), not .57", () => {
    expect(amountCents(45.55, 36.5)).toBe(166_258);
    expect(estimatePay([{ hourlyRate: 45.55, hoursScheduled: 36.5 }], []).gross).toBe(1662.58);
    // 0.1 + 0.2 in floating point is not 0.3; in cents it is.
    expect(
      estimatePay(
        [],
        [
          { hourlyBonus: 0.1, hoursApplied: 1 },
          { hourlyBonus: 0.2, hoursApplied: 1 },
        ],
      ).gross,
    ).toBe(0.3);
  });
  it("property: each row is rate × hours in exact decimal arithmetic, rounded half up to the cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 200_000 }), (rateCents, hoursHundredths) => {
        // Exact: cents × hundredths / 100, with BigInt; half up.
        const exact = BigInt(rateCents) * BigInt(hoursHundredths);
        const cents = Number((exact + 50n) / 100n);
        expect(amountCents(rateCents / 100, hoursHundredths / 100)).toBe(cents);
      }),
    );
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
        expect(Math.round(a.gross * 100)).toBe(rows.reduce((s, r) => s + amountCents(r.hourlyRate, r.hoursScheduled), 0));
      }),
    );
  });
});

describe("Fill from my calendar", () => {
  // 2026-11-27 is a Friday, 28 Saturday, 29 Sunday, 30 Monday; 2026-12-25 a Friday (Christmas Day).
  const FRI = "2026-11-27";
  const SAT = "2026-11-28";
  const SUN = "2026-11-29";
  const MON = "2026-11-30";
  const night: CalendarPayType = {
    id: "n",
    name: "Night",
    startTime: "19:00",
    endTime: "07:00",
    paidHours: 11.5,
    hourlyRate: null,
    jobId: "job1",
    job: { hourlyRate: 44 },
    premiums: [
      { name: "Night premium", amountPerHour: 3, appliesFrom: "23:00", appliesTo: "07:00", days: "all" },
      { name: "Weekend premium", amountPerHour: 2, appliesFrom: "00:00", appliesTo: "23:59", days: "weekends" },
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
    premiums: [
      { name: "Night premium", amountPerHour: 3, appliesFrom: "23:00", appliesTo: "07:00", days: "all" },
      { name: "Weekend premium", amountPerHour: 2, appliesFrom: "00:00", appliesTo: "23:59", days: "weekends" },
      { name: "Statutory holiday", amountPerHour: 20, appliesFrom: "00:00", appliesTo: "23:59", days: "holidays" },
    ],
  };

  it("a premium is paid on its days: weekdays, weekends, holidays, or weekends and holidays", () => {
    const holidays = new Set(["2026-12-25"]);
    expect(premiumAppliesOn("all", MON, holidays)).toBe(true);
    expect(premiumAppliesOn("weekdays", FRI, holidays)).toBe(true);
    expect(premiumAppliesOn("weekdays", SAT, holidays)).toBe(false);
    expect(premiumAppliesOn("weekends", SAT, holidays)).toBe(true);
    expect(premiumAppliesOn("weekends", SUN, holidays)).toBe(true);
    expect(premiumAppliesOn("weekends", MON, holidays)).toBe(false);
    expect(premiumAppliesOn("holidays", "2026-12-25", holidays)).toBe(true);
    expect(premiumAppliesOn("holidays", "2026-12-24", holidays)).toBe(false);
    expect(premiumAppliesOn("weekends-holidays", "2026-12-25", holidays)).toBe(true);
    expect(premiumAppliesOn("weekends-holidays", SUN, holidays)).toBe(true);
    expect(premiumAppliesOn("weekends-holidays", MON, holidays)).toBe(false);
  });

  it("premium hours are the shift's hours inside the window on the days it is paid, at most its paid hours", () => {
    const [nightPremium, weekend] = night.premiums;
    expect(premiumHours({ ...night, date: MON }, nightPremium!)).toBe(8);
    // A weekend premium does not count on a weekday (it counted on every day before premiums had days).
    expect(premiumHours({ ...night, date: "2026-11-25" }, weekend!)).toBe(0);
    expect(premiumHours({ ...day, date: MON }, weekend!)).toBe(0);
    expect(premiumHours({ ...day, date: SAT }, weekend!)).toBe(11.5);
    // Friday night: only the hours after midnight, on Saturday, are weekend hours; Sunday night's until midnight are.
    expect(premiumHours({ ...night, date: FRI }, weekend!)).toBe(7);
    expect(premiumHours({ ...night, date: SUN }, weekend!)).toBe(5);
    expect(premiumHours({ ...night, date: SAT }, weekend!)).toBe(11.5);
    expect(premiumHours({ ...day, date: MON }, nightPremium!)).toBe(0);
    expect(premiumHours({ date: MON, startTime: "15:00", endTime: "23:30", paidHours: 8 }, { appliesFrom: "23:00", appliesTo: "07:00", days: "all" })).toBe(
      0.5,
    );
    // A holiday premium needs the holiday: Christmas Day from her area's list.
    const stat = day.premiums[2]!;
    expect(premiumHours({ ...day, date: "2026-12-25" }, stat)).toBe(0);
    expect(premiumHours({ ...day, date: "2026-12-25" }, stat, new Set(["2026-12-25"]))).toBe(11.5);
  });

  it("a shift's own wage wins over its job's: Overtime Day at 78.60 is filled at 78.60, not its job's 52.40", () => {
    const overtime: CalendarPayType = { ...day, id: "o", name: "Overtime Day", hourlyRate: 78.6, jobId: "job1", job: { hourlyRate: 52.4 }, premiums: [] };
    const regular: CalendarPayType = { ...day, id: "r", name: "Day", hourlyRate: 52.4, jobId: "job1", job: { hourlyRate: 52.4 }, premiums: [] };
    const rows = rowsFromCalendar(
      [
        { date: MON, shiftTypeId: "o" },
        { date: "2026-12-01", shiftTypeId: "r" },
      ],
      [overtime, regular],
    );
    expect(rows.shifts).toEqual([
      // Not linked to the job, or the estimator would show the job's rate for it.
      { name: "Overtime Day", hourlyRate: 78.6, hoursScheduled: 11.5, jobId: null },
      { name: "Day", hourlyRate: 52.4, hoursScheduled: 11.5, jobId: "job1" },
    ]);
    expect(estimatePay(rows.shifts, []).gross).toBe(amountCents(78.6, 11.5) / 100 + amountCents(52.4, 11.5) / 100);
  });

  it("one row per shift type (days × paid hours) and one per premium, with only the hours each premium covers", () => {
    const rows = rowsFromCalendar(
      [
        { date: FRI, shiftTypeId: "n" },
        { date: SAT, shiftTypeId: "n" },
        { date: MON, shiftTypeId: "d" },
        { date: "2026-12-25", shiftTypeId: "d" },
        { date: SUN, shiftTypeId: "gone" },
      ],
      [night, day],
      new Set(["2026-12-25"]),
    );
    expect(rows.shifts).toEqual([
      { name: "Night", hourlyRate: 44, hoursScheduled: 23, jobId: "job1" },
      { name: "Day", hourlyRate: 38, hoursScheduled: 23, jobId: null },
    ]);
    expect(rows.premiums).toEqual([
      { name: "Night premium", hourlyBonus: 3, hoursApplied: 16 },
      // Friday night's 7 h after midnight and all of Saturday night's 11.5 h; none of the weekday days.
      { name: "Weekend premium", hourlyBonus: 2, hoursApplied: 18.5 },
      { name: "Statutory holiday", hourlyBonus: 20, hoursApplied: 11.5 },
    ]);
  });

  it("property: a premium never pays more hours than the shift's paid hours, and every-day, all-day pays them all", () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(
        time,
        time,
        time,
        time,
        fc.integer({ min: 1, max: 96 }).map((q) => q / 4),
        fc.constantFrom("all", "weekdays", "weekends", "holidays", "weekends-holidays" as const),
        fc.integer({ min: 0, max: 365 }),
        (start, end, from, to, paid, days, offset) => {
          const shift = { date: addDays("2026-01-01", offset), startTime: start, endTime: end, paidHours: paid };
          const hours = premiumHours(shift, { appliesFrom: from, appliesTo: to, days });
          expect(hours).toBeGreaterThanOrEqual(0);
          expect(hours).toBeLessThanOrEqual(paid);
          expect(Number.isInteger(hours * 4)).toBe(true);
          const length =
            start === end
              ? 24
              : ((((Number(end.slice(0, 2)) * 60 + Number(end.slice(3)) - Number(start.slice(0, 2)) * 60 - Number(start.slice(3))) % 1440) + 1440) % 1440) / 60;
          expect(premiumHours(shift, { appliesFrom: "00:00", appliesTo: "23:59", days: "all" })).toBe(Math.min(paid, length));
        },
      ),
    );
  });
});
