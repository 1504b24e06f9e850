import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { monthTitle } from "@core/calendar-dates";
import { HEADER_SUBTITLE, HEADER_TITLE } from "@web/components/layout/app-header";
import { HeaderSlot } from "@web/components/layout/header-slot";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { toggleShiftSheet } from "@web/lib/shift-sheet-event";
import { useFormats } from "@web/lib/hooks/use-formats";

/** The header's shift sheet button: focus comes back to it when the sheet closes. */
export const SHIFT_SHEET_TOGGLE_ID = "shift-sheet-toggle";

/** In the app header on /calendar: month arrows, "month year" with the hours scheduled under it, the shift sheet toggle. */
export function CalendarHeaderControls({
  month,
  hours,
  sheetOpen,
  onStep,
}: {
  month: string;
  hours: number | undefined;
  sheetOpen: boolean;
  onStep: (step: -1 | 1) => void;
}) {
  const { formatHours } = useFormats();
  return (
    <HeaderSlot>
      <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => onStep(-1)}>
        <ChevronLeft className="size-5!" aria-hidden />
      </Button>
      <div className="min-w-0 text-center">
        <h1 className={HEADER_TITLE} aria-live="polite">
          {monthTitle(month)}
        </h1>
        <p className={HEADER_SUBTITLE} data-testid="hours-scheduled">
          {hours === undefined ? "\u00a0" : `${formatHours(hours)} hours scheduled`}
        </p>
      </div>
      <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => onStep(1)}>
        <ChevronRight className="size-5!" aria-hidden />
      </Button>
      <Button
        variant={sheetOpen ? "default" : "outline"}
        size="icon"
        className="ml-1 rounded-full"
        id={SHIFT_SHEET_TOGGLE_ID}
        aria-label="Shift sheet"
        aria-expanded={sheetOpen}
        onClick={toggleShiftSheet}
        title={sheetOpen ? "Close the shift sheet" : "Open the shift sheet"}
      >
        <Plus className={cn("size-5! transition-transform duration-200", sheetOpen && "rotate-45")} data-state={sheetOpen ? "open" : "closed"} aria-hidden />
      </Button>
    </HeaderSlot>
  );
}
