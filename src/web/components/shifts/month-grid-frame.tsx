import type { ComponentProps, ReactNode, Ref } from "react";
import { cn } from "@web/lib/cn";

const SUNDAY_FIRST = [
  ["SUN", "Sunday"],
  ["MON", "Monday"],
  ["TUE", "Tuesday"],
  ["WED", "Wednesday"],
  ["THU", "Thursday"],
  ["FRI", "Friday"],
  ["SAT", "Saturday"],
] as const;
const MONDAY_FIRST = [...SUNDAY_FIRST.slice(1), SUNDAY_FIRST[0]];

/**
 * The frame of a month grid, one for the calendar and the Friends Calendar: a
 * `grid` with the weekday names as column headers (from Sunday, or from Monday
 * for ISO weeks) and a row per week; each day's cell (its `gridcell`) is the
 * caller's, as the two grids show different things in it.
 */
export function MonthGridFrame({
  weeks,
  weekStartsOn,
  renderDay,
  rowClassName,
  className,
  gridRef,
  ...props
}: {
  /** The weeks shown, each its seven dates (yyyy-MM-dd). */
  weeks: readonly (readonly string[])[];
  weekStartsOn: "sunday" | "monday";
  renderDay: (date: string) => ReactNode;
  rowClassName?: string;
  gridRef?: Ref<HTMLDivElement>;
} & Omit<ComponentProps<"div">, "role" | "children" | "ref">) {
  return (
    <div ref={gridRef} role="grid" className={cn("overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm", className)} {...props}>
      <div role="row" className="grid grid-cols-7 border-b border-slate-200 bg-slate-50">
        {(weekStartsOn === "monday" ? MONDAY_FIRST : SUNDAY_FIRST).map(([short, long]) => (
          <div
            key={short}
            role="columnheader"
            aria-label={long}
            className="py-1.5 text-center text-[11px] font-semibold tracking-wide text-slate-600 md:text-xs"
          >
            {short}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" className={cn("grid grid-cols-7 border-b border-slate-200 last:border-b-0", rowClassName)}>
          {week.map(renderDay)}
        </div>
      ))}
    </div>
  );
}
