import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ColleagueShifts } from "@core/schemas/colleagues";
import { api } from "@web/lib/api-client";
import { colleagueKeys } from "./colleague-keys";

export function getColleagueShifts(from: string, to: string, signal?: AbortSignal): Promise<ColleagueShifts> {
  return api<ColleagueShifts>(`/api/colleagues/shifts?from=${from}&to=${to}`, { signal });
}

export const colleagueShiftsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: colleagueKeys.shifts(from, to), queryFn: ({ signal }) => getColleagueShifts(from, to, signal) });

/** Her shifts and her connected colleagues' over a range (the grid and the night before it). */
export function useColleagueShifts(from: string, to: string) {
  return useQuery({ ...colleagueShiftsQueryOptions(from, to), placeholderData: keepPreviousData });
}
