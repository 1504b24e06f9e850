import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { addMonths, monthGridRange } from "@core/calendar-dates";
import type { CalendarMonth } from "@core/schemas/calendar";
import { call, client } from "@web/lib/api-client";
import { calendarKeys } from "@web/lib/query-keys";

export function getCalendar(from: string, to: string, signal?: AbortSignal): Promise<CalendarMonth> {
  return call(client.GET("/api/calendar", { params: { query: { from, to } }, signal }));
}

/** One request per month grid: the shifts and note counts of every day it shows. */
export function calendarQueryOptions(month: string) {
  const { from, to } = monthGridRange(month);
  return queryOptions({
    queryKey: calendarKeys.range(from, to),
    queryFn: ({ signal }) => getCalendar(from, to, signal),
  });
}

/** The month on screen; the months either side are fetched once it has loaded, so a swipe is instant. */
export function useCalendar(month: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...calendarQueryOptions(month), placeholderData: keepPreviousData });
  const loaded = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (!loaded) return;
    for (const m of [addMonths(month, 1), addMonths(month, -1)]) void queryClient.prefetchQuery(calendarQueryOptions(m));
  }, [loaded, month, queryClient]);
  return query;
}
