import { ArrowDown, ArrowUp, ChevronDown, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { ShiftType } from "@core/schemas/shift-types";
import { SHIFT_SYMBOL_LABELS } from "@core/shift-library";
import { PREMIUM_DAYS_LABELS } from "@core/tools/pay";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { ShiftIcon } from "@web/components/shifts/shift-icon";
import { formatTimeRange } from "@web/lib/format";
import { useFormats } from "@web/lib/hooks/use-formats";

/** A shift of the library on /shifts: its summary, and its details when expanded. */
export function ShiftTypeCard({
  shift,
  onDelete,
  onMove,
}: {
  shift: ShiftType;
  onDelete: () => void;
  /** Move it up or down her order; a direction that cannot move is left out. */
  onMove?: { up?: () => void; down?: () => void };
}) {
  const { formatHours, formatLongDate, formatMoney, formatShortDate } = useFormats();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center">
        <h2 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            onClick={() => setOpen((v) => !v)}
            className="flex w-full items-center gap-3 p-3 text-left hover:bg-slate-50"
          >
            <span className="h-10 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: shift.color }} aria-hidden />
            <ShiftIcon icon={shift.icon} className="size-7 text-2xl text-slate-700" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{shift.name}</span>
              <span className="block text-sm text-slate-600">
                {formatTimeRange(shift.startTime, shift.endTime)} · {formatHours(shift.paidHours)} h{shift.date ? ` · ${formatShortDate(shift.date)}` : ""}
              </span>
            </span>
            <ChevronDown className={cn("size-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")} aria-hidden />
          </button>
        </h2>
        {onMove && (
          <div role="group" aria-label={`Place of ${shift.name}`} className="flex shrink-0 pr-1">
            <Button variant="ghost" size="icon" className="size-10" aria-label="Move up" disabled={!onMove.up} onClick={onMove.up}>
              <ArrowUp aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" className="size-10" aria-label="Move down" disabled={!onMove.down} onClick={onMove.down}>
              <ArrowDown aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {open && (
        <div id={`${id}-details`} className="border-t border-slate-200 px-4 py-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-slate-600">Calendar label</dt>
            <dd>{shift.nickname || "—"}</dd>
            <dt className="text-slate-600">Location</dt>
            <dd>{shift.location || "—"}</dd>
            <dt className="text-slate-600">Paid hours</dt>
            <dd>{formatHours(shift.paidHours)}</dd>
            {shift.symbol && (
              <>
                <dt className="text-slate-600">Type</dt>
                <dd>{SHIFT_SYMBOL_LABELS[shift.symbol]}</dd>
              </>
            )}
            <dt className="text-slate-600">Job</dt>
            <dd>{shift.job?.label ?? "—"}</dd>
            <dt className="text-slate-600">Wage</dt>
            <dd>{shift.hourlyRate === null ? "—" : `${formatMoney(shift.hourlyRate)}/h`}</dd>
            {shift.premiums.length > 0 && (
              <>
                <dt className="text-slate-600">Premiums</dt>
                <dd>
                  <ul>
                    {shift.premiums.map((p) => (
                      <li key={p.id}>
                        {p.name}: {formatMoney(p.amountPerHour)}/h ({p.days === "all" ? "" : `${PREMIUM_DAYS_LABELS[p.days]}, `}
                        {p.appliesFrom}–{p.appliesTo})
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
            {shift.date && (
              <>
                <dt className="text-slate-600">Date</dt>
                <dd>{formatLongDate(shift.date)}</dd>
              </>
            )}
            <dt className="text-slate-600">On calendar</dt>
            <dd>
              {shift.daysOnCalendar} {shift.daysOnCalendar === 1 ? "day" : "days"}
            </dd>
          </dl>
          <div className="mt-3 flex gap-2">
            <Button size="sm" variant="outline" asChild>
              <Link to={`/shifts/${shift.id}/edit`} aria-label={`Edit ${shift.name}`}>
                <Pencil aria-hidden /> Edit
              </Link>
            </Button>
            <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onDelete} aria-label={`Delete ${shift.name}`}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
