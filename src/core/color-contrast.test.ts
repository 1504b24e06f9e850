import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextOn } from "./color-contrast";

describe("chip text colour", () => {
  it("white on dark colours, dark on light ones", () => {
    expect(readableTextOn("#1e3a8a")).toBe("#ffffff");
    expect(readableTextOn("#4338ca")).toBe("#ffffff");
    expect(readableTextOn("#f59e0b")).toBe("#000000");
    expect(readableTextOn("#fde047")).toBe("#000000");
    // The middle of the range, where white and slate-950 both fell short of 4.5:1.
    expect(contrastRatio("#007fb1", readableTextOn("#007fb1"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
  });

  it("property: the chosen text always reaches 4.5:1 (WCAG AA)", () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
    fc.assert(
      fc.property(hex, (bg) => {
        expect(contrastRatio(bg, readableTextOn(bg))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
