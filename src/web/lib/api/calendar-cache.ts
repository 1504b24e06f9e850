import type { QueryClient } from "@tanstack/react-query";
import type { CalendarMonth } from "@core/schemas/calendar";
import { dayVersion, type Seen } from "@core/seen-versions";
import { calendarKeys } from "./query-keys";

/** Every cached month grid that shows `date` (a day at a month's edge is in two): shifts and notes both change it. */
export function updateMonthsShowing(queryClient: QueryClient, date: string, update: (month: CalendarMonth) => CalendarMonth) {
  queryClient.setQueriesData<CalendarMonth>({ queryKey: calendarKeys.all }, (month) =>
    month && month.from <= date && date <= month.to ? update(month) : month,
  );
}

/**
 * The day's version as the cached month grids show it (decision 057), or undefined when no grid
 * shows the day: a change that waits offline says it was made on it.
 */
export function seenDay(queryClient: QueryClient, date: string): Seen {
  const month = queryClient
    .getQueriesData<CalendarMonth>({ queryKey: calendarKeys.all })
    .map(([, data]) => data)
    .find((data) => data && data.from <= date && date <= data.to);
  if (!month) return undefined;
  const applied = month.shifts.find((s) => s.date === date && s.source === "applied");
  return dayVersion({ shiftTypeId: applied?.shiftTypeId, timeOff: month.timeOff.find((d) => d.date === date)?.kind });
}
