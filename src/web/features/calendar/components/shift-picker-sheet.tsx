import type { UseQueryResult } from "@tanstack/react-query";
import { ChevronDown, ChevronUp, Eraser, X } from "lucide-react";
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { readableTextOn } from "@core/color-contrast";
import { pickerSheetHeight } from "@core/picker-sheet-height";
import type { ShiftType } from "@core/schemas/shift-types";
import { chipLabel, libraryGroups } from "@core/shift-library";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/hooks/use-formats";
import { LoadErrorAlert } from "@web/components/load-error-alert";
import { ShiftIcon } from "@web/components/shifts/shift-icon";

/** The sheet's "Clear days" choice: a tap takes the day's shift off. */
export const CLEAR_DAYS = "clear-days";

function PickChip({
  pressed,
  onPress,
  title,
  style,
  className,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  title?: string;
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onPress}
        title={title}
        className={cn(
          "flex h-10 max-w-[13rem] items-center gap-1.5 rounded-full border-2 px-3 text-sm font-medium shadow-sm transition",
          pressed ? "border-slate-900 ring-2 ring-slate-900/20" : "border-transparent",
          className,
        )}
        style={style}
      >
        {children}
      </button>
    </li>
  );
}

/** The viewport left between the app header and the bottom navigation. */
function useFreeViewport(): { free: number; bottom: number } {
  const measure = () => {
    const header = document.querySelector("header")?.getBoundingClientRect().height ?? 56;
    const nav = document.querySelector('nav[aria-label="Calendar sections"]')?.getBoundingClientRect().height ?? 0;
    return { free: window.innerHeight - header - nav, bottom: nav };
  };
  const [size, setSize] = useState(measure);
  useEffect(() => {
    const update = () => setSize(measure());
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return size;
}

/**
 * The shift picker: chips for the nurse's library in her order, '+ Create a
 * Shift', "Clear days", then her one-off dated shifts apart. On a phone it is
 * 21% of the free viewport (200 px to 30%), 75% when made large, below the
 * month; from 768 px a column beside the month, so the whole month stays in
 * sight. Focus moves into it when it opens (the picked or first chip).
 * 'Shift applied to calendar!' shows in its header (`status`), not as a toast
 * over the page.
 */
export function ShiftPickerSheet({
  library,
  selectedId,
  onSelect,
  onCreate,
  onClose,
  status,
  onUndo,
}: {
  /** The shift library query: its shifts, or that it is loading or failed. */
  library: UseQueryResult<ShiftType[]>;
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  onCreate: () => void;
  onClose: () => void;
  /** A short confirmation, renewed by each save ('Shift applied to calendar!'). */
  status: string | undefined;
  /** Undo for the save the status confirms (decision 043). */
  onUndo?: () => void;
}) {
  const { formatShortDate } = useFormats();
  const [large, setLarge] = useState(false);
  const { free } = useFreeViewport();
  const height = pickerSheetHeight(free, large);
  const ref = useRef<HTMLElement>(null);
  const { library: shifts, oneOffs } = libraryGroups(library.data ?? []);

  // Into the sheet on open: the picked chip, else the first, else its heading.
  useEffect(() => {
    const sheet = ref.current;
    const target =
      sheet?.querySelector<HTMLElement>('[aria-pressed="true"]') ?? sheet?.querySelector<HTMLElement>("ul button") ?? sheet?.querySelector<HTMLElement>("h2");
    target?.focus({ preventScroll: true });
    // Once, when it opens.
  }, []);

  const chip = (shift: ShiftType, extra?: string) => {
    const selected = shift.id === selectedId;
    return (
      <PickChip
        key={shift.id}
        pressed={selected}
        onPress={() => onSelect(selected ? undefined : shift.id)}
        title={`${shift.name} · ${shift.startTime}–${shift.endTime}${extra ? ` · ${extra}` : ""}`}
        style={{ backgroundColor: shift.color, color: readableTextOn(shift.color) }}
      >
        <ShiftIcon icon={shift.icon} className="text-base" />
        <span className="truncate">{chipLabel(shift)}</span>
        {extra && <span className="shrink-0 text-xs font-normal opacity-90">{extra}</span>}
        <span className="sr-only">
          {" "}
          ({shift.name}, {shift.startTime} to {shift.endTime})
        </span>
      </PickChip>
    );
  };

  return (
    <section
      ref={ref}
      aria-label="Shift picker"
      data-testid="shift-sheet"
      data-size={large ? "large" : "normal"}
      className="-mx-2 flex h-(--sheet-h) shrink-0 flex-col rounded-t-2xl border border-b-0 border-slate-200 bg-white shadow-[0_-8px_24px_-12px_rgba(15,23,42,0.25)] transition-[height] duration-200 sm:-mx-4 md:mx-0 md:h-auto md:w-72 md:rounded-2xl md:border-b md:shadow-sm"
      style={{ "--sheet-h": `${height}px` } as CSSProperties}
    >
      <div className="flex items-center gap-2 px-3 pt-2 md:hidden">
        <span className="mx-auto h-1 w-10 rounded-full bg-slate-300" aria-hidden />
      </div>
      <div className="flex items-center gap-2 px-3 md:pt-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold outline-none" tabIndex={-1}>
            Your shifts
          </h2>
          <p id="calendar-apply-hint" className={cn("text-xs text-slate-600", status && "sr-only")}>
            Tap dates on the calendar to apply this shift
          </p>
          {/* The status says only what happened (a screen reader reads it as such); Undo sits beside it. */}
          <div className="flex items-center">
            <p role="status" className={cn("text-xs font-semibold text-emerald-800", !status && "sr-only")} data-testid="sheet-status">
              {status ?? ""}
            </p>
            {status && onUndo && (
              <button
                type="button"
                onClick={onUndo}
                className="ml-2 rounded px-2 py-1 text-xs font-semibold text-sky-800 underline underline-offset-2 hover:bg-sky-50"
              >
                Undo
              </button>
            )}
          </div>
        </div>
        <button
          type="button"
          onClick={() => setLarge((v) => !v)}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 md:hidden"
          aria-label={large ? "Make the shift sheet smaller" : "Make the shift sheet larger"}
        >
          {large ? <ChevronDown className="size-5" aria-hidden /> : <ChevronUp className="size-5" aria-hidden />}
        </button>
        <button type="button" onClick={onClose} className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100" aria-label="Close shift sheet">
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 pt-2 pb-3">
        {library.isError && !library.isFetching && <LoadErrorAlert what="Failed to load shifts" query={library} className="mb-2" />}
        {!library.data && library.isFetching ? (
          <Spinner label="Loading your shifts…" className="py-6" />
        ) : (
          <>
            <ul className="flex flex-wrap gap-2" aria-label="Shifts to apply">
              {shifts.map((shift) => chip(shift))}
              <li>
                <button
                  type="button"
                  onClick={onCreate}
                  className="flex h-10 items-center gap-1 rounded-full border-2 border-dashed border-slate-400 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  + Create a Shift
                </button>
              </li>
              {(library.data?.length ?? 0) > 0 && (
                <PickChip
                  pressed={selectedId === CLEAR_DAYS}
                  onPress={() => onSelect(selectedId === CLEAR_DAYS ? undefined : CLEAR_DAYS)}
                  title="Tap days on the calendar to take their shift off"
                  className={cn("bg-white text-slate-800", selectedId !== CLEAR_DAYS && "border-slate-300")}
                >
                  <Eraser className="size-4" aria-hidden /> Clear days
                </PickChip>
              )}
            </ul>
            {oneOffs.length > 0 && (
              <>
                <h3 className="mt-3 mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">One-off shifts</h3>
                <ul className="flex flex-wrap gap-2" aria-label="One-off shifts to apply">
                  {oneOffs.map((shift) => chip(shift, formatShortDate(shift.date!)))}
                </ul>
              </>
            )}
          </>
        )}
        {library.data?.length === 0 && <p className="mt-3 text-sm text-slate-600">You have no shifts yet. Create one, pick it, then tap the days you work.</p>}
      </div>
    </section>
  );
}
