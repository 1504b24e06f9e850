import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShiftType } from "@core/schemas/shift-types";
import { call, client } from "@web/lib/api/client";
import { shiftTypeKeys } from "@web/lib/api/query-keys";

export function getShiftType(id: string, signal?: AbortSignal): Promise<ShiftType> {
  return call(client.GET("/api/shift-types/{id}", { params: { path: { id } }, signal }));
}

export const shiftTypeQueryOptions = (id: string) => queryOptions({ queryKey: shiftTypeKeys.detail(id), queryFn: ({ signal }) => getShiftType(id, signal) });

export function useShiftType(id: string) {
  return useQuery(shiftTypeQueryOptions(id));
}
