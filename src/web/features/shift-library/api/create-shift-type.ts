import { useQueryClient } from "@tanstack/react-query";
import type { CreateShiftTypeBody, ShiftType } from "@core/schemas/shift-types";
import { call, client } from "@web/lib/api/client";
import { idempotencyParams, useIdempotentMutation } from "@web/lib/api/idempotency";
import type { ErrorTitle } from "@web/lib/api/mutation-errors";
import { calendarKeys, shiftTypeKeys } from "@web/lib/api/query-keys";

export function createShiftType(body: CreateShiftTypeBody, idempotencyKey?: string): Promise<ShiftType> {
  return call(client.POST("/api/shift-types", { body, params: idempotencyParams(idempotencyKey) }));
}

/** Adds to the library; each screen has its own words for the failure toast (`errorTitle`) and shows its own success toast. */
export function useCreateShiftType({ errorTitle }: { errorTitle: ErrorTitle }) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createShiftType,
    meta: { errorTitle },
    onSuccess: (created) => {
      queryClient.setQueryData<ShiftType[]>(shiftTypeKeys.list(), (list) => (list ? [created, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: shiftTypeKeys.all });
      // A shift with a date shows on the calendar.
      if (created.date) void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
