import { z } from "zod";
import { isPlainAppPath } from "../app-routes";
import { isKnownTimeZone, KNOWN_TIME_ZONES } from "../time-zones";
import { noExtraFields } from "./no-extra-fields";

import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../auth-rules";
import { controlCharactersMessage, ONE_LINE_TEXT } from "../control-characters";
import { listedPattern, NOT_BLANK } from "./common";

const email = (requiredMessage = "Please enter your email address.") =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(254, "That email address is too long.")
    // Documented as an email address, as the pipe below checks it.
    .meta({ format: "email" })
    .pipe(z.email("Please enter a valid email address."))
    .transform((v) => v.toLowerCase());

const password = z
  .string("Please enter your password.")
  .min(1, "Please enter your password.")
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

export const newPassword = z
  .string("Please enter a new password.")
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

/** A path inside this app ("/calendar"), never another site: no open redirects (the rule is isPlainAppPath, shared with the sign-in page's `next`). */
export const appPath = z
  .string()
  .max(500)
  .refine(isPlainAppPath, "Must be a path inside the app, like /dashboard.")
  // The document shows the plain paths (segments and a simple query): each is taken; the check above takes a few more (escapes).
  .meta({ pattern: "^/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/?)?(?:\\?[A-Za-z0-9._~=&-]*)?$" });

const personName = (label: string) =>
  z
    .string(`Please enter your ${label}.`)
    .trim()
    .max(MAX_NAME_LENGTH, `Your ${label} must be at most ${MAX_NAME_LENGTH} characters long.`)
    .regex(NOT_BLANK, `Please enter your ${label}.`)
    .regex(ONE_LINE_TEXT, controlCharactersMessage(`Your ${label}`));

/** IANA zone names like America/Vancouver, known to the runtime. */
export const timeZoneName = z
  .string()
  .max(64)
  .refine(isKnownTimeZone, "Not a known time zone.")
  // The document lists the zones by name (a pattern, so the web's types keep a string); the runtime also takes their aliases.
  .meta({ pattern: listedPattern(KNOWN_TIME_ZONES), description: "An IANA time zone name, like America/Vancouver" });

export const signUpBody = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: email(),
  password: newPassword,
  timezone: timeZoneName.optional(),
  callbackURL: appPath.optional(),
});

export const signInBody = z.object({
  email: email(),
  password,
  rememberMe: z.boolean("Remember me must be true or false.").optional(),
  callbackURL: appPath.optional(),
});

export const requestPasswordResetBody = z.object({
  email: email("Please enter your email address to reset your password."),
});

export const resetPasswordBody = z.object({
  token: z.string("The reset link is missing its token.").min(1, "The reset link is missing its token.").max(200, "Invalid reset link."),
  newPassword,
});

/** GET /api/auth/verify-email: the link in a verification or email-change mail. */
export const verifyEmailQuery = z.object({
  token: z.string("The link is missing its token.").max(2000, "Invalid link."),
  callbackURL: appPath.optional(),
});

export const changeEmailBody = z.object({
  newEmail: email("Please enter the new email address."),
  callbackURL: appPath.optional(),
});

export const socialSignInBody = z.object({
  provider: z.literal("google", "Only Google sign-in is offered."),
  callbackURL: appPath.optional(),
  errorCallbackURL: appPath.optional(),
  /** The browser's zone, for the profile of a nurse whose first sign-in this is. */
  timezone: timeZoneName.optional(),
});

export const changePasswordBody = z.object({
  currentPassword: z
    .string("Please enter your current password.")
    .min(1, "Please enter your current password.")
    .max(MAX_PASSWORD_LENGTH, "Your current password is not correct."),
  newPassword,
});

/** Actions with no input still send a JSON object. */
export const emptyBody = z.strictObject({}, noExtraFields);

/** The signed-in user in the sign-in, sign-up and session answers (core's SessionUser). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
});
export const signedInAnswer = z.object({ user: sessionUserSchema });
export const sessionAnswer = signedInAnswer.nullable();
export const socialSignInAnswer = z.object({ url: z.string() });
export const statusAnswer = z.object({ status: z.boolean() });
