import { z } from "zod";
import { isValidYmd } from "../calendar-dates";
import { controlCharactersMessage, hasControlCharacters, multiLineControlCharactersMessage } from "../control-characters";
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
  z.string(required).trim().min(1, required).refine(isValidTime, `${label} must be a time from 00:00 to 23:59, like 07:00`);

/** An id in a URL or a body: the ids the API hands out are UUIDs. */
export const entityId = (what: string) => z.uuid(`${what} id is not valid`);

export const idParams = z.object({ id: z.uuid("That id is not valid") });

/**
 * One line of text a nurse types (a name, a nickname, a location, a title):
 * control characters are refused with a clear message (control-characters.ts
 * says why). Chain it after the field's own checks: `oneLine(z.string().trim().max(…), "Name")`.
 */
export const oneLine = <S extends z.ZodType<string>>(schema: S, label: string) =>
  schema.refine((v) => !hasControlCharacters(v), controlCharactersMessage(label));

/** Text that may run over several lines: line breaks and tabs, no other control character. */
export const multiLine = <S extends z.ZodType<string>>(schema: S, label: string) =>
  schema.refine((v) => !hasControlCharacters(v, { multiLine: true }), multiLineControlCharactersMessage(label));
