/** sRGB channel (0–1) to linear light, and back. */
const toLinear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black, not slate-950 (#020617): with that, mid colours such as #007fb1 reached 4.5:1 with neither. */
export const DARK_TEXT = "#000000";
export const LIGHT_TEXT = "#ffffff";

/** The text colour (white or near-black) that reads best on a shift's colour. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * `color-mix(in oklab, hex t, black)`: OKLab scaled towards black by t. OKLab is
 * linear in the cube roots of LMS, itself linear in linear sRGB, so this is
 * linear sRGB scaled by t³: the hue stays, and nothing leaves the gamut.
 */
export function darkenInOklab(hex: string, t: number): string {
  return toHex(channels(hex).map((c) => toGamma(toLinear(c) * t ** 3)));
}

/** WCAG AA for body text. */
const AA = 4.5;
/** The accent was always drawn 22% darker; the preset swatches keep that look. */
export const BASE_DARKENING = 0.78;
/** The strongest accent tint with accent text on it (bg-primary/15: a hovered active link). */
const STRONGEST_TINT = 0.15;

const tintOverWhite = (hex: string) => toHex(channels(hex).map((c) => STRONGEST_TINT * c + (1 - STRONGEST_TINT)));
const carriesText = (shade: string) => contrastRatio(shade, LIGHT_TEXT) >= AA && contrastRatio(shade, tintOverWhite(shade)) >= AA;

/**
 * The shade of a nurse's accent colour the app draws with (buttons with white
 * text, links and active items on white or on a tint of it): 22% darker in
 * OKLab, and darker still, just enough, when that is not yet 4.5:1 (a yellow
 * or a white chosen in the colour picker). Black always passes, so the search
 * between it and the 22% shade keeps a passing shade at every step.
 */
export function readableAccent(hex: string): string {
  const base = darkenInOklab(hex, BASE_DARKENING);
  if (carriesText(base)) return base;
  let [passes, fails] = [0, BASE_DARKENING];
  for (let step = 0; step < 20; step++) {
    const t = (passes + fails) / 2;
    if (carriesText(darkenInOklab(hex, t))) passes = t;
    else fails = t;
  }
  return darkenInOklab(hex, passes);
}
