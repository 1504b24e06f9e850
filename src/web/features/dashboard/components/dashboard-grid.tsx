import { Check, Settings2 } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import {
  isHidden,
  isLocked,
  moveWidget,
  resetLayout,
  shownWidgets,
  toggleWidget,
  WIDE_WIDGETS,
  WIDGET_NAMES,
  widgetOrder,
  type WidgetId,
} from "@core/dashboard-layout";
import { DEFAULT_DASHBOARD_LAYOUT, type DashboardLayout } from "@core/preferences";
import type { PreferencesUpdate } from "@core/schemas/preferences";
import { PageHeader } from "@web/components/layout/page-header";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { notify } from "@web/lib/notify";
import { usePreferences } from "@web/lib/preferences-query";
import { useSavePreferences } from "../api/preferences";
import type { SortableGridProps } from "./sortable-grid";
import { WidgetSlot, type WidgetLoader } from "./widget-slot";

// Dragging (and its library) is needed only in edit mode.
const SortableGrid = lazy(() => import("./sortable-grid")) as <T extends string>(props: SortableGridProps<T>) => ReactNode;

export const DASHBOARD_DESCRIPTION = "Customizable dashboard with widgets for shifts, certs, contracts and nursing tools.";

/** Widgets this far into the order load at once and appear together (a phone's first screen); the rest when scrolled near. */
const EAGER = 5;

/**
 * The dashboard (spec 000 §2, §4): the nurse's widgets on a grid of 2 to 6
 * columns; in edit mode a tap hides or shows a widget and a drag (mouse, touch
 * or keyboard) moves it. The layout is saved on the server, so it follows her.
 */
export function DashboardGrid({ widgets }: { widgets: Record<WidgetId, WidgetLoader> }) {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [editing, setEditing] = useState(false);
  const layout: DashboardLayout = preferences.data?.dashboardLayout ?? DEFAULT_DASHBOARD_LAYOUT;
  const ids = shownWidgets(layout, editing);

  const saveLayout = (next: DashboardLayout) =>
    save.mutate(
      // Ids come from the saved layout and the widget list, which the server checks again.
      { dashboardLayout: next as PreferencesUpdate["dashboardLayout"] },
      { onError: () => notify("error", "Layout not saved", "Your changes stay on this screen; check your connection and try again.", "layout-save") },
    );

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
        <Suspense fallback={<PlainGrid ids={ids} renderItem={renderItem} />}>
          <SortableGrid
            ids={ids}
            enabled
            onMove={onMove}
            nameOf={(id) => WIDGET_NAMES[id]}
            className={GRID}
            itemClassName={itemClassName}
            renderItem={renderItem}
          />
        </Suspense>
      ) : (
        // The first screenful's widgets suspend here: the grid appears once they are in, without shifting card by card.
        <Suspense fallback={<p className="py-8 text-center text-sm text-slate-600">Loading your widgets…</p>}>
          <PlainGrid ids={ids} renderItem={renderItem} />
        </Suspense>
      )}
    </div>
  );
}

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6";
// The pay estimator is a full form (spec §2 "also a full card"): it takes two columns too, or its rows would not fit.
const itemClassName = (id: WidgetId) =>
  cn("min-w-0", (WIDE_WIDGETS.includes(id) || id === "pay-estimator") && "col-span-2", id === "advertisement" && "self-start");

/** The grid outside edit mode (the same places as the sortable one). */
function PlainGrid({ ids, renderItem }: { ids: WidgetId[]; renderItem: (id: WidgetId) => ReactNode }) {
  return (
    <ul className={GRID}>
      {ids.map((id) => (
        <li key={id} data-widget={id} className={itemClassName(id)}>
          {renderItem(id)}
        </li>
      ))}
    </ul>
  );
}

/** In edit mode: the widget, not usable, under a button that hides or shows it (the grid adds the handle that moves it). */
function EditableWidget({ id, hidden, onToggle, load }: { id: WidgetId; hidden: boolean; onToggle: () => void; load: WidgetLoader }) {
  const name = WIDGET_NAMES[id];
  const locked = isLocked(id);
  return (
    <div className="relative h-full">
      <div inert className={cn("h-full transition", hidden && "opacity-40 grayscale")}>
        <WidgetSlot name={name} load={load} />
      </div>
      <button
        type="button"
        aria-pressed={!hidden}
        aria-label={locked ? `${name} (always shown)` : `Show ${name}`}
        aria-disabled={locked || undefined}
        onClick={locked ? undefined : onToggle}
        className={cn(
          "absolute inset-0 flex items-end justify-start rounded-xl border-2 border-dashed p-2 text-left outline-none focus-visible:ring-2 focus-visible:ring-primary",
          hidden ? "border-slate-400 bg-slate-50/40" : "border-primary/60 bg-primary/5",
          locked ? "cursor-default" : "cursor-pointer",
        )}
      >
        <span className={cn("rounded-md px-2 py-1 text-xs font-semibold shadow-sm", hidden ? "bg-slate-700 text-white" : "bg-white text-slate-900")}>
          {locked ? "Always shown" : hidden ? "Hidden" : "Shown"}
        </span>
      </button>
    </div>
  );
}
