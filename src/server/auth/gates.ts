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
import { accountRules, authRules, type RateRule } from "../rate-limit";
import type { Services } from "../services";
import { errorCode, friendlyMessages } from "./answers";
import { emailTaken } from "./email-holder";

export interface Gate<S extends z.ZodType> {
  schema: S;
  summary: string;
  example: z.input<S>;
  /** Better Auth's answer, where the web app reads it (documented, so the web client is typed by it). */
  answer?: z.ZodType;
  /** Needs a signed-in user before Better Auth is asked. */
  signedIn?: boolean;
  limits: (body: z.output<S>, ip: string, userId: string | undefined) => [RateRule, string][];
  /** The body Better Auth expects. */
  forward: (body: z.output<S>) => Record<string, unknown>;
  /** Runs on Better Auth's answer (already in our shape); may throw an ApiError to answer differently. */
  after?: (body: z.output<S>, response: Response, services: Services, userId: string | undefined, ip: string) => Promise<void>;
}

const gate = <S extends z.ZodType>(g: Gate<S>) => g as unknown as Gate<z.ZodType>;

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
    example: { token: "token-from-the-email", newPassword: "a-new-secret" },
    limits: (_b, ip) => [[authRules.resetIp, ip]],
    forward: (b) => ({ token: b.token, newPassword: b.newPassword }),
  }),
  "/change-email": gate({
    schema: changeEmailBody,
    summary: "Send a confirmation link to a new address; the email changes when it is followed",
    example: { newEmail: "maya.new@example.com" },
    signedIn: true,
    limits: (_b, _ip, userId) => [[authRules.emailSendUser, userId ?? "anonymous"]],
    forward: (b) => ({ newEmail: b.newEmail, callbackURL: b.callbackURL ?? "/account?emailChanged=1" }),
  }),
  "/change-password": gate({
    schema: changePasswordBody,
    summary: "Change my password (needs the current one); every other session ends and this one is renewed",
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
