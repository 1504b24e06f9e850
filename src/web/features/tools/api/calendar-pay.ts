import { rowsFromCalendar, type FilledRows } from "@core/tools/pay";
import { call, client } from "@web/lib/api-client";

/**
 * "Fill from my calendar": the shifts on her calendar from `from` to `to`
 * (GET /api/calendar) and her shift library's rates and premiums
 * (GET /api/shift-types), made into the estimator's rows.
 */
export async function fetchCalendarRows(from: string, to: string): Promise<FilledRows & { shiftCount: number }> {
  const [month, library] = await Promise.all([call(client.GET("/api/calendar", { params: { query: { from, to } } })), call(client.GET("/api/shift-types"))]);
  return { ...rowsFromCalendar(month.shifts, library.shiftTypes), shiftCount: month.shifts.length };
}
