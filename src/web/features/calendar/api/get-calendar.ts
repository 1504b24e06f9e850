import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { addMonths, monthGridRange } from "@core/calendar-dates";
import { calendarRangeQuery } from "@web/lib/api/calendar";
import { keepsOnDevice } from "@web/lib/api/offline-store";

/** One request per month grid: the shifts and note counts of every day it shows. */
export function calendarQueryOptions(month: string) {
  const { from, to } = monthGridRange(month);
  return calendarRangeQuery(from, to);
}

/**
 * The month on screen; the months either side are fetched once it has loaded, so a swipe is instant
 * (and, on a device that keeps her calendar offline, two months ahead: decision 051).
 */
export function useCalendar(month: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...calendarQueryOptions(month), placeholderData: keepPreviousData });
  const loaded = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (!loaded) return;
    const around = keepsOnDevice() ? [1, -1, 2] : [1, -1];
    for (const by of around) void queryClient.prefetchQuery(calendarQueryOptions(addMonths(month, by)));
  }, [loaded, month, queryClient]);
  return query;
}
