/**
 * Height of the shift picker sheet (docs/product/calendar.md, Applying shifts): 21% of the free
 * viewport (below the header, above the bottom navigation), at least 200 px
 * but never more than 30% of it; 75% when the nurse makes it large.
 */
export const SHEET_MIN_PX = 200;
export const SHEET_SHARE = 0.21;
export const SHEET_MAX_SHARE = 0.3;
export const SHEET_LARGE_SHARE = 0.75;

export function pickerSheetHeight(freeViewportPx: number, large: boolean): number {
  const free = Math.max(0, freeViewportPx);
  if (large) return Math.round(free * SHEET_LARGE_SHARE);
  return Math.round(Math.min(Math.max(SHEET_MIN_PX, free * SHEET_SHARE), free * SHEET_MAX_SHARE));
}
