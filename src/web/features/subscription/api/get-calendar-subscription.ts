import { useQuery } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { feedKeys } from "@web/lib/api/query-keys";

export interface CalendarSubscription {
  active: boolean;
  /** Only right after it was made: the server keeps the token's hash alone. */
  url: string | null;
}

export function getCalendarSubscription(signal?: AbortSignal): Promise<CalendarSubscription> {
  return call(client.GET("/api/calendar/subscription", { signal }));
}

export function useCalendarSubscription() {
  // Never refetched by itself: a refetch would drop the address just made (the server cannot send it again).
  return useQuery({ queryKey: feedKeys.all, queryFn: ({ signal }) => getCalendarSubscription(signal), staleTime: Infinity });
}
