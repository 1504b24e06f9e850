import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ShiftType } from "@core/schemas/shift-types";
import { call, client } from "@web/lib/api/client";
import { calendarKeys, noteKeys, shiftTypeKeys } from "@web/lib/api/query-keys";

export function deleteShiftType(id: string): Promise<{ id: string; removedDays: number }> {
  return call(client.DELETE("/api/shift-types/{id}", { params: { path: { id } } }));
}

/** Deletes a shift type; it goes from every calendar day it was on. */
export function useDeleteShiftType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShiftType,
    meta: { errorTitle: (message: string) => `Delete failed: ${message}` },
    onSuccess: ({ id }) => {
      queryClient.setQueryData<ShiftType[]>(shiftTypeKeys.list(), (list) => list?.filter((s) => s.id !== id));
      // Going back to its edit screen must say 'Shift not found', not show the cached shift.
      queryClient.removeQueries({ queryKey: shiftTypeKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
    },
  });
}
