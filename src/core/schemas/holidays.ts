import { z } from "zod";
import { CALENDAR_MAX_DAYS, daysBetween, isValidYmd } from "../calendar-dates";
import { calendarDate } from "./common";

/** A country (ISO 3166-1, "CA") or a province or state in it ("CA-BC"). */
export const HOLIDAY_AREA = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

const bothDates = (q: { from: string; to: string }) => isValidYmd(q.from) && isValidYmd(q.to);

/** GET /api/holidays: the public holidays of a range of days, in her area or the one asked for. */
export const holidaysQuery = z
  .object({
    from: calendarDate("from is required (yyyy-MM-dd)"),
    to: calendarDate("to is required (yyyy-MM-dd)"),
    area: z.string().regex(HOLIDAY_AREA, "Holiday area must be a country code like CA, or a country and province like CA-BC").optional(),
  })
  .refine((q) => !bothDates(q) || q.from <= q.to, { message: "from must be on or before to", path: ["to"] })
  .refine((q) => !bothDates(q) || q.from > q.to || daysBetween(q.from, q.to) < CALENDAR_MAX_DAYS, {
    message: `Ask for at most ${CALENDAR_MAX_DAYS} days at a time`,
    path: ["to"],
  });

const areaSchema = z.object({ code: z.string(), name: z.string() });

export const holidaysResponse = z.object({
  /** The area whose holidays these are: the one asked for, else her country and province guessed from her profile; null when none is known. */
  area: areaSchema.nullable(),
  /** Her country and its provinces or states, to choose from. */
  areas: z.array(areaSchema),
  holidays: z.array(z.object({ date: z.string().describe("yyyy-MM-dd"), name: z.string() })),
});

export type HolidaysResponse = z.output<typeof holidaysResponse>;
