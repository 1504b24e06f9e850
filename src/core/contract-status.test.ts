import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates";
import { contractDurationDays, contractDurationLabel, contractStatus } from "./contract-status";

const day = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("contract status", () => {
  const contract = { startDate: "2026-01-05", endDate: "2026-04-04" };
  it("is upcoming before the start, active from start to end inclusive, complete after", () => {
    expect(contractStatus(contract, "2026-01-04")).toBe("upcoming");
    expect(contractStatus(contract, "2026-01-05")).toBe("active");
    expect(contractStatus(contract, "2026-04-04")).toBe("active");
    expect(contractStatus(contract, "2026-04-05")).toBe("complete");
  });

  it("is upcoming while either date is missing", () => {
    expect(contractStatus({ startDate: null, endDate: "2020-01-01" }, "2026-01-01")).toBe("upcoming");
    expect(contractStatus({ startDate: "2020-01-01", endDate: null }, "2026-01-01")).toBe("upcoming");
  });

  it("properties: moves forward only, upcoming → active → complete, as today advances", () => {
    const rank = { upcoming: 0, active: 1, complete: 2 };
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), day, fc.integer({ min: 1, max: 500 }), (start, length, today, step) => {
        const c = { startDate: start, endDate: addDays(start, length) };
        expect(rank[contractStatus(c, addDays(today, step))]).toBeGreaterThanOrEqual(rank[contractStatus(c, today)]);
        expect(contractStatus(c, start)).toBe("active");
        expect(contractStatus(c, addDays(start, length + 1))).toBe("complete");
      }),
    );
  });
});

describe("contract duration", () => {
  it("counts both the first and the last day (a travel nurse's 13 weeks)", () => {
    // Jan 4 – Apr 3 in a leap year: 28 + 29 + 31 + 3 days; in 2025, one fewer.
    expect(contractDurationDays("2024-01-04", "2024-04-03")).toBe(91);
    expect(contractDurationDays("2025-01-04", "2025-04-03")).toBe(90);
    expect(contractDurationDays("2026-03-07", "2026-03-09")).toBe(3); // across the spring clock change
    expect(contractDurationDays("2026-01-05", "2026-01-05")).toBe(1);
  });
  it("across month and year ends, and in leap years", () => {
    expect(contractDurationDays("2026-01-31", "2026-02-01")).toBe(2);
    expect(contractDurationDays("2026-12-28", "2027-01-03")).toBe(7);
    expect(contractDurationDays("2027-11-02", "2028-02-01")).toBe(92); // Nov 29 + Dec 31 + Jan 31 + Feb 1
    expect(contractDurationDays("2028-02-01", "2028-05-01")).toBe(91); // 2028: February has 29 days
    expect(contractDurationDays("2027-02-01", "2027-05-01")).toBe(90); // 2027: 28
    expect(contractDurationDays("2028-02-28", "2028-03-01")).toBe(3);
    expect(contractDurationDays("2100-02-28", "2100-03-01")).toBe(2); // 2100 is not a leap year
    expect(contractDurationDays("2000-02-28", "2000-03-01")).toBe(3); // 2000 is
  });
  it("is null without both dates or when the end is before the start", () => {
    expect(contractDurationDays(null, "2026-01-01")).toBeNull();
    expect(contractDurationDays("2026-01-01", null)).toBeNull();
    expect(contractDurationDays("2026-01-02", "2026-01-01")).toBeNull();
  });
  it("reads in weeks first, then days", () => {
    expect(contractDurationLabel(contractDurationDays("2024-01-04", "2024-04-03"))).toBe("13 weeks, 91 days");
    expect(contractDurationLabel(94)).toBe("13 weeks 3 days, 94 days");
    expect(contractDurationLabel(contractDurationDays("2025-01-04", "2025-04-03"))).toBe("12 weeks 6 days, 90 days");
    expect(contractDurationLabel(8)).toBe("1 week 1 day, 8 days");
    expect(contractDurationLabel(7)).toBe("1 week, 7 days");
    expect(contractDurationLabel(1)).toBe("1 day");
    expect(contractDurationLabel(6)).toBe("6 days");
    expect(contractDurationLabel(null)).toBe("");
  });
  it("property: a contract from start to start plus n days lasts n + 1 days, and its label adds up", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 2000 }), (start, n) => {
        const days = contractDurationDays(start, addDays(start, n))!;
        expect(days).toBe(n + 1);
        const [, weeks = "0", rest = "0"] = /^(?:(\d+) weeks?)?(?: ?(\d+) days?)?/.exec(contractDurationLabel(days))!;
        expect(Number(weeks) * 7 + Number(rest)).toBe(days);
      }),
    );
  });
});
