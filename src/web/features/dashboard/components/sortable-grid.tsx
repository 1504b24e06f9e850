import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

export interface SortableGridProps<T extends string> {
  ids: T[];
  /** Reordering on or off (off: a plain grid). */
  enabled: boolean;
  onMove: (id: T, overId: T) => void;
  className?: string;
  itemClassName: (id: T) => string;
  renderItem: (id: T) => ReactNode;
  /** The name read out while moving ("Timer"). */
  nameOf: (id: T) => string;
}

/**
 * The one place @dnd-kit is used: a grid whose items can be dragged to a new
 * place by a handle in their corner — mouse, touch, or keyboard (Space,
 * arrows, Space).
 */
export default function SortableGrid<T extends string>({ ids, enabled, onMove, className, itemClassName, renderItem, nameOf }: SortableGridProps<T>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // The handle takes no scrolling (touch-action: none), so a finger drags it at once.
    useSensor(TouchSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id as T, over.id as T);
  };
  const position = (id: unknown) => ids.indexOf(id as T) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Widgets below may still be loading and change height mid-drag: measure the places afresh rather than trust the ones taken at pick-up.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: "To move a widget, press Space, then the arrow keys, then Space again to drop it. Escape cancels." },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id as T)}, position ${position(active.id)} of ${ids.length}.`,
          onDragOver: ({ active, over }) => (over ? `${nameOf(active.id as T)} moved to position ${position(over.id)} of ${ids.length}.` : undefined),
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(active.id as T)} dropped at position ${position(over.id)} of ${ids.length}.` : `${nameOf(active.id as T)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id as T)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={!enabled}>
        <ul className={className}>
          {ids.map((id) => (
            <SortableItem key={id} id={id} enabled={enabled} className={itemClassName(id)} renderItem={renderItem} name={nameOf(id)} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem<T extends string>({
  id,
  enabled,
  className,
  renderItem,
  name,
}: {
  id: T;
  enabled: boolean;
  className: string;
  renderItem: SortableGridProps<T>["renderItem"];
  name: string;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !enabled });
  return (
    <li
      ref={setNodeRef}
      data-widget={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(className, isDragging && "relative z-10")}
    >
      <div className="relative h-full">
        {renderItem(id)}
        {enabled && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move ${name}`}
            className="absolute top-1.5 right-1.5 flex size-11 cursor-grab touch-none items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary active:cursor-grabbing"
          >
            <GripVertical className="size-5" aria-hidden />
          </button>
        )}
      </div>
    </li>
  );
}
