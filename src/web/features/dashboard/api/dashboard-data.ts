import { useQuery } from "@tanstack/react-query";
import { addDays, CALENDAR_MAX_DAYS, daysBetween } from "@core/calendar-dates";
import type { ScheduledShift } from "@core/hours-scheduled";
import type { DayRange } from "@core/hours-worked";
import type { TimeOffDay } from "@core/time-off";
import { calendarRangeQuery, getCalendarRange } from "@web/lib/api/calendar";
import { calendarKeys } from "@web/lib/api/query-keys";

/** Next 3 Days and Next 7 Days share one request: today and the six days after it. */
export const useWeekAhead = (today: string) => useQuery(calendarRangeQuery(today, addDays(today, 6)));

/**
 * Each day's shift with its paid hours over a range, and her days of time off (counted apart:
 * decision 053), in requests of at most a year (the calendar's limit).
 */
export function useShiftHours(days: DayRange | null) {
  return useQuery({
    queryKey: calendarKeys.hours(days?.from ?? "", days?.to ?? ""),
    enabled: days !== null,
    queryFn: async ({ signal }): Promise<{ shifts: ScheduledShift[]; timeOff: TimeOffDay[] }> => {
      const chunks: DayRange[] = [];
      for (let from = days!.from; from <= days!.to; from = addDays(from, CALENDAR_MAX_DAYS)) {
        const end = addDays(from, CALENDAR_MAX_DAYS - 1);
        chunks.push({ from, to: end < days!.to ? end : days!.to });
      }
      if (chunks.length > 20 || daysBetween(days!.from, days!.to) > 20 * CALENDAR_MAX_DAYS) throw new Error("Choose a range of at most 20 years.");
      const answers = await Promise.all(chunks.map((c) => getCalendarRange(c.from, c.to, signal)));
      const shifts = answers.flatMap((a) => {
        const paid = new Map(a.shiftTypes.map((t) => [t.id, t.paidHours]));
        return a.shifts.map((s) => ({ date: s.date, paidHours: paid.get(s.shiftTypeId) ?? 0 }));
      });
      return { shifts, timeOff: answers.flatMap((a) => a.timeOff) };
    },
  });
}
