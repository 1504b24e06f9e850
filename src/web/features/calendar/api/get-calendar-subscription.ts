import { useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { feedKeys } from "./query-keys";

export function getCalendarSubscription(signal?: AbortSignal): Promise<{ url: string | null }> {
  return api("/api/calendar/subscription", { signal });
}

export function useCalendarSubscription() {
  return useQuery({ queryKey: feedKeys.all, queryFn: ({ signal }) => getCalendarSubscription(signal) });
}
