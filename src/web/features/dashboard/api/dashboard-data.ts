import { queryOptions, useQuery } from "@tanstack/react-query";
import { addDays, CALENDAR_MAX_DAYS, daysBetween } from "@core/calendar-dates";
import type { CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";
import type { ScheduledShift } from "@core/hours-scheduled";
import type { DayRange } from "@core/hours-worked";
import { call, client } from "@web/lib/api-client";
import { calendarKeys, certificationKeys } from "@web/lib/query-keys";

/** The data widgets read the same endpoints (and cache entries) as the screens that own the data. */
export const getCalendarRange = (from: string, to: string, signal?: AbortSignal): Promise<CalendarMonth> =>
  call(client.GET("/api/calendar", { params: { query: { from, to } }, signal }));

/** Next 3 Days and Next 7 Days share one request: today and the six days after it. */
export function useWeekAhead(today: string) {
  const to = addDays(today, 6);
  return useQuery({ queryKey: calendarKeys.range(today, to), queryFn: ({ signal }) => getCalendarRange(today, to, signal) });
}

/** Each day's shift with its paid hours over a range, in requests of at most a year (the calendar's limit). */
export function useShiftHours(days: DayRange | null) {
  return useQuery({
    queryKey: [...calendarKeys.all, "hours", days?.from ?? "", days?.to ?? ""],
    enabled: days !== null,
    queryFn: async ({ signal }): Promise<ScheduledShift[]> => {
      const chunks: DayRange[] = [];
      for (let from = days!.from; from <= days!.to; from = addDays(from, CALENDAR_MAX_DAYS)) {
        const end = addDays(from, CALENDAR_MAX_DAYS - 1);
        chunks.push({ from, to: end < days!.to ? end : days!.to });
      }
      if (chunks.length > 20 || daysBetween(days!.from, days!.to) > 20 * CALENDAR_MAX_DAYS) throw new Error("Choose a range of at most 20 years.");
      const answers = await Promise.all(chunks.map((c) => getCalendarRange(c.from, c.to, signal)));
      return answers.flatMap((a) => {
        const paid = new Map(a.shiftTypes.map((t) => [t.id, t.paidHours]));
        return a.shifts.map((s) => ({ date: s.date, paidHours: paid.get(s.shiftTypeId) ?? 0 }));
      });
    },
  });
}

export const certificationsQuery = queryOptions({
  queryKey: certificationKeys.all,
  queryFn: ({ signal }) => call(client.GET("/api/certifications", { signal })),
});

export const useContractsList = () =>
  useQuery({
    queryKey: ["contracts", "list", {}],
    queryFn: async ({ signal }) => (await call(client.GET("/api/contracts", { params: { query: {} }, signal }))).contracts,
  });

/** The shifts of each day, in the order the server gave (the month grid's rule, without loading the grid). */
export function shiftsByDay(data: CalendarMonth | undefined): Map<string, CalendarShiftType[]> {
  const byDay = new Map<string, CalendarShiftType[]>();
  if (!data) return byDay;
  const types = new Map(data.shiftTypes.map((t) => [t.id, t]));
  for (const s of data.shifts) {
    const type = types.get(s.shiftTypeId);
    if (type) byDay.set(s.date, [...(byDay.get(s.date) ?? []), type]);
  }
  return byDay;
}
