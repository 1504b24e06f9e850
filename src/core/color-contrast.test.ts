import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCENT_SWATCHES } from "./preferences";
import { BASE_DARKENING, contrastRatio, darkenInOklab, readableAccent, readableTextOn } from "./color-contrast";

const anyHex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
const WHITE = "#ffffff";
/** bg-primary/15 over white, as the browser composites it. */
const tint15 = (hex: string) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(0.15 * parseInt(hex.slice(i, i + 2), 16) + 0.85 * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

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
    fc.assert(
      fc.property(anyHex, (bg) => {
        expect(contrastRatio(bg, readableTextOn(bg))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

describe("the accent shade the app draws with", () => {
  it("the preset swatches keep their look: 22% darker in OKLab, as color-mix(in oklab, c 78%, black) paints it", () => {
    // Chromium's computed colour for each color-mix, read in the browser.
    expect(ACCENT_SWATCHES.map(readableAccent)).toEqual(["#285cb1", "#066960", "#0c7432", "#5727aa", "#9d1953", "#9e1818", "#a83d06", "#303b49"]);
  });

  it("darkens a light custom colour until white text on it reaches 4.5:1", () => {
    for (const light of ["#ffffff", "#ffff00", "#00ffff", "#fde047"]) {
      expect(contrastRatio(light, WHITE)).toBeLessThan(2);
      expect(contrastRatio(readableAccent(light), WHITE)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableAccent("#000000")).toBe("#000000");
  });

  it("property: white on the shade, the shade on white and on its own tint all reach 4.5:1", () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const shade = readableAccent(hex);
        expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(shade, tint15(shade))).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 500 },
    );
  });

  it("property: never darker than it needs to be", () => {
    const tightest = (shade: string) => Math.min(contrastRatio(shade, WHITE), contrastRatio(shade, tint15(shade)));
    fc.assert(
      fc.property(anyHex, (hex) => {
        const base = darkenInOklab(hex, BASE_DARKENING);
        // Either the usual 22% shade, when it already passes, or just past 4.5:1 (one 8-bit step).
        if (tightest(base) >= 4.5) expect(readableAccent(hex)).toBe(base);
        else expect(tightest(readableAccent(hex))).toBeLessThan(4.6);
      }),
      { numRuns: 500 },
    );
  });
});
