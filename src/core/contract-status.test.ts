import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates";
import { contractDurationDays, contractStatus } from "./contract-status";

const day = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("contract status (spec §4)", () => {
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
  it("counts the days from start to end", () => {
    expect(contractDurationDays("2026-01-05", "2026-04-05")).toBe(90);
    expect(contractDurationDays("2026-03-07", "2026-03-09")).toBe(2); // across the spring clock change
    expect(contractDurationDays("2026-01-05", "2026-01-05")).toBe(0);
  });
  it("is null without both dates or when the end is before the start", () => {
    expect(contractDurationDays(null, "2026-01-01")).toBeNull();
    expect(contractDurationDays("2026-01-01", null)).toBeNull();
    expect(contractDurationDays("2026-01-02", "2026-01-01")).toBeNull();
  });
  it("property: start plus the duration is the end", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 2000 }), (start, n) => {
        expect(contractDurationDays(start, addDays(start, n))).toBe(n);
      }),
    );
  });
});
