import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantOfWallTime, wallTimeIn } from "./countdown";
import { addDays } from "./calendar-dates";
import { afterQuietHours, DEFAULT_NOTIFICATION_SETTINGS, inQuietHours, shiftReminders } from "./push-schedule";

const ZONE = "America/Vancouver";
const at = (wall: string) => instantOfWallTime(ZONE, wall)!;
const quiet = { quietStart: "22:00", quietEnd: "07:00" };

describe("quiet hours", () => {
  it("wrap past midnight, end exclusive; equal start and end mean none", () => {
    expect(["22:00", "23:59", "00:00", "06:59"].map((t) => inQuietHours(t, "22:00", "07:00"))).toEqual([true, true, true, true]);
    expect(["21:59", "07:00", "12:00"].map((t) => inQuietHours(t, "22:00", "07:00"))).toEqual([false, false, false]);
    expect(inQuietHours("13:00", "12:00", "14:00")).toBe(true);
    expect(inQuietHours("03:00", "00:00", "00:00")).toBe(false);
  });

  it("a notification in them waits until they end, the same morning or the next", () => {
    expect(afterQuietHours(at("2027-02-10T04:00"), ZONE, quiet)).toEqual(at("2027-02-10T07:00"));
    expect(afterQuietHours(at("2027-02-10T23:30"), ZONE, quiet)).toEqual(at("2027-02-11T07:00"));
    expect(afterQuietHours(at("2027-02-10T12:00"), ZONE, quiet)).toEqual(at("2027-02-10T12:00"));
  });
});

describe("shift reminders", () => {
  it("the evening before at 19:00 and N hours before, in her zone", () => {
    const reminders = shiftReminders("2027-02-10", "15:00:00", ZONE, { ...DEFAULT_NOTIFICATION_SETTINGS, shiftHoursBefore: 2 });
    expect(reminders.map((r) => [r.kind, wallTimeIn(ZONE, r.at)])).toEqual([
      ["evening", "2027-02-09T19:00"],
      ["hours", "2027-02-10T13:00"],
    ]);
  });

  it("one pushed by quiet hours to the shift's start is dropped", () => {
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, shiftEveningBefore: false, shiftHoursBefore: 2 };
    expect(shiftReminders("2027-02-10", "07:00", ZONE, settings)).toEqual([]);
  });

  it("property: every reminder comes before its shift and outside her quiet hours", () => {
    const hhmm = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        hhmm,
        hhmm,
        hhmm,
        fc.option(fc.integer({ min: 1, max: 24 })),
        fc.boolean(),
        (offset, start, qs, qe, hours, evening) => {
          const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, shiftEveningBefore: evening, shiftHoursBefore: hours, quietStart: qs, quietEnd: qe };
          const date = addDays("2027-01-01", offset);
          for (const reminder of shiftReminders(date, start, ZONE, settings)) {
            expect(reminder.at.getTime()).toBeLessThan(reminder.start.getTime());
            expect(inQuietHours(wallTimeIn(ZONE, reminder.at).slice(11, 16), qs, qe)).toBe(false);
          }
        },
      ),
    );
  });
});
