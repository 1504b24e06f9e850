import { describe, expect, it } from "vitest";
import { BIRTHDAY_DEFAULT_VIEW_YEAR, birthdayProblem, birthdayYearChoices } from "./birthday";

describe("birthday", () => {
  it("offers 124 years from this year down", () => {
    const years = birthdayYearChoices("2026-11-22");
    expect(years).toHaveLength(124);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1903);
    expect(birthdayYearChoices("2024-01-01").at(-1)).toBe(1901);
  });

  it("never offers years before 1900", () => {
    expect(birthdayYearChoices("1950-06-01").at(-1)).toBe(1900);
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
});
