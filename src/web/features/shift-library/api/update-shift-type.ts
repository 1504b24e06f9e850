import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ShiftType, UpdateShiftTypeBody } from "@core/schemas/shift-types";
import { call, client } from "@web/lib/api/client";
import type { ErrorTitle } from "@web/lib/api/mutation-errors";
import { calendarKeys, shiftTypeKeys } from "@web/lib/api/query-keys";

export function updateShiftType(id: string, body: UpdateShiftTypeBody): Promise<ShiftType> {
  return call(client.PATCH("/api/shift-types/{id}", { params: { path: { id } }, body }));
}

/** Saves a shift type; `errorTitle` is the screen's words for the failure toast. */
export function useUpdateShiftType({ errorTitle }: { errorTitle: ErrorTitle }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateShiftTypeBody }) => updateShiftType(id, body),
    meta: { errorTitle },
    onSuccess: (updated) => {
      queryClient.setQueryData(shiftTypeKeys.detail(updated.id), updated);
      queryClient.setQueryData<ShiftType[]>(shiftTypeKeys.list(), (list) => list?.map((s) => (s.id === updated.id ? updated : s)));
      // Chips show its name, colour and times.
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
