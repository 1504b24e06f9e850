import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@web/lib/api-client";
import { notifySuccess } from "@web/lib/notify";
import { updateMonthsShowing } from "@web/lib/calendar-cache";
import { withAppliedShift } from "./apply-shift";
import { shiftTypeKeys } from "@web/lib/query-keys";

export function clearDay(date: string): Promise<void> {
  return call(client.DELETE("/api/calendar/{date}", { params: { path: { date } } }));
}

/**
 * Takes the applied shift off a day (the day panel, or a tap with "Clear days"
 * picked in the shift sheet). `onCleared` replaces the toast when given.
 */
export function useClearDay({ onCleared }: { onCleared?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearDay,
    meta: { errorTitle: "Failed to remove the shift" },
    onSuccess: (_data, date) => {
      updateMonthsShowing(queryClient, date, (month) => withAppliedShift(month, date, undefined));
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all, refetchType: "none" });
      if (onCleared) onCleared();
      else notifySuccess("Shift removed from this day");
    },
  });
}
