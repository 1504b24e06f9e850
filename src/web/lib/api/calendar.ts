import { queryOptions } from "@tanstack/react-query";
import type { CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";
import { call, client } from "./client";
import { calendarKeys } from "./query-keys";

/** Her calendar from `from` to `to`: the calendar screen, the dashboard's widgets and the pay estimator read it the same way. */
export const getCalendarRange = (from: string, to: string, signal?: AbortSignal): Promise<CalendarMonth> =>
  call(client.GET("/api/calendar", { params: { query: { from, to } }, signal }));

/** One cache entry per range, shared by every screen that shows it (a change to a day updates them all: calendar-cache.ts). */
export const calendarRangeQuery = (from: string, to: string) =>
  queryOptions({ queryKey: calendarKeys.range(from, to), queryFn: ({ signal }) => getCalendarRange(from, to, signal) });

export type DayShifts = Map<string, CalendarShiftType[]>;

/** The shifts of each day, in the order the server gave (applied first). */
export function shiftsByDay(data: CalendarMonth | undefined): DayShifts {
  const byDay: DayShifts = new Map();
  if (!data) return byDay;
  const types = new Map(data.shiftTypes.map((t) => [t.id, t]));
  for (const s of data.shifts) {
    const type = types.get(s.shiftTypeId);
    if (!type) continue;
    const list = byDay.get(s.date);
    if (list) list.push(type);
    else byDay.set(s.date, [type]);
  }
  return byDay;
}
