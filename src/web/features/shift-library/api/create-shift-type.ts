import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateShiftTypeBody, ShiftType } from "@core/schemas/shift-types";
import { call, client } from "@web/lib/api-client";
import type { ErrorTitle } from "@web/lib/mutation-errors";
import { calendarKeys, shiftTypeKeys } from "@web/lib/query-keys";

export function createShiftType(body: CreateShiftTypeBody): Promise<ShiftType> {
  return call(client.POST("/api/shift-types", { body }));
}

/** Adds to the library; each screen has its own words for the failure toast (`errorTitle`) and shows its own success toast. */
export function useCreateShiftType({ errorTitle }: { errorTitle: ErrorTitle }) {
  const queryClient = useQueryClient();
  return useMutation({
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
