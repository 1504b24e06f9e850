import { useMutation, useQueryClient } from "@tanstack/react-query";
import { paidHoursBetween } from "@core/shift-hours";
import { NEW_SHIFT_CHOICE } from "@core/schedule-import";
import type { ScheduleReviewForm } from "@core/schemas/calendar";
import { call, client, upload } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import { notifySuccess, notifyUndo } from "@web/lib/notify";
import { calendarKeys, shiftTypeKeys } from "@web/lib/api/query-keys";
import { lastChangeKey, useUndoChange } from "./calendar-changes";

/** Her schedule's photo read on the server: the proposals to review (nothing is kept). */
export function useReadSchedule() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return upload("/api/calendar/import", form);
    },
    meta: { errorTitle: "Could not read the schedule" },
  });
}

/**
 * The reviewed days applied (decision 055): a new shift type made for each new
 * name and times she kept, then every ticked day in ONE undoable change; its
 * toast ("Applied to 14 days") carries Undo.
 */
export function useApplySchedule({ onDone }: { onDone: (firstDate: string) => void }) {
  const queryClient = useQueryClient();
  const undo = useUndoChange();
  return useIdempotentMutation({
    mutationFn: async ({ days }: ScheduleReviewForm, key: string) => {
      const ticked = days.filter((d) => d.include);
      const made = new Map<string, string>();
      for (const day of ticked) {
        if (day.choice !== NEW_SHIFT_CHOICE) continue;
        const name = day.label.trim();
        const id = `${name}|${day.start}|${day.end}`;
        if (made.has(id)) continue;
        // Keyed from the submission's key: a retry after a failed apply does not make it twice.
        const shift = await call(
          client.POST("/api/shift-types", {
            body: { name, startTime: day.start, endTime: day.end, paidHours: Math.min(24, Math.max(0.25, paidHoursBetween(day.start, day.end))) },
            params: idempotencyParams(`${key}:${made.size}`),
          }),
        );
        made.set(id, shift.id);
      }
      const body = {
        days: ticked.map((d) => ({
          date: d.date,
          shiftTypeId: d.choice === NEW_SHIFT_CHOICE ? made.get(`${d.label.trim()}|${d.start}|${d.end}`)! : d.choice,
        })),
      };
      return call(client.POST("/api/calendar/import/apply", { body, params: idempotencyParams(key) }));
    },
    meta: { errorTitle: "Could not apply the schedule" },
    onSuccess: (change, { days }) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void queryClient.invalidateQueries({ queryKey: lastChangeKey });
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all });
      const first = days.find((d) => d.include)?.date;
      if (first) onDone(first);
      const id = change.changeId;
      if (id) notifyUndo(change.summary, () => undo.mutate(id));
      else notifySuccess(change.summary);
    },
  });
}
