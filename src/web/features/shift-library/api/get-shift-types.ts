import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShiftType } from "@core/schemas/shift-types";
import { call, client } from "@web/lib/api/client";
import { shiftTypeKeys } from "@web/lib/api/query-keys";

export async function getShiftTypes(signal?: AbortSignal): Promise<ShiftType[]> {
  return (await call(client.GET("/api/shift-types", { signal }))).shiftTypes;
}

export const shiftTypesQueryOptions = () => queryOptions({ queryKey: shiftTypeKeys.list(), queryFn: ({ signal }) => getShiftTypes(signal) });

/** The nurse's shift library: hers in her order, then one-off dated shifts by date. */
export function useShiftTypes() {
  return useQuery(shiftTypesQueryOptions());
}
