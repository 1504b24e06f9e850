import { useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import type { CalendarSubscription } from "./get-calendar-subscription";
import { feedKeys } from "@web/lib/api/query-keys";

export function renewCalendarSubscription(idempotencyKey?: string): Promise<CalendarSubscription> {
  return call(client.POST("/api/calendar/subscription", { params: idempotencyParams(idempotencyKey) }));
}

/** Turns the feed on, or replaces its address (the old one stops working). */
export function useRenewCalendarSubscription() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (_: void, key) => renewCalendarSubscription(key),
    meta: { errorTitle: "Could not make the link" },
    onSuccess: (data) => queryClient.setQueryData(feedKeys.all, data),
  });
}
