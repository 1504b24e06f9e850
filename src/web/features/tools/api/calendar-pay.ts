import type { QueryClient } from "@tanstack/react-query";
import type { HolidaysResponse } from "@core/schemas/holidays";
import { rowsFromCalendar, type FilledRows } from "@core/tools/pay";
import { call, client } from "@web/lib/api/client";
import { holidaysQuery } from "@web/lib/api/holidays";
import { getCalendarRange } from "@web/lib/api/calendar";

export { holidaysQuery };

/**
 * "Fill from my calendar": the shifts on her calendar from `from` to `to`
 * (GET /api/calendar), her shift library's rates and premiums
 * (GET /api/shift-types) and her area's public holidays (GET /api/holidays),
 * made into the estimator's rows.
 */
export async function fetchCalendarRows(
  queryClient: QueryClient,
  from: string,
  to: string,
  area: string | null,
): Promise<FilledRows & { shiftCount: number; holidays: HolidaysResponse["holidays"]; area: HolidaysResponse["area"] }> {
  const [month, library, days] = await Promise.all([
    getCalendarRange(from, to),
    call(client.GET("/api/shift-types")),
    queryClient.fetchQuery(holidaysQuery(from, to, area)),
  ]);
  const dates = new Set(days.holidays.map((h) => h.date));
  return { ...rowsFromCalendar(month.shifts, library.shiftTypes, dates), shiftCount: month.shifts.length, holidays: days.holidays, area: days.area };
}
