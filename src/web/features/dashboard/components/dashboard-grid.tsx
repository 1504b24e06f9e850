import { Check, Settings2 } from "lucide-react";
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from "react";
import {
  fillRows,
  isHidden,
  isLocked,
  moveWidget,
  resetLayout,
  shownWidgets,
  toggleWidget,
  WIDGET_NAMES,
  widgetOrder,
  widgetSpan,
  type WidgetId,
} from "@core/dashboard-layout";
import { DEFAULT_DASHBOARD_LAYOUT, type DashboardLayout } from "@core/preferences";
import type { PreferencesUpdate } from "@core/schemas/preferences";
import { ConfirmEmailNotice } from "@web/components/confirm-email-notice";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { usePreferences, useSavePreferences } from "@web/lib/api/preferences";
import type { SortableGridProps } from "./sortable-grid";
import { WidgetSlot, type WidgetLoader } from "./widget-slot";

// Dragging (and its library) is needed only in edit mode.
const SortableGrid = lazy(() => import("./sortable-grid")) as <T extends string>(props: SortableGridProps<T>) => ReactNode;

export const DASHBOARD_DESCRIPTION = "Customizable dashboard with widgets for shifts, certs, contracts and nursing tools.";

/** Widgets this far into the order load at once and appear together (a phone's first screen); the rest when scrolled near. */
const EAGER = 5;

/**
 * The dashboard (docs/product/shell-and-dashboard.md, Dashboard): the nurse's widgets on a grid of 2 to 6
 * columns; in edit mode a tap hides or shows a widget and a drag (mouse, touch
 * or keyboard) moves it. The layout is saved on the server, so it follows her.
 */
export function DashboardGrid({ widgets }: { widgets: Record<WidgetId, WidgetLoader> }) {
  const preferences = usePreferences();
  // A failed save leaves her layout as she made it, to try again.
  const save = useSavePreferences({
    errorTitle: "Layout not saved",
    errorDescription: "Your changes stay on this screen; check your connection and try again.",
    errorToastId: "layout-save",
    keepOnFailure: true,
  });
  const [editing, setEditing] = useState(false);
  const layout: DashboardLayout = preferences.data?.dashboardLayout ?? DEFAULT_DASHBOARD_LAYOUT;
  const ids = shownWidgets(layout, editing);
  const columns = useGridColumns();
  const spansOf = (order: WidgetId[]) => fillRows(order, columns, widgetSpan);

  const saveLayout = (next: DashboardLayout) =>
    // Ids come from the saved layout and the widget list, which the server checks again.
    save.mutate({ dashboardLayout: next as PreferencesUpdate["dashboardLayout"] });

  const renderItem = (id: WidgetId) =>
    editing ? (
      <EditableWidget id={id} hidden={isHidden(layout, id)} onToggle={() => saveLayout(toggleWidget(layout, id))} load={widgets[id]} />
    ) : (
      <WidgetSlot name={WIDGET_NAMES[id]} load={widgets[id]} eager={ids.indexOf(id) < EAGER} />
    );

  const onMove = (id: WidgetId, overId: WidgetId) => saveLayout(moveWidget(layout, id, widgetOrder(layout).indexOf(overId)));
  const onReset = () => {
    saveLayout(resetLayout());
    setEditing(false);
  };

  return (
    <div className="mx-auto w-full max-w-[110rem] p-3 sm:p-5">
      <PageHeader
        title="Dashboard"
        description={DASHBOARD_DESCRIPTION}
        actions={
          <Button variant={editing ? "default" : "outline"} aria-pressed={editing} onClick={() => setEditing((e) => !e)}>
            {editing ? <Check aria-hidden /> : <Settings2 aria-hidden />}
            {editing ? "Done" : "Customize"}
          </Button>
        }
      />
      <ConfirmEmailNotice className="mb-4" />
      {editing && (
        <div
          role="region"
          aria-label="Customize dashboard"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-primary/5 p-3 text-sm text-slate-800"
        >
          <p className="min-w-0 flex-1">Tap widgets to show/hide them. Drag to reorder.</p>
          <Button variant="outline" onClick={onReset}>
            Reset
          </Button>
        </div>
      )}
      {preferences.isError && (
        <p role="alert" className="mb-3 text-sm text-red-800">
          Your layout could not be loaded, so the default one is shown.{" "}
          <button type="button" className="font-medium underline" onClick={() => void preferences.refetch()}>
            Try again
          </button>
        </p>
      )}
      {editing ? (
        <Suspense fallback={<PlainGrid ids={ids} spans={spansOf(ids)} renderItem={renderItem} />}>
          <SortableGrid
            ids={ids}
            enabled
            onMove={onMove}
            nameOf={(id) => WIDGET_NAMES[id]}
            className={GRID}
            itemClassName={itemClassName}
            spansOf={spansOf}
            renderItem={renderItem}
          />
        </Suspense>
      ) : (
        // The first screenful's widgets suspend here: the grid appears once they are in, without shifting card by card.
        <Suspense fallback={<p className="py-8 text-center text-sm text-slate-600">Loading your widgets…</p>}>
          <PlainGrid ids={ids} spans={spansOf(ids)} renderItem={renderItem} />
        </Suspense>
      )}
    </div>
  );
}

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6";
/** GRID's columns from each width up (rem, as Tailwind's sm, lg, xl, 2xl); 2 below. */
const GRID_COLUMNS = [
  [96, 6],
  [80, 5],
  [64, 4],
  [40, 3],
] as const;

