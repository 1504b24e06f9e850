import { describe, expect, it } from "vitest";
import { contractDaysText, currentContract } from "./current-contract";

const c = (name: string, startDate: string | null, endDate: string | null) => ({ name, startDate, endDate });
const today = "2026-11-25";

describe("current contract", () => {
  it("the active one first, even when an upcoming one exists", () => {
    const got = currentContract([c("Next", "2027-01-04", "2027-04-04"), c("Now", "2026-09-01", "2026-12-19")], today);
    expect(got).toMatchObject({ status: "active", days: 24 });
    expect(got?.contract.name).toBe("Now");
    expect(contractDaysText(got!)).toBe("24 days left");
  });

  it("of two active ones, the one ending first; the last day is still active", () => {
    const got = currentContract([c("Long", "2026-01-01", "2027-06-01"), c("Ends today", "2026-10-01", today)], today);
    expect(got?.contract.name).toBe("Ends today");
    expect(contractDaysText(got!)).toBe("Last day");
  });

  it("else the next upcoming one by start date; ones without dates last", () => {
    const got = currentContract([c("Undated", null, null), c("Later", "2027-03-01", "2027-06-01"), c("Sooner", "2026-11-26", "2027-02-01")], today);
    expect(got).toMatchObject({ status: "upcoming", days: 1 });
    expect(got?.contract.name).toBe("Sooner");
    expect(contractDaysText(got!)).toBe("Starts tomorrow");
    const undated = currentContract([c("Undated", null, null)], today);
    expect(undated?.days).toBeNull();
    expect(contractDaysText(undated!)).toBe("Dates to be confirmed");
  });

  it("finished contracts (and one with only a past end date) are never current", () => {
    expect(currentContract([c("Done", "2026-01-01", "2026-06-01"), c("Half", null, "2026-01-01")], today)).toBeNull();
    expect(currentContract([], today)).toBeNull();
  });
});
