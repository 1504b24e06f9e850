import { describe, expect, it } from "vitest";
import { lineOf, messageOf, warningsOf } from "./calc-test-helpers";
import { dripRate, hoursAndMinutes, infusionTime, ivRate, volumeToBeInfused } from "./iv";

describe("IV rate (volume ÷ time = mL/h), and a piggyback over minutes", () => {
  it("'NCLEX IV calculations' practice answers (scribd 8717995): 1500 mL/24 h → 62.5 mL/h (63 whole), 1000 mL/15 h → 66.7 (67), 600 mL/3 h → 200", () => {
    const r = ivRate({ volumeMl: "1500", time: "24", timeUnit: "h" }, "US");
    expect(lineOf(r, "Rate")).toMatchObject({ shown: "62.5", formula: "1,500 mL ÷ 24 h = 62.5 mL/h" });
    expect(r.ok && r.notes).toEqual(["63 mL/h on a pump that takes whole numbers."]);
    expect(lineOf(ivRate({ volumeMl: "1000", time: "15", timeUnit: "h" }, "US"), "Rate").shown).toBe("66.7");
    expect(lineOf(ivRate({ volumeMl: "600", time: "3", timeUnit: "h" }, "US"), "Rate").shown).toBe("200");
  });
  it("Gray Morris, 'Calculate with Confidence', chapter on IV calculations (small volumes over minutes): 100 mL over 30 min → 200 mL/h; 50 mL over 20 min → 150 mL/h", () => {
    expect(lineOf(ivRate({ volumeMl: "100", time: "30", timeUnit: "min" }, "US"), "Rate")).toMatchObject({
      shown: "200",
      formula: "100 mL × 60 min/h ÷ 30 min = 200 mL/h",
    });
    expect(lineOf(ivRate({ volumeMl: "50", time: "20", timeUnit: "min" }, "US"), "Rate").shown).toBe("150");
  });
  it("neonatal rates: 3.6 mL over 24 h → 0.15 mL/h (it showed 0.2), 0.24 mL over 24 h → 0.01 mL/h (it refused anything under 0.1)", () => {
    expect(lineOf(ivRate({ volumeMl: "3.6", time: "24", timeUnit: "h" }, "US"), "Rate").shown).toBe("0.15");
    expect(lineOf(ivRate({ volumeMl: "0.24", time: "24", timeUnit: "h" }, "US"), "Rate").shown).toBe("0.01");
    expect(lineOf(ivRate({ volumeMl: "9.98", time: "1", timeUnit: "h" }, "US"), "Rate").shown).toBe("9.98");
    expect(messageOf(ivRate({ volumeMl: "0.1", time: "24", timeUnit: "h" }, "US"))).toContain("less than 0.01 mL/h");
  });
  it("a rapid rate is flagged, not refused as 'faster than any pump' (rapid infusers run faster than 999 mL/h)", () => {
    const r = ivRate({ volumeMl: "1000", time: "30", timeUnit: "min" }, "US");
    expect(lineOf(r, "Rate").shown).toBe("2,000");
    expect(warningsOf(r)).toContain("faster than most infusion pumps run (a rapid infuser or pressure bag can)");
    expect(ivRate({ volumeMl: "1000", time: "0", timeUnit: "h" }, "US")).toMatchObject({ ok: false, message: "Time in hours must be more than 0." });
  });
});

describe("drip rate (volume × drop factor ÷ minutes = gtt/min)", () => {
  it("'NCLEX IV calculations' (scribd 8717995), examples 1 and 2: 3000 mL/24 h at 15 gtt/mL → 31 gtt/min; 50 mL/30 min at 60 → 100", () => {
    expect(lineOf(dripRate({ volumeMl: "3000", minutes: "1440", dropFactor: 15 }, "US"), "Drip rate")).toMatchObject({
      shown: "31",
      formula: "3,000 mL × 15 gtt/mL ÷ 1,440 min = 31 gtt/min",
    });
    expect(lineOf(dripRate({ volumeMl: "50", minutes: "30", dropFactor: 60 }, "US"), "Drip rate").shown).toBe("100");
  });
  it("same source: 2 L over 12 h with a 20 gtt/mL set → 56 gtt/min; 500 mL over 4 h with a 10 gtt/mL blood set → 21", () => {
    expect(lineOf(dripRate({ volumeMl: "2000", minutes: "720", dropFactor: 20 }, "US"), "Drip rate").shown).toBe("56");
    expect(lineOf(dripRate({ volumeMl: "500", minutes: "240", dropFactor: 10 }, "US"), "Drip rate").shown).toBe("21");
    expect(dripRate({ volumeMl: "500", minutes: "60", dropFactor: 12 as never }, "US")).toMatchObject({ ok: false, field: "dropFactor" });
  });
});

describe("infusion time, finish time and volume to be infused", () => {
  it("Gray Morris, 'Calculate with Confidence', chapter on IV calculations (time = volume ÷ rate): 1000 mL at 125 mL/h → 8 h, started 22:00 → 06:00 tomorrow", () => {
    const r = infusionTime({ volumeMl: "1000", rateMlH: "125", start: "22:00" }, "US");
    expect(lineOf(r, "Time")).toMatchObject({ shown: "8 h", formula: "1,000 mL ÷ 125 mL/h = 8 h" });
    expect(lineOf(r, "Finishes at")).toMatchObject({ shown: "06:00 tomorrow", formula: "22:00 + 8 h = 06:00 tomorrow" });
  });
  it("250 mL at 30 mL/h → 8 h 20 min; started 08:15 → 16:35; a start that is not a time is refused", () => {
    const r = infusionTime({ volumeMl: "250", rateMlH: "30", start: "08:15" }, "US");
    expect(lineOf(r, "Time")).toMatchObject({ shown: "8 h 20 min", formula: "250 mL ÷ 30 mL/h = 8.33 h (8 h 20 min)" });
    expect(lineOf(r, "Finishes at").shown).toBe("16:35");
    expect(infusionTime({ volumeMl: "250", rateMlH: "30", start: "8am" }, "US")).toMatchObject({ ok: false, field: "start" });
    expect(hoursAndMinutes(0.5)).toBe("30 min");
  });
  it("volume to be infused: 125 mL/h × 6 h → 750 mL; 80 mL/h for 45 min → 60 mL", () => {
    expect(lineOf(volumeToBeInfused({ rateMlH: "125", time: "6", timeUnit: "h" }, "US"), "Volume to be infused")).toMatchObject({
      shown: "750",
      formula: "125 mL/h × 6 h = 750 mL",
    });
    expect(lineOf(volumeToBeInfused({ rateMlH: "80", time: "45", timeUnit: "min" }, "US"), "Volume to be infused")).toMatchObject({
      shown: "60",
      formula: "80 mL/h × 45 min ÷ 60 min/h = 60 mL",
    });
  });
});