function gridColumns(): number {
  if (typeof matchMedia === "undefined") return 2;
  return GRID_COLUMNS.find(([rem]) => matchMedia(`(min-width: ${rem}rem)`).matches)?.[1] ?? 2;
}

function subscribeToWidth(listener: () => void) {
  const queries = GRID_COLUMNS.map(([rem]) => matchMedia(`(min-width: ${rem}rem)`));
  for (const query of queries) query.addEventListener("change", listener);
  return () => {
    for (const query of queries) query.removeEventListener("change", listener);
  };
}

/** How many columns the grid has at this width: a widget's width in columns depends on its row (fillRows). */
function useGridColumns(): number {
  return useSyncExternalStore(subscribeToWidth, gridColumns, () => 2);
}

const itemClassName = (id: WidgetId) => cn("min-w-0", id === "advertisement" && "self-start");

/** The grid outside edit mode (the same places as the sortable one). */
function PlainGrid({ ids, spans, renderItem }: { ids: WidgetId[]; spans: number[]; renderItem: (id: WidgetId) => ReactNode }) {
  return (
    <ul className={GRID}>
      {ids.map((id, i) => (
        <li key={id} data-widget={id} className={itemClassName(id)} style={{ gridColumn: `span ${spans[i] ?? 1}` }}>
          {renderItem(id)}
        </li>
      ))}
    </ul>
  );
}

/**
 * In edit mode: the widget, not usable, under a button that hides or shows it.
 * A strip above the widget holds that button's badge and the handle the grid
 * adds to move it, so neither covers the widget's title or buttons.
 */
function EditableWidget({ id, hidden, onToggle, load }: { id: WidgetId; hidden: boolean; onToggle: () => void; load: WidgetLoader }) {
  const name = WIDGET_NAMES[id];
  const locked = isLocked(id);
  return (
    <div className="relative flex h-full flex-col">
      <div aria-hidden className="h-12 shrink-0" />
      <div inert className={cn("min-h-0 flex-1 px-1 pb-1 transition", hidden && "opacity-40 grayscale")}>
        <WidgetSlot name={name} load={load} />
      </div>
      <button
        type="button"
        aria-pressed={!hidden}
        aria-label={locked ? `${name} (always shown)` : `Show ${name}`}
        aria-disabled={locked || undefined}
        onClick={locked ? undefined : onToggle}
        className={cn(
          "absolute inset-0 flex items-start justify-start rounded-xl border-2 border-dashed p-2 text-left outline-none focus-visible:ring-2 focus-visible:ring-primary",
          hidden ? "border-slate-400 bg-slate-50/40" : "border-primary/60 bg-primary/5",
          locked ? "cursor-default" : "cursor-pointer",
        )}
      >
        <span className={cn("mt-1.5 rounded-md px-2 py-1 text-xs font-semibold shadow-sm", hidden ? "bg-slate-700 text-white" : "bg-white text-slate-900")}>
          {locked ? "Always shown" : hidden ? "Hidden" : "Shown"}
        </span>
      </button>
    </div>
  );
}
