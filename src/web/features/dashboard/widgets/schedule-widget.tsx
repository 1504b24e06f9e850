import { Link } from "react-router";
import { addDays, dayOfWeek } from "@core/calendar-dates";
import { readableTextOn } from "@core/color-contrast";
import { endsNextDay } from "@core/shift-hours";
import { WidgetCard } from "@web/components/widget-card";
import { cn } from "@web/lib/cn";
import { useFormats } from "@web/lib/hooks/use-formats";
import { useNurseToday } from "@web/lib/hooks/use-nurse-today";
import { useWeekAhead } from "../api/dashboard-data";
import { WidgetLoadError, WidgetLoading } from "../components/widget-states";
import { shiftsByDay } from "@web/lib/api/calendar";

const WEEKDAY = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * Next 3 Days and Next 7 Days (docs/product/shell-and-dashboard.md): today and the days after it from
 * the real calendar, each day's shift with its times, or "Off"; a tap opens
 * that day in the calendar.
 */
function ScheduleWidget({ days, id, title }: { days: 3 | 7; id: string; title: string }) {
  const nurseToday = useNurseToday();
  const week = useWeekAhead(nurseToday);
  const today = week.data?.today ?? nurseToday;
  const { formatLongDate } = useFormats();
  const byDay = shiftsByDay(week.data);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
  return (
    <WidgetCard fill title={title} id={id}>
      {week.isPending ? (
        <WidgetLoading lines={days === 3 ? 3 : 2} />
      ) : week.isError ? (
        <WidgetLoadError what="your schedule" onRetry={() => void week.refetch()} />
      ) : (
        <ol className={cn("grid gap-1.5", days === 7 ? "grid-cols-7" : "grid-cols-1")}>
          {dates.map((date, i) => {
            const shifts = byDay.get(date) ?? [];
            const first = shifts[0];
            const label = `${i === 0 ? "Today, " : ""}${formatLongDate(date)}: ${
              shifts.length
                ? shifts.map((s) => `${s.name} ${s.startTime} to ${s.endTime}${endsNextDay(s.startTime, s.endTime) ? " next day" : ""}`).join("; ")
                : "off"
            }`;
            return (
              <li key={date} className="min-w-0">
                <Link
                  to={`/calendar?month=${date.slice(0, 7)}&day=${date}`}
                  aria-label={label}
                  data-testid={`${id}-day`}
                  className={cn(
                    "flex h-full min-h-12 rounded-lg border text-slate-900 hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none",
                    i === 0 ? "border-primary/50 bg-primary/5" : "border-slate-200 bg-slate-50",
                    days === 7 ? "flex-col items-center gap-1 px-0.5 py-1.5 text-center" : "items-center gap-2 px-2 py-1.5",
                  )}
                >
                  <span className={cn("shrink-0 text-xs font-medium text-slate-600", days === 3 && "w-10")} aria-hidden>
                    <span className="block">{i === 0 ? "Today" : WEEKDAY[dayOfWeek(date)]}</span>
                    <span className="block text-sm font-semibold text-slate-900">{Number(date.slice(8, 10))}</span>
                  </span>
                  {first ? (
                    <span aria-hidden className={cn("min-w-0", days === 7 ? "w-full" : "flex flex-1 flex-col items-start gap-0.5")}>
                      {/* The shift's name wraps in a narrow column rather than being cut: the day has the height. */}
                      <span
                        data-shift-name
                        className={cn(
                          "block max-w-full rounded px-1.5 py-0.5 text-xs leading-tight font-semibold break-words",
                          days === 7 && "px-0.5 text-[10px]",
                        )}
                        style={{ backgroundColor: first.color, color: readableTextOn(first.color) }}
                      >
                        {days === 7 ? first.nickname || first.name : first.name}
                        {shifts.length > 1 ? ` +${shifts.length - 1}` : ""}
                      </span>
                      <span className={cn("block text-xs text-slate-700 tabular-nums", days === 7 && "hidden sm:block")}>
                        {first.startTime}–{first.endTime}
                      </span>
                    </span>
                  ) : (
                    <span aria-hidden className="text-xs text-slate-700">
                      Off
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </WidgetCard>
  );
}

export const NextThreeDaysWidget = () => <ScheduleWidget days={3} id="schedule" title="Next 3 Days" />;
export const NextSevenDaysWidget = () => <ScheduleWidget days={7} id="seven-day-schedule" title="Next 7 Days" />;
