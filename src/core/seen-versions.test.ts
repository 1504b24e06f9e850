import { describe, expect, it } from "vitest";
import { changedSinceMessage, dayVersion, recordVersion, seenHeaders } from "./seen-versions";

describe("what a change says it was made on", () => {
  it("names a day by what it holds, and an empty day as nothing", () => {
    expect(dayVersion({ shiftTypeId: "a1", timeOff: null })).toBe("shift:a1");
    expect(dayVersion({ shiftTypeId: null, timeOff: "vacation" })).toBe("off:vacation");
    expect(dayVersion(undefined)).toBeNull();
    expect(dayVersion({})).toBeNull();
  });

  it("names a record by when it last changed, as the API writes it", () => {
    expect(recordVersion(new Date("2026-11-27T07:00:00.123Z"))).toBe("2026-11-27T07:00:00.123Z");
    expect(recordVersion("2026-11-27T07:00:00.123Z")).toBe("2026-11-27T07:00:00.123Z");
  });

  it("sends a version as If-Match, nothing-there as If-None-Match: *, and no version as no header", () => {
    expect(seenHeaders("shift:a1")).toEqual({ "If-Match": '"shift:a1"' });
    expect(seenHeaders(null)).toEqual({ "If-None-Match": "*" });
    expect(seenHeaders(undefined)).toEqual({});
  });

  it("tells her in a sentence", () => {
    expect(changedSinceMessage("day")).toBe("This day was changed somewhere else since you last saw it.");
  });
});
