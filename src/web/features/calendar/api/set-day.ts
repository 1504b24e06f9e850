import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplyShiftBody } from "@core/schemas/calendar";
import { call, client } from "@web/lib/api/client";
import { calendarKeys } from "@web/lib/api/query-keys";
import { notifySuccess, notifyUndo } from "@web/lib/notify";
import { lastChangeKey, useUndoChange } from "./calendar-changes";

/**
 * What the day panel sets on one day (decision 053): the day's shift with new
 * flags, or a day of time off — each one undoable change, its toast carrying
 * Undo. The month grids and the Undo button read again once it is saved.
 */
export function useSetDay() {
  const queryClient = useQueryClient();
  const undo = useUndoChange();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: ApplyShiftBody; done: string }) =>
      call(client.PUT("/api/calendar/{date}", { params: { path: { date } }, body })),
    meta: { errorTitle: "Could not change this day" },
    onSuccess: (day, { done }) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void queryClient.invalidateQueries({ queryKey: lastChangeKey });
      const id = day.changeId;
      if (id) notifyUndo(done, () => undo.mutate(id));
      else notifySuccess(done);
    },
  });
}
