import { describe, expect, it } from "vitest";
import { BIRTHDAY_DEFAULT_VIEW_YEAR, birthdayProblem, birthdayYearChoices, todayForChange, yearsDownTo1900 } from "./birthday";

describe("birthday", () => {
  it("offers every year from this year down to 1900, so every date the server accepts can be picked", () => {
    const years = birthdayYearChoices("2026-11-22");
    expect(years).toHaveLength(127);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(birthdayProblem(`${years.at(-1)}-01-01`, "2026-11-22")).toBeUndefined();
    expect(birthdayYearChoices("1950-06-01")).toHaveLength(51);
  });

  it("gives the licence and graduation pickers the same floor", () => {
    expect(yearsDownTo1900(2031).slice(0, 2)).toEqual([2031, 2030]);
    expect(yearsDownTo1900(2031).at(-1)).toBe(1900);
    expect(yearsDownTo1900(1899)).toEqual([]);
  });

  it("opens on 1990 by default", () => {
    expect(BIRTHDAY_DEFAULT_VIEW_YEAR).toBe(1990);
  });

  it("accepts 1900-01-01 through today, in the user's today", () => {
    expect(birthdayProblem("1900-01-01", "2026-11-22")).toBeUndefined();
    expect(birthdayProblem("2026-11-22", "2026-11-22")).toBeUndefined();
    expect(birthdayProblem("1899-12-31", "2026-11-22")).toBe("Birthday must be on or after January 1, 1900.");
    expect(birthdayProblem("2026-11-23", "2026-11-22")).toBe("Birthday can't be in the future.");
    expect(birthdayProblem("1990-02-30", "2026-11-22")).toBe("Birthday must be a date like 1990-05-31.");
  });

  it("judges a change by today in the zone being saved; for the zone on file, by the server's today when given", () => {
    const now = new Date("2026-03-01T10:30:00Z");
    const saved = { timezone: "Pacific/Kiritimati", today: "2026-03-02" };
    expect(todayForChange({}, saved, now)).toBe("2026-03-02");
    expect(todayForChange({ timezone: "Pacific/Kiritimati" }, { ...saved, today: "2026-03-01" }, now)).toBe("2026-03-01");
    expect(todayForChange({ timezone: "Pacific/Pago_Pago" }, saved, now)).toBe("2026-02-28");
    expect(todayForChange({}, { timezone: "Pacific/Kiritimati" }, now)).toBe("2026-03-02");
  });
});
