import { describe, expect, it } from "vitest";
import { NO_SELECTION, pickDay, startAt } from "./day-selection";

describe("picking days", () => {
  it("a long press then a tap picks the range between, either way round", () => {
    const started = startAt(NO_SELECTION, "2026-12-10");
    expect([...started.days]).toEqual(["2026-12-10"]);
    expect([...pickDay(started, "2026-12-07", { range: false }).days].sort()).toEqual(["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10"]);
  });

  it("shift-click picks from the last day picked; a plain tap adds or takes out one day", () => {
    let s = pickDay({ ...NO_SELECTION, anchor: "2026-12-01" }, "2026-12-03", { range: true });
    expect([...s.days].sort()).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"]);
    s = pickDay(s, "2026-12-02", { range: false });
    expect([...s.days].sort()).toEqual(["2026-12-01", "2026-12-03"]);
    s = pickDay(s, "2026-12-20", { range: false });
    expect(s.days.size).toBe(3);
    expect(s.rangeNext).toBe(false);
  });

  it("a range across a month's end has every day", () => {
    const s = pickDay(startAt(NO_SELECTION, "2026-12-30"), "2027-01-02", { range: false });
    expect([...s.days].sort()).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
  });
});
