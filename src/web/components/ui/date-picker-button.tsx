import { CalendarDays } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { DEFAULT_FORMAT_SETTINGS } from "@web/lib/format";

export interface DatePickerProps {
  id?: string;
  /** yyyy-MM-dd, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest and latest choosable day (yyyy-MM-dd). */
  min: string;
  max: string;
  /** Year choices, newest first. */
  years: number[];
  /** The month shown when there is no value (yyyy-MM). */
  defaultMonth: string;
  placeholder?: string;
  /** What the picker is for, read with the calendar ("Birthday"). */
  label: string;
  invalid?: boolean;
  describedBy?: string;
}

const longDay = new Intl.DateTimeFormat(DEFAULT_FORMAT_SETTINGS.locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "July 14, 1990" (a calendar day, formatted as a UTC date). */
const formatDay = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return longDay.format(Date.UTC(y, m - 1, d));
};

type ButtonProps = Pick<DatePickerProps, "value" | "placeholder" | "invalid" | "describedBy"> & Omit<ComponentProps<"button">, "value">;

/** The button showing the date: drawn here until the month grid's code is in, then as the grid's popover trigger. */
export function DatePickerButton({ value, placeholder = "Pick a date", invalid, describedBy, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex h-11 w-full min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base shadow-sm outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 data-invalid:border-red-500 md:text-sm"
      {...props}
    >
      <span className={cn("truncate", !value && "text-slate-500")}>{value ? formatDay(value) : placeholder}</span>
      <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden />
    </button>
  );
}
