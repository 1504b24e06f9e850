import type { CalendarMonth } from "@core/schemas/calendar";
import type { ShiftType } from "@core/schemas/shift-types";
import { rowsFromCalendar, type FilledRows } from "@core/tools/pay";
import { api } from "@web/lib/api-client";

/**
 * "Fill from my calendar": the shifts on her calendar from `from` to `to`
 * (GET /api/calendar) and her shift library's rates and premiums
 * (GET /api/shift-types), made into the estimator's rows.
 */
export async function fetchCalendarRows(from: string, to: string): Promise<FilledRows & { shiftCount: number }> {
  const [month, library] = await Promise.all([
    api<CalendarMonth>(`/api/calendar?from=${from}&to=${to}`),
    api<{ shiftTypes: ShiftType[] }>("/api/shift-types"),
  ]);
  return { ...rowsFromCalendar(month.shifts, library.shiftTypes), shiftCount: month.shifts.length };
}
