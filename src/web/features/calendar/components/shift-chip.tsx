import { readableTextOn } from "@core/color-contrast";
import type { CalendarShiftType } from "@core/schemas/calendar";
import { chipLabel } from "@core/shift-library";
import { endsNextDay } from "@core/shift-hours";
import { cn } from "@web/lib/cn";

/**
 * A shift on a calendar day: its colour, icon and nickname. An overnight shift
 * sits on its start date with a "+1" saying it ends the next day.
 */
export function ShiftChip({
  shift,
  onClick,
  className,
}: {
  shift: CalendarShiftType;
  /** Tapping a chip opens the day panel; without a handler the chip is not a button. */
  onClick?: () => void;
  className?: string;
}) {
  const overnight = endsNextDay(shift.startTime, shift.endTime);
  const style = { backgroundColor: shift.color, color: readableTextOn(shift.color) };
  const content = (
    <>
      <span aria-hidden className="hidden shrink-0 text-[0.85em] leading-none md:inline">
        {shift.icon}
      </span>
      <span className="min-w-0 truncate">{chipLabel(shift)}</span>
      {overnight && (
        <span className="shrink-0 font-bold tracking-tighter md:text-[0.85em] md:font-semibold md:tracking-normal" title={`Ends the next day at ${shift.endTime}`}>
          +1
        </span>
      )}
    </>
  );
  const classes = cn(
    "flex h-[18px] w-full min-w-0 items-center gap-px rounded px-0.5 text-left text-[10px] leading-none font-medium md:h-5 md:gap-1 md:px-1.5 md:text-xs",
    className,
  );
  if (!onClick) {
    return (
      <span className={classes} style={style} data-shift-chip={shift.id}>
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      tabIndex={-1}
      className={cn(classes, "cursor-pointer hover:brightness-110")}
      style={style}
      onClick={onClick}
      data-shift-chip={shift.id}
      aria-label={`${shift.name}, ${shift.startTime} to ${shift.endTime}${overnight ? " next day" : ""}`}
    >
      {content}
    </button>
  );
}
