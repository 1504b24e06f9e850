import type { UseQueryResult } from "@tanstack/react-query";
import { ChevronDown, ChevronUp, X } from "lucide-react";
import { useEffect, useState } from "react";
import { readableTextOn } from "@core/color-contrast";
import { pickerSheetHeight } from "@core/picker-sheet-height";
import type { ShiftType } from "@core/schemas/shift-types";
import { chipLabel } from "@core/shift-library";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { LoadErrorAlert } from "./load-error-alert";

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
 * The shift picker: chips for the nurse's shifts and '+ Create a Shift'.
 * 21% of the free viewport (200 px to 30%), 75% when made large; it sits above
 * the bottom navigation and leaves the calendar scrollable above it.
 */
export function ShiftPickerSheet({
  library,
  selectedId,
  onSelect,
  onCreate,
  onClose,
}: {
  /** The shift library query: its shifts, or that it is loading or failed. */
  library: UseQueryResult<ShiftType[]>;
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  onCreate: () => void;
  onClose: () => void;
}) {
  const [large, setLarge] = useState(false);
  const { free, bottom } = useFreeViewport();
  const height = pickerSheetHeight(free, large);

  return (
    <section
      aria-label="Shift picker"
      data-testid="shift-sheet"
      data-size={large ? "large" : "normal"}
      className="sticky z-20 mt-3 -mx-2 flex flex-col rounded-t-2xl border border-b-0 border-slate-200 bg-white shadow-[0_-8px_24px_-12px_rgba(15,23,42,0.25)] transition-[height] duration-200 sm:-mx-4"
      style={{ height, bottom }}
    >
      <div className="flex items-center gap-2 px-3 pt-2">
        <span className="mx-auto h-1 w-10 rounded-full bg-slate-300" aria-hidden />
      </div>
      <div className="flex items-center gap-2 px-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">Your shifts</h2>
          <p id="calendar-apply-hint" className="text-xs text-slate-600">
            Tap dates on the calendar to apply this shift
          </p>
        </div>
        <button
          type="button"
          onClick={() => setLarge((v) => !v)}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
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
          <ul className="flex flex-wrap gap-2" aria-label="Shifts to apply">
            {library.data?.map((shift) => {
              const selected = shift.id === selectedId;
              return (
                <li key={shift.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(selected ? undefined : shift.id)}
                    title={`${shift.name} · ${shift.startTime}–${shift.endTime}`}
                    className={cn(
                      "flex h-10 max-w-[11rem] items-center gap-1.5 rounded-full border-2 px-3 text-sm font-medium shadow-sm transition",
                      selected ? "border-slate-900 ring-2 ring-slate-900/20" : "border-transparent",
                    )}
                    style={{ backgroundColor: shift.color, color: readableTextOn(shift.color) }}
                  >
                    <span aria-hidden>{shift.icon}</span>
                    <span className="truncate">{chipLabel(shift)}</span>
                    <span className="sr-only">
                      {" "}
                      ({shift.name}, {shift.startTime} to {shift.endTime})
                    </span>
                  </button>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                onClick={onCreate}
                className="flex h-10 items-center gap-1 rounded-full border-2 border-dashed border-slate-400 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                + Create a Shift
              </button>
            </li>
          </ul>
        )}
        {library.data?.length === 0 && (
          <p className="mt-3 text-sm text-slate-600">You have no shifts yet. Create one, pick it, then tap the days you work.</p>
        )}
      </div>
    </section>
  );
}
