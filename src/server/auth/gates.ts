import type { z } from "zod";
import {
  changeEmailBody,
  changePasswordBody,
  emptyBody,
  requestPasswordResetBody,
  resetPasswordBody,
  signedInAnswer,
  signInBody,
  signUpBody,
  socialSignInAnswer,
  socialSignInBody,
  statusAnswer,
} from "@core/schemas/auth";
import { ApiError } from "../http/errors";
import type { Responses, SessionUser } from "../http/route-spec";
import { accountRules, authRules, type RateRule } from "../rate-limit";
import type { Services } from "../services";
import { errorCode, friendlyMessages } from "./answers";
import { emailTaken } from "./email-holder";

export interface Gate<S extends z.ZodType> {
  schema: S;
  summary: string;
  example: z.input<S>;
  /** Better Auth's answer as the client gets it: shaped to this schema (what it does not name is left out), and documented. */
  answer: z.ZodType;
  /** What Better Auth itself refuses with, beyond the answers every route shares (openapi-document.ts). */
  errors?: Responses;
  /** Its 400s the body's schema cannot say (a wrong password, a used token), by message: route-spec.ts's `refuses`. */
  refuses?: Record<string, string>;
  /** Needs a signed-in user before Better Auth is asked. */
  signedIn?: boolean;
  limits: (body: z.output<S>, ip: string, userId: string | undefined) => [RateRule, string][];
  /** The body Better Auth expects (`user`: who is signed in, for a gate that needs her). */
  forward: (body: z.output<S>, user: SessionUser | undefined) => Record<string, unknown>;
  /** Runs on Better Auth's answer (already in our shape); may throw an ApiError to answer differently. */
  after?: (body: z.output<S>, response: Response, services: Services, userId: string | undefined, ip: string) => Promise<void>;
}

const gate = <S extends z.ZodType>(g: Gate<S>) => g as unknown as Gate<z.ZodType>;

/** Said to a Google sign-in on a server without it set up. */
export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not set up on this server. Please use your email and password.";

/** The subject of the per email and address sign-in limit. */
const signInFrom = (email: string, ip: string) => `${email}|${ip}`;

/**
 * The Better Auth endpoints the app uses, each behind our validation and rate
 * limits. Anything else under /api/auth answers 404: no endpoint is reachable
 * that the app does not need.
 */
