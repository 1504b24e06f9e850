import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ShiftType } from "@core/schemas/shift-types";
import { call, client } from "@web/lib/api/client";
import { shiftTypeKeys } from "@web/lib/api/query-keys";

export async function reorderShiftTypes(ids: string[]): Promise<ShiftType[]> {
  return (await call(client.PUT("/api/shift-types/order", { body: { ids } }))).shiftTypes;
}

/** Her order of the library (My Shifts' Move up / Move down): shown at once, saved on the server, put back if it fails. */
export function useReorderShiftTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderShiftTypes,
    meta: { errorTitle: "Failed to reorder shifts" },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: shiftTypeKeys.list() });
      const before = queryClient.getQueryData<ShiftType[]>(shiftTypeKeys.list());
      if (before) {
        const place = new Map(ids.map((id, i) => [id, i]));
        const listed = ids.flatMap((id) => before.filter((s) => s.id === id));
        const rest = before.filter((s) => !place.has(s.id));
        queryClient.setQueryData<ShiftType[]>(shiftTypeKeys.list(), [...listed, ...rest]);
      }
      return { before };
    },
    onSuccess: (list) => queryClient.setQueryData(shiftTypeKeys.list(), list),
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(shiftTypeKeys.list(), context.before);
    },
  });
}
