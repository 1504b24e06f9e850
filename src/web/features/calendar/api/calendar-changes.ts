import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TimeOffKind } from "@core/time-off";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import { notifySuccess, notifyUndo } from "@web/lib/notify";
import { calendarKeys, shiftTypeKeys } from "@web/lib/api/query-keys";

/** What the visible Undo button undoes: her latest change not undone (kept on the server, so it survives a reload). */
export const lastChangeKey = ["calendar-undo"] as const;
/** Her rotations: an undo may put one back or take one away. */
export const rotationKeys = { all: ["rotations"] as const };

export function useLastChange() {
  return useQuery({
    queryKey: lastChangeKey,
    queryFn: ({ signal }) => call(client.GET("/api/calendar/undo", { signal })),
    select: (answer) => answer.last,
  });
}

/** After a change or an undo: the month grids and the Undo button read again. */
function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    void queryClient.invalidateQueries({ queryKey: lastChangeKey });
    void queryClient.invalidateQueries({ queryKey: rotationKeys.all });
    void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all, refetchType: "none" });
  };
}

export function useUndoChange() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (changeId: string | undefined) => call(client.POST("/api/calendar/undo", { body: changeId ? { id: changeId } : {} })),
    meta: { errorTitle: "Could not undo" },
    onSuccess: (undone) => {
      refresh();
      notifySuccess(`Undone: ${undone.summary}`);
    },
  });
}

/**
 * Many days at once (decision 043): one shift, time off (decision 053), or none, on every selected day;
 * its toast ("Applied to 12 days") carries Undo.
 */
export function useBatchDays({ onDone }: { onDone?: () => void } = {}) {
  const refresh = useRefreshCalendar();
  const undo = useUndoChange();
  return useIdempotentMutation({
    mutationFn: (input: { dates: string[]; shiftTypeId: string | null; timeOff?: TimeOffKind }, key: string) =>
      call(client.POST("/api/calendar/batch", { body: input, params: idempotencyParams(key) })),
    meta: { errorTitle: "Could not change those days" },
    onSuccess: (change) => {
      refresh();
      onDone?.();
      const id = change.changeId;
      if (id) notifyUndo(change.summary, () => undo.mutate(id));
      else notifySuccess(change.summary);
    },
  });
}

/** A change made elsewhere (a tap, a rotation) refreshes the Undo button. */
export function useChangeMade() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: lastChangeKey });
}
