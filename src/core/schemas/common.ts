import { z } from "zod";
import { isValidYmd } from "../calendar-dates";
import { isValidTime } from "../shift-hours";

/** A real calendar day as `yyyy-MM-dd` (2026-02-30 is refused). */
export const calendarDate = (required = "Date is required") =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine(isValidYmd, "Please enter a real date as yyyy-MM-dd, like 2026-03-14")
    // Documented as a date, so API clients (and the security suite's fuzzer) know the field's kind.
    .meta({ format: "date" });

/** A time of day `HH:MM` from 00:00 to 23:59 (25:00 is refused). */
export const timeOfDay = (required: string, label: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine(isValidTime, `${label} must be a time from 00:00 to 23:59, like 07:00`);

/** An id in a URL or a body: the ids the API hands out are UUIDs. */
export const entityId = (what: string) => z.uuid(`${what} id is not valid`);

export const idParams = z.object({ id: z.uuid("That id is not valid") });
