/** A swipe changes the month when it is longer than 50 px and mainly horizontal (docs/product/calendar.md). */
export const SWIPE_THRESHOLD_PX = 50;

/** +1 (next month, finger moved left), -1 (previous), or 0 (not a month swipe). */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
