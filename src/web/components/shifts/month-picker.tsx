import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { addMonths, monthTitle } from "@core/calendar-dates";
import { Button } from "@web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@web/components/ui/popover";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/hooks/use-formats";

/** Previous / next month, and a year-and-months popover to jump to any month. */
export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const { formatShortMonth } = useFormats();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(Number(month.slice(0, 4)));
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => onChange(addMonths(month, -1))}>
        <ChevronLeft aria-hidden />
      </Button>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setYear(Number(month.slice(0, 4)));
        }}
      >
        <PopoverTrigger asChild>
          <Button variant="outline" className="min-w-40" aria-label={`Choose month, ${monthTitle(month)}`}>
            <CalendarDays aria-hidden /> {monthTitle(month)}
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Choose a month" align="center" className="w-64">
          <div className="mb-2 flex items-center justify-between">
            <Button variant="ghost" size="icon" aria-label="Previous year" onClick={() => setYear((y) => y - 1)}>
              <ChevronLeft aria-hidden />
            </Button>
            <span className="font-semibold">{year}</span>
            <Button variant="ghost" size="icon" aria-label="Next year" onClick={() => setYear((y) => y + 1)}>
              <ChevronRight aria-hidden />
            </Button>
          </div>
          <div className="grid grid-cols-3 gap-1.5">
            {Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`).map((m) => (
              <button
                key={m}
                type="button"
                onClick={() => {
                  onChange(m);
                  setOpen(false);
                }}
                aria-label={monthTitle(m)}
                aria-current={m === month ? "date" : undefined}
                className={cn("rounded-lg py-2 text-sm font-medium hover:bg-slate-100", m === month && "bg-primary text-primary-foreground hover:bg-primary")}
              >
                {formatShortMonth(m)}
              </button>
            ))}
          </div>
        </PopoverContent>
      </Popover>
      <Button variant="outline" size="icon" aria-label="Next month" onClick={() => onChange(addMonths(month, 1))}>
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
