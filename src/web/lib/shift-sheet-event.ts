/**
 * The calendar's shift picker sheet opens and closes on this window event
 * (a global window event), so any screen or widget can
 * ask for it: the header button, a dashboard widget, a keyboard shortcut.
 */
export const TOGGLE_SHIFT_SHEET_EVENT = "nursevitals:toggle-shift-sheet";

export function toggleShiftSheet(): void {
  window.dispatchEvent(new Event(TOGGLE_SHIFT_SHEET_EVENT));
}
