import type { CalendarShiftType } from "@core/schemas/calendar";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent } from "@web/components/ui/dialog";
import { useFormats } from "@web/lib/hooks/use-formats";
import { ShiftDetails } from "@web/components/shifts/shift-details";

/** Phone '+N': a bottom sheet listing every shift of the day. */
export function DayShiftsSheet({
  date,
  shifts,
  onOpenChange,
  onOpenDay,
}: {
  date: string | undefined;
  shifts: CalendarShiftType[];
  onOpenChange: (open: boolean) => void;
  onOpenDay: (date: string) => void;
}) {
  const { formatLongDate } = useFormats();
  return (
    <Dialog open={Boolean(date)} onOpenChange={onOpenChange}>
      <DialogContent side="bottom" title={date ? formatLongDate(date) : ""} description={`${shifts.length} shifts`}>
        <ul className="space-y-3 overflow-y-auto px-4 py-3">
          {shifts.map((shift, i) => (
            <li key={`${shift.id}-${i}`}>
              <ShiftDetails shift={shift} />
            </li>
          ))}
        </ul>
        <div className="safe-bottom border-t border-slate-200 px-4 py-3">
          <Button variant="outline" className="w-full" onClick={() => date && onOpenDay(date)}>
            Open day details
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
