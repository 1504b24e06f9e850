import type { QueryClient } from "@tanstack/react-query";
import type { CalendarMonth } from "@core/schemas/calendar";
import { calendarKeys } from "./query-keys";

/** Every cached month grid that shows `date` (a day at a month's edge is in two): shifts and notes both change it. */
export function updateMonthsShowing(queryClient: QueryClient, date: string, update: (month: CalendarMonth) => CalendarMonth) {
  queryClient.setQueriesData<CalendarMonth>({ queryKey: calendarKeys.all }, (month) =>
    month && month.from <= date && date <= month.to ? update(month) : month,
  );
}
