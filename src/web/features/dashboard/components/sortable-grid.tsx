import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { GripVertical } from "lucide-react";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { cn } from "@web/lib/cn";

export interface SortableGridProps<T extends string> {
  ids: T[];
  /** Reordering on or off (off: a plain grid). */
  enabled: boolean;
  onMove: (id: T, overId: T) => void;
  className?: string;
  itemClassName: (id: T) => string;
  /** Each item's width in columns, for the items in this order (the order changes while one is dragged). */
  spansOf: (order: T[]) => number[];
  renderItem: (id: T) => ReactNode;
  /** The name read out while moving ("Timer"). */
  nameOf: (id: T) => string;
}

/** The dragged copy stays on the screen: a wide widget dragged towards an edge does not run off it. */
const keepInWindow: Modifier = ({ transform, draggingNodeRect, windowRect }) => {
  if (!draggingNodeRect || !windowRect) return transform;
  const x = Math.min(Math.max(transform.x, windowRect.left - draggingNodeRect.left), windowRect.right - draggingNodeRect.right);
  return { ...transform, x: draggingNodeRect.width > windowRect.width ? transform.x : x };
};

// The grid itself makes room: the others are never moved by transforms sized for another widget.
const noTransforms = () => null;

/**
 * The one place @dnd-kit is used: a grid whose items can be dragged to a new
 * place by a handle in their corner — mouse, touch, or keyboard (Space,
 * arrows, Space). While one is dragged the grid is laid out in the order it
 * would have (widgets of different widths reflow as they will once dropped),
 * and a copy of the widget, at its own size, follows the pointer.
 */
export default function SortableGrid<T extends string>({ ids, enabled, onMove, className, itemClassName, spansOf, renderItem, nameOf }: SortableGridProps<T>) {
  const [dragging, setDragging] = useState<{ id: T; order: T[] } | null>(null);
  const order = dragging?.order ?? ids;
  const spans = spansOf(order);
  // A widget moved with the keyboard goes only where the arrow keys take it: the page scrolling under
  // it (still scrolling when it was picked up, or scrolled by the nurse) must not carry it to another place.
  const keyboard = useRef<{ collisions: Collision[]; arrowed: boolean } | null>(null);
  // The order as it is while she drags (read by the announcements, which come with dnd-kit's events), and the place last heard of.
  const live = useRef<T[]>(ids);
  const heard = useRef(0);
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, args) => {
    const next = sortableKeyboardCoordinates(event, args);
    if (next && keyboard.current) keyboard.current.arrowed = true;
    return next;
  }, []);
  const collisionDetection: CollisionDetection = (args) => {
    const moving = keyboard.current;
    if (!moving) return closestCenter(args);
    if (moving.arrowed) {
      moving.collisions = closestCenter(args);
      moving.arrowed = false;
    }
    return moving.collisions;
  };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // The handle takes no scrolling (touch-action: none), so a finger drags it at once.
    useSensor(TouchSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    keyboard.current = activatorEvent instanceof KeyboardEvent ? { collisions: [{ id: active.id }], arrowed: false } : null;
    live.current = ids;
    heard.current = ids.indexOf(active.id as T) + 1;
    setDragging({ id: active.id as T, order: ids });
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || over.id === active.id) return;
    const order = live.current;
    live.current = arrayMove(order, order.indexOf(active.id as T), order.indexOf(over.id as T));
    setDragging((d) => d && { ...d, order: live.current });
  };
  const onDragEnd = ({ active }: DragEndEvent) => {
    keyboard.current = null;
    setDragging(null);
    const overId = ids[live.current.indexOf(active.id as T)];
    if (overId && overId !== active.id) onMove(active.id as T, overId);
  };
  const position = (id: UniqueIdentifier) => live.current.indexOf(id as T) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // Widgets below may still be loading and change height mid-drag, and the grid reflows as she drags: measure the places afresh.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        keyboard.current = null;
        setDragging(null);
      }}
      accessibility={{
        screenReaderInstructions: { draggable: "To move a widget, press Space, then the arrow keys, then Space again to drop it. Escape cancels." },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id as T)}, position ${position(active.id)} of ${ids.length}.`,
          // Said only when its place has changed: right after the pick-up it is over its own place, and "Picked up" must stay what she hears.
          onDragOver: ({ active }) => {
            const at = position(active.id);
            if (at === heard.current) return undefined;
            heard.current = at;
            return `${nameOf(active.id as T)} moved to position ${at} of ${ids.length}.`;
          },
          onDragEnd: ({ active }) => `${nameOf(active.id as T)} dropped at position ${position(active.id)} of ${ids.length}.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id as T)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={order} strategy={noTransforms} disabled={!enabled}>
        <ul className={className}>
          {order.map((id, i) => (
            <SortableItem key={id} id={id} enabled={enabled} className={itemClassName(id)} span={spans[i] ?? 1} renderItem={renderItem} name={nameOf(id)} />
          ))}
        </ul>
      </SortableContext>
      <DragOverlay modifiers={[keepInWindow]}>
        {dragging && (
          <div aria-hidden inert data-testid="dragged-widget" className="h-full rounded-xl opacity-90 shadow-2xl">
            {renderItem(dragging.id)}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function SortableItem<T extends string>({
  id,
  enabled,
  className,
  span,
  renderItem,
  name,
}: {
  id: T;
  enabled: boolean;
  className: string;
  span: number;
  renderItem: SortableGridProps<T>["renderItem"];
  name: string;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({ id, disabled: !enabled });
  return (
    // While dragged, its place shows where it will land; the copy under the pointer is the DragOverlay.
    <li ref={setNodeRef} data-widget={id} style={{ gridColumn: `span ${span}` }} className={cn(className, isDragging && "opacity-40")}>
      <div className="relative h-full">
        {renderItem(id)}
        {enabled && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move ${name}`}
            // In the strip above the widget (see EditableWidget), so it covers none of it.
            className="absolute top-1 right-1 flex size-11 cursor-grab touch-none items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary active:cursor-grabbing"
          >
            <GripVertical className="size-5" aria-hidden />
          </button>
        )}
      </div>
    </li>
  );
}
