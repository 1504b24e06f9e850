import { z } from "zod";
import { isValidYmd } from "../calendar-dates";
import { controlCharactersMessage, MULTI_LINE_TEXT, multiLineControlCharactersMessage, ONE_LINE_TEXT } from "../control-characters";
import { TIME_OF_DAY } from "../shift-hours";

const REAL_DATE = "Please enter a real date as yyyy-MM-dd, like 2026-03-14";

/** A real calendar day as `yyyy-MM-dd` (2026-02-30 is refused). */
export const calendarDate = (required = "Date is required") =>
  z
    .string(required)
    .trim()
    .min(1, required)
    // The years a date may have (1900–2999), as a pattern the document shows; the refine adds the month's days.
    .regex(/^(?:19|2\d)\d{2}-\d{2}-\d{2}$/, REAL_DATE)
    .refine(isValidYmd, REAL_DATE)
    // Documented as a date, so API clients (and the security suite's fuzzer) know the field's kind.
    .meta({ format: "date" });

/** A time of day `HH:MM` from 00:00 to 23:59 (25:00 is refused). */
export const timeOfDay = (required: string, label: string) =>
  z.string(required).trim().min(1, required).regex(TIME_OF_DAY, `${label} must be a time from 00:00 to 23:59, like 07:00`);

/** An id in a URL or a body: the ids the API hands out are UUIDs. */
export const entityId = (what: string) => z.uuid(`${what} id is not valid`);

export const idParams = z.object({ id: z.uuid("That id is not valid") });

/**
 * Some text besides white space: the check a trimmed `.min(1, …)` makes, as a
 * pattern the API document carries (JSON Schema's `minLength` counts the spaces
 * a trim removes). Use it in that check's place, with the same message, after
 * the trim: `z.string(required).trim().max(…).regex(NOT_BLANK, required)`.
 */
export const NOT_BLANK = /\S/;

/**
 * One line of text a nurse types (a name, a nickname, a location, a title):
 * control characters are refused with a clear message (control-characters.ts
 * says why), by a pattern the API document shows. Chain it after the field's
 * own checks: `oneLine(z.string().trim().max(…), "Name")`. The pattern applies
 * to the text after the field's trim: the document, read against the text as
 * sent, is the stricter of the two only at its ends.
 */
export const oneLine = (schema: z.ZodString, label: string) => schema.regex(ONE_LINE_TEXT, controlCharactersMessage(label));

/** Text that may run over several lines: line breaks and tabs, no other control character. */
export const multiLine = (schema: z.ZodString, label: string) => schema.regex(MULTI_LINE_TEXT, multiLineControlCharactersMessage(label));

/** An email field that may be left empty: the document says "" or an email address (the field's refine checks it with z.email). */
export const EMAIL_OR_EMPTY = { anyOf: [{ const: "" }, { format: "email" }] };

/**
 * A pattern that takes exactly the listed values, for a field checked against a
 * list (time zones, countries, the palette's colours): the API document shows
 * it while the web's generated types keep the field a string.
 */
export const listedPattern = (values: readonly string[]) => `^(?:${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`;

/**
 * Rules a body's JSON Schema cannot say (across its fields, or against the
 * nurse's own day): listed on the schema as `x-rules` (each message the
 * server answers with, and the rule), written into its description and the
 * operation's 400, so a client reading the document knows every refusal. The
 * contract run (src/server/contract.test.ts) lets a body the document allows
 * be refused only with one of these messages.
 */
export function withRules<S extends z.ZodType>(schema: S, rules: Record<string, string>): S {
  const description = `Also refused (400), by rules across fields: ${Object.values(rules).join("; ")}.`;
  return schema.meta({ description, "x-rules": rules });
}
