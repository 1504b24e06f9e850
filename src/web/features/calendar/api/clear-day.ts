import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, newIdempotencyKey } from "@web/lib/api/idempotency";
import { sendOrQueue } from "@web/lib/api/outbox";
import { notifySuccess } from "@web/lib/notify";
import { seenDay, updateMonthsShowing } from "@web/lib/api/calendar-cache";
import type { Seen } from "@core/seen-versions";
import { dayName, withAppliedShift } from "./apply-shift";
import { shiftTypeKeys } from "@web/lib/api/query-keys";

export function clearDay(date: string, idempotencyKey?: string): Promise<void> {
  return call(client.DELETE("/api/calendar/{date}", { params: { path: { date }, ...idempotencyParams(idempotencyKey) } }));
}

/** Clear a day, or with no network keep it in her outbox (decision 051). */
export function clearDayOrQueue(date: string, seen: Seen): Promise<void> {
  return sendOrQueue(
    { key: newIdempotencyKey(), method: "DELETE", path: `/api/calendar/${date}`, record: `day:${date}`, label: `clearing ${dayName(date)}`, seen },
    (key) => clearDay(date, key),
    () => undefined,
  );
}

/**
 * Takes the applied shift off a day (the day panel, or a tap with "Clear days"
 * picked in the shift sheet). `onCleared` replaces the toast when given.
 */
export function useClearDay({ onCleared }: { onCleared?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => clearDayOrQueue(date, seenDay(queryClient, date)),
    meta: { errorTitle: "Failed to remove the shift" },
    onSuccess: (_data, date) => {
      updateMonthsShowing(queryClient, date, (month) => withAppliedShift(month, date, undefined));
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all, refetchType: "none" });
      if (onCleared) onCleared();
      else notifySuccess("Shift removed from this day");
    },
  });
}
