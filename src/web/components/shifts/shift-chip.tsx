import { Moon } from "lucide-react";
import { readableTextOn } from "@core/color-contrast";
import type { CalendarShiftType } from "@core/schemas/calendar";
import { chipLabel } from "@core/shift-library";
import { endsNextDay } from "@core/shift-hours";
import { cn } from "@web/lib/cn";
import { ShiftIcon } from "@web/components/shifts/shift-icon";

/** What the overnight mark says, to screen readers and as its tooltip. */
export const ENDS_NEXT_DAY = "ends the next day";

/**
 * A shift on a calendar day: its colour, icon and calendar label. On a phone
 * the label may take two lines (the cell's height has room; an 8-character
 * label is never cut), and an overnight shift carries a moon in its corner;
 * "+N" on a day only ever means more shifts (docs/product/calendar.md, Chips). The accessible name
 * starts with the visible label, then the moon's words and the shift's details.
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
      <ShiftIcon icon={shift.icon} className="hidden md:inline-flex" />
      <span className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:break-word]" data-chip-label>
        {chipLabel(shift)}
      </span>
      {overnight && (
        <span
          role="img"
          aria-label={ENDS_NEXT_DAY}
          title={`Ends the next day at ${shift.endTime}`}
          data-overnight
          // A badge over the chip's top-right corner, inside the chip's width so it never runs past its day.
          className="absolute -top-1 right-0 flex size-3 items-center justify-center rounded-full bg-slate-900 text-white ring-1 ring-white md:size-4"
        >
          <Moon className="size-2 fill-current md:size-3" aria-hidden />
        </span>
      )}
      <span className="sr-only">
        {" "}
        ({shift.name}, {shift.startTime} to {shift.endTime})
      </span>
    </>
  );
  const classes = cn(
    "relative flex min-h-[18px] w-full min-w-0 items-center gap-px rounded px-0.5 py-px text-left text-[10px] leading-[1.15] font-medium tracking-tight md:min-h-5 md:gap-1 md:px-1.5 md:py-0.5 md:text-xs md:tracking-normal",
    // Room beside the corner moon, so it covers no letter.
    overnight && "pr-3 md:pr-4",
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
    >
      {content}
    </button>
  );
}