export const postGates: Record<string, Gate<z.ZodType>> = {
  "/sign-up/email": gate({
    schema: signUpBody,
    summary: "Create an account (email and password); sends a verification email and signs in",
    answer: signedInAnswer,
    errors: { 422: { description: `The address already has an account: "${friendlyMessages.USER_ALREADY_EXISTS}"` } },
    example: { firstName: "Maya", lastName: "Okafor", email: "maya.okafor@example.com", password: "a-long-secret", timezone: "America/Vancouver" },
    limits: (b, ip) => [
      [authRules.signUpIp, ip],
      [authRules.signUpEmail, b.email],
    ],
    forward: (b) => ({
      name: `${b.firstName} ${b.lastName}`,
      email: b.email,
      password: b.password,
      callbackURL: b.callbackURL ?? "/dashboard",
    }),
    after: async (b, response, services) => {
      if (response.ok) {
        // The profile starts with the name and the browser's time zone.
        const { user } = (await response.clone().json()) as { user: { id: string } };
        await services.signUpHooks.onEmailSignUp?.(user.id, { name: `${b.firstName} ${b.lastName}`, timezone: b.timezone ?? "UTC" });
        return;
      }
      // Two sign-ups with one email at once: the loser hit the unique index, and is told what the normal case says.
      if ((await errorCode(response)) === "failed_to_create_user" && (await emailTaken(services.db, b.email))) {
        throw new ApiError(422, "user_already_exists", friendlyMessages.USER_ALREADY_EXISTS!);
      }
    },
  }),
  "/sign-in/email": gate({
    schema: signInBody,
    summary: "Sign in with email and password",
    answer: signedInAnswer,
    errors: { 401: { description: `A wrong email or password: "${friendlyMessages.INVALID_EMAIL_OR_PASSWORD}"` } },
    example: { email: "maya.okafor@example.com", password: "a-long-secret", rememberMe: true },
    limits: (b, ip) => [
      [authRules.signInIp, ip],
      [authRules.signInEmailIp, signInFrom(b.email, ip)],
      [authRules.signInEmail, b.email],
    ],
    forward: (b) => ({ email: b.email, password: b.password, rememberMe: b.rememberMe ?? true, callbackURL: b.callbackURL }),
    after: async (b, response, services, _userId, ip) => {
      if (!response.ok) return;
      await services.limiter.reset(authRules.signInEmailIp, signInFrom(b.email, ip));
      await services.limiter.reset(authRules.signInEmail, b.email);
    },
  }),
  "/request-password-reset": gate({
    schema: requestPasswordResetBody,
    summary: "Email a one-hour, single-use reset link (answers the same whether or not the account exists)",
    answer: statusAnswer,
    example: { email: "maya.okafor@example.com" },
    limits: (b, ip) => [
      [authRules.resetIp, ip],
      [authRules.resetEmail, b.email],
    ],
    forward: (b) => ({ email: b.email }),
  }),
  "/reset-password": gate({
    schema: resetPasswordBody,
    summary: "Set a new password with a reset token; ends every session of the user",
    answer: statusAnswer,
    errors: { 400: { description: `Invalid input, or a used or expired token: "${friendlyMessages.INVALID_TOKEN}"` } },
    refuses: { [friendlyMessages.INVALID_TOKEN!]: "token is one a reset email sent, unused and less than an hour old" },
    example: { token: "token-from-the-email", newPassword: "a-new-secret" },
    limits: (_b, ip) => [[authRules.resetIp, ip]],
    forward: (b) => ({ token: b.token, newPassword: b.newPassword }),
  }),
  "/change-email": gate({
    schema: changeEmailBody,
    summary: "Send a confirmation link to a new address; the email changes when it is followed",
    answer: statusAnswer,
    errors: { 400: { description: "Invalid input, the address I already have, or a session too old for it (sign in again)" } },
    example: { newEmail: "maya.new@example.com" },
    signedIn: true,
    limits: (_b, _ip, userId) => [[authRules.emailSendUser, userId ?? "anonymous"]],
    forward: (b) => ({ newEmail: b.newEmail, callbackURL: b.callbackURL ?? "/account?emailChanged=1" }),
  }),
  "/send-verification-email": gate({
    schema: emptyBody,
    summary: "Send the link that confirms my email address again (to my own address; 400 when it is already confirmed)",
    answer: statusAnswer,
    errors: { 400: { description: `Invalid input, or my address is confirmed already: "${friendlyMessages.EMAIL_ALREADY_VERIFIED}"` } },
    refuses: { [friendlyMessages.EMAIL_ALREADY_VERIFIED!]: "her address is not confirmed yet" },
    example: {},
    signedIn: true,
    limits: (_b, _ip, userId) => [[authRules.emailSendUser, userId ?? "anonymous"]],
    // Only ever to her own address, which Better Auth checks against the session too.
    forward: (_b, user) => ({ email: user?.email ?? "", callbackURL: "/dashboard" }),
  }),
  "/change-password": gate({
    schema: changePasswordBody,
    summary: "Change my password (needs the current one); every other session ends and this one is renewed",
    answer: signedInAnswer,
    errors: {
      400: {
        description: `Invalid input, a wrong current password ("${friendlyMessages.INVALID_PASSWORD}", in \`error.fields.currentPassword\`), or an account that signs in with Google`,
      },
    },
    refuses: { [friendlyMessages.INVALID_PASSWORD!]: "currentPassword is her password" },
    example: { currentPassword: "the-current-secret", newPassword: "a-new-secret" },
    signedIn: true,
    limits: (_b, _ip, userId) => [[accountRules.changePasswordUser, userId ?? "anonymous"]],
    forward: (b) => ({ currentPassword: b.currentPassword, newPassword: b.newPassword, revokeOtherSessions: true }),
    // The ended sessions must not live on in the session reader's short cache.
    after: async (_b, response, services, userId) => {
      if (response.ok && userId) services.sessions.forgetUser(userId);
    },
  }),
  "/revoke-other-sessions": gate({
    schema: emptyBody,
    summary: "Sign out my other devices: every session but this one ends",
    answer: statusAnswer,
    example: {},
    signedIn: true,
    limits: (_b, _ip, userId) => [[accountRules.sessionsUser, userId ?? "anonymous"]],
    forward: () => ({}),
    after: async (_b, response, services, userId) => {
      if (response.ok && userId) services.sessions.forgetUser(userId);
    },
  }),
  "/sign-in/social": gate({
    schema: socialSignInBody,
    summary: "Start Google sign-in; answers the provider URL to go to",
    answer: socialSignInAnswer,
    refuses: { [GOOGLE_NOT_CONFIGURED]: "the server has Google sign-in set up (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)" },
    example: { provider: "google", callbackURL: "/dashboard" },
    limits: (_b, ip) => [[authRules.signInIp, ip]],
    forward: (b) => ({
      provider: b.provider,
      callbackURL: b.callbackURL ?? "/dashboard",
      errorCallbackURL: b.errorCallbackURL ?? "/login",
      newUserCallbackURL: b.callbackURL ?? "/dashboard",
      // Kept in the OAuth state until the callback, where a new nurse's profile is made (the profile area's sign-up hook).
      additionalData: { timezone: b.timezone },
    }),
  }),
};

/** Forwarded as they are (no body, or Better Auth's own redirects). */
export const passThrough = new Set(["GET /get-session", "POST /sign-out"]);
