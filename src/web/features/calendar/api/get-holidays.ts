import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { monthGridRange } from "@core/calendar-dates";
import { holidaysQuery } from "@web/lib/api/holidays";

/**
 * The public holidays of her area on the days a month grid shows (decision 053),
 * by date: "Christmas Day". A day with two has both names, joined. Nothing while
 * they load or when her area is unknown; a failure shows no holiday and no error
 * (the month is whole without them).
 */
export function useMonthHolidays(month: string): ReadonlyMap<string, string> {
  const { from, to } = monthGridRange(month);
  const query = useQuery({ ...holidaysQuery(from, to, null), retry: 1 });
  const holidays = query.data?.holidays;
  return useMemo(() => {
    const byDate = new Map<string, string>();
    for (const h of holidays ?? []) byDate.set(h.date, byDate.has(h.date) ? `${byDate.get(h.date)} · ${h.name}` : h.name);
    return byDate;
  }, [holidays]);
}
