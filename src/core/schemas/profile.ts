import { z } from "zod";
import { noExtraFields } from "./no-extra-fields";
import { BIRTHDAY_MIN, birthdayMessages, birthdayProblem, todayForChange } from "../birthday";
import { COUNTRY_CODES, isKnownCountry } from "../countries";
import { isRealDate } from "../calendar-dates";
import { timeZoneName } from "./auth";
import { listedPattern, NOT_BLANK, oneLine, withRules } from "./common";

export const MAX_PROFILE_NAME_LENGTH = 200;

export const profileName = oneLine(
  z
    .string("Please enter your name.")
    .trim()
    .max(MAX_PROFILE_NAME_LENGTH, `Your name must be at most ${MAX_PROFILE_NAME_LENGTH} characters long.`)
    .regex(NOT_BLANK, "Please enter your name."),
  "Your name",
);

const calendarDate = (formatMessage: string) => z.string(formatMessage).max(10, formatMessage).refine(isRealDate, formatMessage);

/** The lower bound here; "not after today" needs the user's today (birthdayProblem). */
export const birthday = calendarDate(birthdayMessages.format)
  .refine((d) => d >= BIRTHDAY_MIN, birthdayMessages.tooEarly)
  // What the checks above take, as a pattern the document shows: last, so a date they refuse keeps their message.
  .regex(/^(?:19|[2-9]\d)\d{2}-\d{2}-\d{2}$/, birthdayMessages.format)
  .meta({ format: "date" });

export const countryCode = z
  .string("Please choose a country from the list.")
  .trim()
  .toUpperCase()
  .refine(isKnownCountry, "Please choose a country from the list.")
  // The list's codes, as the document shows them (a lower-case code is taken too).
  .meta({ pattern: listedPattern(COUNTRY_CODES), description: "An ISO 3166-1 alpha-2 code from the list, like CA" });

/** Licence and graduation: real dates from 1900 (a future date counts as 0 days of experience). */
const careerDate = (label: string) =>
  calendarDate(`${label} must be a date like 2015-06-30.`)
    .refine((d) => d >= BIRTHDAY_MIN, `${label} must be on or after January 1, 1900.`)
    .refine((d) => d <= "2100-12-31", `${label} must be before 2101.`)
    .regex(/^(?:19\d{2}|20\d{2}|2100)-\d{2}-\d{2}$/, `${label} must be a date like 2015-06-30.`)
    .meta({ format: "date" });

/** PATCH /api/profile: every field optional; null clears it. A birthday is not after her today (the route checks it, in the zone saved with it). */
export const profileUpdateBody = withRules(
  z.strictObject(
    {
      name: profileName.optional(),
      dob: birthday.nullable().optional(),
      countryCode: countryCode.nullable().optional(),
      timezone: timeZoneName.optional(),
      licenseDate: careerDate("Licence date").nullable().optional(),
      gradDate: careerDate("Graduation date").nullable().optional(),
    },
    noExtraFields,
  ),
  { [birthdayMessages.future]: "dob is not after her today, in the time zone sent with it (else the one she has)" },
);

/** The same, plus "birthday not in the future" today in the zone being saved (the form; the route checks the same). */
export function profileUpdateSchema(saved: { timezone: string; today?: string }) {
  return profileUpdateBody.superRefine((body, ctx) => {
    const problem = body.dob ? birthdayProblem(body.dob, todayForChange(body, saved)) : undefined;
    if (problem) ctx.addIssue({ code: "custom", path: ["dob"], message: problem });
  });
}

export type ProfileUpdate = z.input<typeof profileUpdateBody>;

export const profileResponse = z.object({
  name: z.string().nullable(),
  email: z.string(),
  dob: z.string().nullable().describe("yyyy-MM-dd"),
  countryCode: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
  licenseDate: z.string().nullable(),
  gradDate: z.string().nullable(),
  updatedAt: z.string(),
  /** Whole days since the licence (else graduation) date in the user's time zone; null without either. */
  experienceDays: z.number().int().nullable(),
  /** The user's today (yyyy-MM-dd) in their time zone. */
  today: z.string(),
  /** False for accounts that sign in with Google only. */
  hasPassword: z.boolean(),
});

export type ProfileResponse = z.output<typeof profileResponse>;

export const avatarResponse = z.object({ avatarUrl: z.string() });
