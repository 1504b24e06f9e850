import type { CalendarShiftType } from "@core/schemas/calendar";
import { Popover, PopoverContent, PopoverTrigger } from "@web/components/ui/popover";
import { formatTimeRange } from "@web/lib/format";
import { useFormats } from "@web/lib/hooks/use-formats";
import { ShiftChip } from "@web/components/shifts/shift-chip";
import { MoreShiftsButton } from "./more-shifts-button";

export interface MoreShiftsPopoverProps {
  date: string;
  shifts: CalendarShiftType[];
  hidden: number;
  onOpenDay: () => void;
}

/** Desktop '+N more': every shift of the day in a popover (loaded by more-shifts-popover.tsx on first open). */
export function MoreShiftsPopoverFull({ date, shifts, hidden, onOpenDay, defaultOpen = false }: MoreShiftsPopoverProps & { defaultOpen?: boolean }) {
  const { formatLongDate } = useFormats();
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <MoreShiftsButton date={date} count={hidden} />
      </PopoverTrigger>
      <PopoverContent aria-label={`Shifts on ${formatLongDate(date)}`} align="center" className="w-72">
        <p className="mb-2 text-sm font-semibold">{formatLongDate(date)}</p>
        <ul className="space-y-2">
          {shifts.map((shift, i) => (
            <li key={`${shift.id}-${i}`} className="space-y-0.5">
              <ShiftChip shift={shift} />
              <p className="text-xs text-slate-600">
                {formatTimeRange(shift.startTime, shift.endTime)}
                {shift.location ? ` · ${shift.location}` : ""}
              </p>
            </li>
          ))}
        </ul>
        <button type="button" onClick={onOpenDay} className="mt-3 text-sm font-medium text-primary hover:underline">
          Open day details
        </button>
      </PopoverContent>
    </Popover>
  );
}
