import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { addDays } from "@core/calendar-dates";
import { cn } from "@web/lib/cn";
import { Button } from "./button";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";
import { DEFAULT_FORMAT_SETTINGS } from "@web/lib/format";
import { DatePickerButton, type DatePickerProps } from "./date-picker-button";

// Names from Intl (no date library): calendar days are formatted as UTC dates.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(DEFAULT_FORMAT_SETTINGS.locale, { ...options, timeZone: "UTC" });
const monthName = intl({ month: "long" });
const dayName = intl({ weekday: "long" });
const dayInitial = intl({ weekday: "narrow" });
const fullDay = intl({ weekday: "long", year: "numeric", month: "long", day: "numeric" });
const MONTHS = Array.from({ length: 12 }, (_, m) => monthName.format(Date.UTC(2000, m, 1)));
const WEEKDAYS = Array.from({ length: 7 }, (_, d) => Date.UTC(2000, 0, 2 + d)); // Sunday 2 January 2000 onwards

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const parts = (date: string) => date.split("-").map(Number) as [number, number, number];
const utc = (date: string) => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
};
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const clamp = (date: string, min: string, max: string) => (date < min ? min : date > max ? max : date);

function shiftMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return ymd(ny, nm, Math.min(d, daysIn(ny, nm)));
}

/** The date picker with its month grid (date-picker.tsx loads it when first opened, and it mounts opened). */
export function DatePickerPopover({
  id,
  value,
  onChange,
  min,
  max,
  years,
  defaultMonth,
  placeholder,
  label,
  invalid,
  describedBy,
  defaultOpen = false,
}: DatePickerProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [focused, setFocused] = useState(() => clamp(value ?? `${defaultMonth}-01`, min, max));
  const grid = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const [year, month] = parts(focused);

  const openWith = (next: boolean) => {
    if (next) setFocused(clamp(value ?? `${defaultMonth}-01`, min, max));
    setOpen(next);
  };

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const focusDay = (date: string) => {
    moveFocus.current = true;
    setFocused(clamp(date, min, max));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const weekday = new Date(utc(focused)).getUTCDay();
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => shiftMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
    };
    if (moves[event.key]) {
      event.preventDefault();
      focusDay(moves[event.key]!());
    }
  };

  const setView = (y: number, m: number) => setFocused(clamp(ymd(y, m, Math.min(parts(focused)[2], daysIn(y, m))), min, max));
  const minMonth = min.slice(0, 7);
  const maxMonth = max.slice(0, 7);
  const viewMonth = focused.slice(0, 7);
  const yearChoices = years.includes(year) ? years : [...years, year].sort((a, b) => b - a);

  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const cells: (string | null)[] = [...Array<null>(firstWeekday).fill(null), ...Array.from({ length: daysIn(year, month) }, (_, i) => ymd(year, month, i + 1))];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <Popover open={open} onOpenChange={openWith}>
      <PopoverTrigger asChild>
        <DatePickerButton id={id} value={value} placeholder={placeholder} invalid={invalid} describedBy={describedBy} />
      </PopoverTrigger>
      <PopoverContent
        className="w-[min(20rem,calc(100vw-1rem))]"
        aria-label={`${label}: choose a date`}
        role="dialog"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
        }}
      >
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label="Previous month"
            disabled={viewMonth <= minMonth}
            onClick={() => setFocused(clamp(shiftMonths(focused, -1), min, max))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <select
            aria-label="Month"
            value={month}
            onChange={(e) => setView(year, Number(e.target.value))}
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-1.5 text-sm pointer-coarse:h-11"
          >
            {MONTHS.map((name, i) => (
              <option key={name} value={i + 1} disabled={ymd(year, i + 1, 1).slice(0, 7) < minMonth || ymd(year, i + 1, 1).slice(0, 7) > maxMonth}>
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label="Year"
            value={year}
            onChange={(e) => setView(Number(e.target.value), month)}
            className="h-9 w-[5.5rem] rounded-md border border-slate-300 bg-white px-1.5 text-sm pointer-coarse:h-11"
          >
            {yearChoices.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label="Next month"
            disabled={viewMonth >= maxMonth}
            onClick={() => setFocused(clamp(shiftMonths(focused, 1), min, max))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <div ref={grid} role="grid" tabIndex={-1} aria-label={`${MONTHS[month - 1]} ${year}`} onKeyDown={onGridKey} className="mt-2">
          <div role="row" className="grid grid-cols-7">
            {WEEKDAYS.map((day) => (
              <span key={day} role="columnheader" aria-label={dayName.format(day)} className="py-1 text-center text-xs font-medium text-slate-500">
                {dayInitial.format(day)}
              </span>
            ))}
          </div>
          {weeks.map((week, w) => (
            <div key={w} role="row" className="grid grid-cols-7">
              {week.map((date, i) =>
                date ? (
                  <span key={date} role="gridcell" aria-selected={date === value}>
                    <button
                      type="button"
                      data-day={date}
                      tabIndex={date === focused ? 0 : -1}
                      disabled={date < min || date > max}
                      aria-label={fullDay.format(utc(date))}
                      onClick={() => {
                        onChange(date);
                        setOpen(false);
                      }}
                      className={cn(
                        "mx-auto flex size-10 items-center justify-center rounded-full text-sm outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent",
                        date === value && "bg-primary font-semibold text-white hover:bg-primary",
                      )}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </span>
                ) : (
                  <span key={`blank-${w}-${i}`} role="gridcell" />
                ),
              )}
            </div>
          ))}
        </div>
        {value && (
          <div className="mt-2 flex justify-end border-t border-slate-100 pt-2">
            <Button
              variant="ghost"
              size="sm"
              className="pointer-coarse:h-11 pointer-coarse:px-4"
              onClick={() => {
                onChange(null);
                setOpen(false);
              }}
            >
              Clear
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
