import { queryOptions } from "@tanstack/react-query";
import { call, client } from "./client";
import { holidayKeys } from "./query-keys";

/**
 * Her area's public holidays from `from` to `to` (her profile's area when `area` is null), and the areas to
 * choose from: the pay estimator and the calendar's month read them the same way.
 */
export const holidaysQuery = (from: string, to: string, area: string | null) =>
  queryOptions({
    queryKey: holidayKeys.range(from, to, area),
    queryFn: ({ signal }) => call(client.GET("/api/holidays", { params: { query: { from, to, ...(area ? { area } : {}) } }, signal })),
    // Public holidays do not change while she looks.
    staleTime: Infinity,
  });
