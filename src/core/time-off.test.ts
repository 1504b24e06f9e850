import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates";
import { hoursScheduled } from "./hours-scheduled";
import { hoursAndTimeOff, TIME_OFF_KINDS, TIME_OFF_LABELS, TIME_OFF_SHORT, timeOffCounts, timeOffSummary, type TimeOffDay } from "./time-off";

const START = "2026-12-01";
const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays(START, n));
const kind = fc.constantFrom(...TIME_OFF_KINDS);
const offDays = fc.array(fc.record({ date: day, kind }), { maxLength: 30 });
const shifts = fc.array(fc.record({ date: day, paidHours: fc.integer({ min: 1, max: 96 }).map((q) => q / 4) }), { maxLength: 40 });
const range = fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

describe("time off", () => {
  it("counts each day once, by kind, in the range only", () => {
    fc.assert(
      fc.property(offDays, range, (days, { from, to }) => {
        const counts = timeOffCounts(days, from, to);
        const dates = new Set(days.filter((d) => d.date >= from && d.date <= to).map((d) => d.date));
        expect(counts.reduce((n, c) => n + c.days, 0)).toBe(dates.size);
        expect(counts.every((c) => c.days > 0)).toBe(true);
        expect(counts.map((c) => c.kind)).toEqual(TIME_OFF_KINDS.filter((k) => counts.some((c) => c.kind === k)));
      }),
    );
  });

  it("is counted apart from Hours Worked: its days add no hours, other days' hours are untouched", () => {
    fc.assert(
      fc.property(shifts, offDays, range, (worked, days, r) => {
        const { hours, timeOff } = hoursAndTimeOff(worked, days, r);
        const off = new Set(days.map((d) => d.date));
        expect(hours).toBe(
          hoursScheduled(
            worked.filter((s) => !off.has(s.date)),
            r.from,
            r.to,
          ),
        );
        // No time off: exactly the hours scheduled.
        expect(hoursAndTimeOff(worked, [], r).hours).toBe(hoursScheduled(worked, r.from, r.to));
        // Marking days as time off never adds hours.
        expect(hours).toBeLessThanOrEqual(hoursScheduled(worked, r.from, r.to));
        expect(timeOff).toEqual(timeOffCounts(days, r.from, r.to));
      }),
    );
  });

  it("a vacation day on a month of 12-hour days takes its hours out and is said apart", () => {
    const worked = [1, 2, 3].map((d) => ({ date: `2026-12-0${d}`, paidHours: 12 }));
    const off: TimeOffDay[] = [
      { date: "2026-12-04", kind: "vacation" },
      { date: "2026-12-05", kind: "vacation" },
      { date: "2026-12-06", kind: "sick" },
    ];
    const counted = hoursAndTimeOff(worked, off, { from: "2026-12-01", to: "2026-12-31" });
    expect(counted.hours).toBe(36);
    expect(timeOffSummary(counted.timeOff)).toBe("2 vacation days · 1 sick day");
    expect(
      timeOffSummary([
        { kind: "statHoliday", days: 1 },
        { kind: "leave", days: 3 },
      ]),
    ).toBe("1 stat holiday off · 3 days of leave");
    expect(timeOffSummary([])).toBe("");
  });

  it("has a name and a word for the day for every kind, short enough for a phone's day", () => {
    for (const k of TIME_OFF_KINDS) {
      expect(TIME_OFF_LABELS[k]).not.toBe("");
      expect(TIME_OFF_SHORT[k].length).toBeLessThanOrEqual(8);
    }
  });
});
