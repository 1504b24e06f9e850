import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ColleagueShifts } from "@core/schemas/colleagues";
import { call, client } from "@web/lib/api/client";
import { colleagueKeys } from "@web/lib/api/query-keys";

export function getColleagueShifts(from: string, to: string, signal?: AbortSignal): Promise<ColleagueShifts> {
  return call(client.GET("/api/colleagues/shifts", { params: { query: { from, to } }, signal }));
}

export const colleagueShiftsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: colleagueKeys.shifts(from, to), queryFn: ({ signal }) => getColleagueShifts(from, to, signal) });

/** Her shifts and her connected colleagues' over a range (the grid and the night before it). */
export function useColleagueShifts(from: string, to: string) {
  return useQuery({ ...colleagueShiftsQueryOptions(from, to), placeholderData: keepPreviousData });
}
