import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fillRows,
  isHidden,
  moveWidget,
  resetLayout,
  shownWidgets,
  toggleWidget,
  widgetOrder,
  widgetSpan,
  WIDE_WIDGETS,
  WIDGET_NAMES,
  type WidgetId,
} from "./dashboard-layout";
import { DASHBOARD_WIDGET_IDS } from "./preferences";

const ids = [...DASHBOARD_WIDGET_IDS] as WidgetId[];
const empty = { hidden: [], order: [] };

describe("dashboard layout", () => {
  it("has the product's 18 widgets with names, five of them wide", () => {
    expect(ids).toHaveLength(18);
    expect(Object.keys(WIDGET_NAMES).sort()).toEqual([...ids].sort());
    expect(WIDE_WIDGETS).toEqual(["quick-links", "daily-learning", "seven-day-schedule", "todo", "health"]);
  });

  it("without a saved order uses the default order; a saved order comes first, unknown ids dropped, missing ones after", () => {
    expect(widgetOrder(empty)).toEqual(ids);
    const order = widgetOrder({ hidden: [], order: ["alerts", "weather", "timer"] });
    expect(order.slice(0, 2)).toEqual(["alerts", "timer"]);
    expect(order).toHaveLength(18);
    expect(new Set(order).size).toBe(18);
  });

  it("moves one widget from the default order when none is saved", () => {
    const moved = moveWidget(empty, "advertisement", 0);
    expect(moved.order).toEqual(["advertisement", ...ids.slice(0, -1)]);
    expect(moveWidget(moved, "advertisement", 1).order.slice(0, 2)).toEqual(["quick-links", "advertisement"]);
  });

  it("moving to where it is, or past the end, is clamped", () => {
    expect(moveWidget(empty, "quick-links", 0)).toBe(empty);
    expect(moveWidget(empty, "quick-links", 99).order.at(-1)).toBe("quick-links");
    expect(moveWidget(empty, "advertisement", -5).order[0]).toBe("advertisement");
  });

  it("any move keeps every widget exactly once and puts the moved one at its place", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.integer({ min: 0, max: 17 }), fc.shuffledSubarray(ids), (id, to, saved) => {
        const next = widgetOrder(moveWidget({ hidden: [], order: saved }, id, to));
        expect([...next].sort()).toEqual([...ids].sort());
        expect(next.indexOf(id)).toBe(to);
        // The others keep their relative order.
        const before = widgetOrder({ hidden: [], order: saved }).filter((x) => x !== id);
        expect(next.filter((x) => x !== id)).toEqual(before);
      }),
    );
  });

  it("toggling hides and shows a widget; the advertisement can never be hidden", () => {
    const hidden = toggleWidget(empty, "timer");
    expect(hidden.hidden).toEqual(["timer"]);
    expect(shownWidgets(hidden, false)).not.toContain("timer");
    expect(shownWidgets(hidden, true)).toContain("timer");
    expect(toggleWidget(hidden, "timer").hidden).toEqual([]);
    expect(toggleWidget(empty, "advertisement")).toBe(empty);
    expect(isHidden({ hidden: ["advertisement"], order: [] }, "advertisement")).toBe(false);
  });

  it("reset clears hidden widgets and the order", () => {
    expect(resetLayout()).toEqual({ hidden: [], order: [] });
  });
});

describe("rows without holes", () => {
  it("a one-column widget before a two-column one takes the rest of its row instead of leaving it empty", () => {
    // On a phone (2 columns): the metronome, then Quick Links (wide).
    expect(fillRows(["metronome", "quick-links"] as WidgetId[], 2, widgetSpan)).toEqual([2, 2]);
    // On 5 columns: three narrow, then a wide one that fits, then a wide one that does not.
    expect(fillRows(["timer", "stopwatch", "alerts", "health", "todo"] as WidgetId[], 5, widgetSpan)).toEqual([1, 1, 1, 2, 2]);
    expect(fillRows(["timer", "stopwatch", "alerts", "countdown", "todo", "hours"] as WidgetId[], 5, widgetSpan)).toEqual([1, 1, 1, 2, 2, 1]);
    // A widget wider than the grid takes the whole row.
    expect(fillRows(["a", "b"], 1, () => 2)).toEqual([1, 1]);
  });

  it("every row but the last is full, no item is narrower than its own width, and the order is kept", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2 }), { maxLength: 30 }), fc.integer({ min: 1, max: 6 }), (widths, columns) => {
        const spans = fillRows(widths, columns, (w) => w);
        expect(spans).toHaveLength(widths.length);
        spans.forEach((span, i) => expect(span).toBeGreaterThanOrEqual(Math.min(widths[i]!, columns)));
        const rows: number[] = [];
        let row = 0;
        for (const span of spans) {
          expect(row + span).toBeLessThanOrEqual(columns);
          row += span;
          if (row === columns) {
            rows.push(row);
            row = 0;
          }
        }
        // Only the last row may be short: the grid, placing them in order, leaves no hole before it.
        expect(rows.every((r) => r === columns)).toBe(true);
      }),
    );
  });
});
