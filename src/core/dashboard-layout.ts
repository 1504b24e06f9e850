import { DASHBOARD_WIDGET_IDS, LOCKED_WIDGETS, type DashboardLayout } from "./preferences";

/**
 * The dashboard's layout rules (docs/product/shell-and-dashboard.md, Dashboard): which widgets show, in what
 * order. The saved layout holds only what the nurse changed: hidden ids and,
 * once she has moved something, the whole order.
 */
export type WidgetId = (typeof DASHBOARD_WIDGET_IDS)[number];

export const WIDGET_NAMES: Record<WidgetId, string> = {
  "quick-links": "Quick Links",
  metronome: "CPR Metronome",
  schedule: "Next 3 Days",
  hours: "Hours Worked",
  alerts: "Alerts",
  contract: "Current Contract",
  health: "Health Stats",
  countdown: "Countdown",
  "rate-counter": "Heart Rate Counter",
  "tap-tester": "Resp Counter",
  calculator: "Unit Converter",
  timer: "Timer",
  stopwatch: "Stopwatch",
  todo: "To-Do List",
  "pay-estimator": "Pay Estimator",
  "seven-day-schedule": "Next 7 Days",
  "daily-learning": "Daily Learning",
  advertisement: "Advertisement",
};

/** These span two columns of the grid. */
export const WIDE_WIDGETS: readonly WidgetId[] = ["quick-links", "daily-learning", "seven-day-schedule", "todo", "health"];

const isWidgetId = (id: string): id is WidgetId => (DASHBOARD_WIDGET_IDS as readonly string[]).includes(id);

/** Every widget once, in the saved order (or the default one), unknown ids dropped and any missing ones after, in the default order. */
export function widgetOrder(layout: DashboardLayout): WidgetId[] {
  const seen = new Set<WidgetId>();
  for (const id of layout.order) if (isWidgetId(id)) seen.add(id);
  for (const id of DASHBOARD_WIDGET_IDS) seen.add(id);
  return [...seen];
}

export const isLocked = (id: string) => LOCKED_WIDGETS.includes(id);

export const isHidden = (layout: DashboardLayout, id: string) => !isLocked(id) && layout.hidden.includes(id);

/** The widgets on screen: outside edit mode the hidden ones are left out; in edit mode all show (dimmed) so they can come back. */
export function shownWidgets(layout: DashboardLayout, editMode: boolean): WidgetId[] {
  const order = widgetOrder(layout);
  return editMode ? order : order.filter((id) => !isHidden(layout, id));
}

/** Tapping a widget in edit mode hides it, or shows it again; the advertisement cannot be hidden. */
export function toggleWidget(layout: DashboardLayout, id: WidgetId): DashboardLayout {
  if (isLocked(id)) return layout;
  const hidden = layout.hidden.includes(id) ? layout.hidden.filter((h) => h !== id) : [...layout.hidden, id];
  return { ...layout, hidden };
}

/**
 * Take the current order (or the default order if none) and move one
 * widget to a new position (clamped to the list). Moving to where it is, or an
 * unknown id, changes nothing.
 */
export function moveWidget(layout: DashboardLayout, id: WidgetId, toIndex: number): DashboardLayout {
  const order = widgetOrder(layout);
  const from = order.indexOf(id);
  if (from < 0) return layout;
  const to = Math.max(0, Math.min(order.length - 1, Math.trunc(toIndex)));
  if (to === from) return layout;
  order.splice(from, 1);
  order.splice(to, 0, id);
  return { ...layout, order };
}

/** Reset clears hidden widgets and the order. */
export const resetLayout = (): DashboardLayout => ({ hidden: [], order: [] });

/** Columns a widget takes: two for the wide ones and the pay estimator (a full form, its rows would not fit one). */
export const widgetSpan = (id: WidgetId): number => (WIDE_WIDGETS.includes(id) || id === "pay-estimator" ? 2 : 1);

/**
 * Each item's width in columns on a grid of `columns`, in her order: an item
 * after which the next one does not fit in its row stretches to the row's end,
 * so no row but the last has a hole (a one-column widget before a two-column
 * one left half a row empty) and the order on screen stays hers.
 */
export function fillRows<T>(items: readonly T[], columns: number, span: (item: T) => number): number[] {
  const spans = items.map((item) => Math.max(1, Math.min(span(item), columns)));
  let column = 0;
  spans.forEach((width, i) => {
    if (column > 0 && column + width > columns) {
      spans[i - 1]! += columns - column;
      column = 0;
    }
    column = (column + width) % columns;
  });
  return spans;
}
