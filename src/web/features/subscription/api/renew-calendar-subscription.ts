import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api-client";
import type { CalendarSubscription } from "./get-calendar-subscription";
import { feedKeys } from "@web/lib/query-keys";

export function renewCalendarSubscription(): Promise<CalendarSubscription> {
  return call(client.POST("/api/calendar/subscription"));
}

/** Turns the feed on, or replaces its address (the old one stops working). */
export function useRenewCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarSubscription,
    meta: { errorTitle: "Could not make the link" },
    onSuccess: (data) => queryClient.setQueryData(feedKeys.all, data),
  });
}
