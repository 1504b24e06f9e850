import type { CalendarShiftType } from "@core/schemas/calendar";
import { SHIFT_SYMBOL_LABELS } from "@core/shift-library";
import { formatTimeRange } from "@web/lib/format";
import { useFormats } from "@web/lib/hooks/use-formats";
import { ShiftIcon } from "@web/components/shifts/shift-icon";

/** A shift as a line of a list: colour bar, icon, name, times (overnight says so), place, paid hours. */
export function ShiftDetails({ shift, extra }: { shift: CalendarShiftType; extra?: string }) {
  const { formatHours } = useFormats();
  return (
    <div className="flex min-w-0 items-stretch gap-3">
      <span className="w-1.5 shrink-0 rounded-full" style={{ backgroundColor: shift.color }} aria-hidden />
      <ShiftIcon icon={shift.icon} className="size-7 text-2xl text-slate-700" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-medium">
          <span className="truncate">{shift.name}</span>
          {shift.symbol && <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-700">{SHIFT_SYMBOL_LABELS[shift.symbol]}</span>}
          {extra && <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-700">{extra}</span>}
        </p>
        <p className="text-sm text-slate-700">{formatTimeRange(shift.startTime, shift.endTime)}</p>
        <p className="text-sm text-slate-600">
          {formatHours(shift.paidHours)} paid {shift.paidHours === 1 ? "hour" : "hours"}
          {shift.location ? ` · ${shift.location}` : ""}
        </p>
      </div>
    </div>
  );
}
