import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { describeDevice } from "@core/device";
import { sessionList } from "@core/schemas/account";
import {
  appPath,
  changeEmailBody,
  changePasswordBody,
  emptyBody,
  requestPasswordResetBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  socialSignInBody,
  verifyEmailQuery,
} from "@core/schemas/auth";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { Api } from "../http/api";
import { readJson } from "../http/read-json";
import type { AppEnv, SessionReader } from "../http/route-spec";
import { ApiError, invalidInput, unauthorized } from "../http/errors";
import { accountRules, authRules, type RateRule } from "../rate-limit";
import { endPasswordResets } from "../repos/password-resets";
import { linkedSince } from "../repos/unconfirmed-accounts";
import { ensureProfile } from "../repos/profiles";
import type { Services } from "../services";

interface Gate<S extends z.ZodType> {
  schema: S;
  summary: string;
  example: z.input<S>;
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
const postGates: Record<string, Gate<z.ZodType>> = {
  "/sign-up/email": gate({
    schema: signUpBody,
    summary: "Create an account (email and password); sends a verification email and signs in",
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
        await ensureProfile(services.db, user.id, { name: `${b.firstName} ${b.lastName}`, timezone: b.timezone ?? "UTC" });
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
    example: { provider: "google", callbackURL: "/dashboard" },
    limits: (_b, ip) => [[authRules.signInIp, ip]],
    forward: (b) => ({
      provider: b.provider,
      callbackURL: b.callbackURL ?? "/dashboard",
      errorCallbackURL: b.errorCallbackURL ?? "/login",
      newUserCallbackURL: b.callbackURL ?? "/dashboard",
      // Kept in the OAuth state until the callback, where a new nurse's profile is made (google-sign-up.ts).
      additionalData: { timezone: b.timezone },
    }),
  }),
};

/** Forwarded as they are (no body, or Better Auth's own redirects). */
const passThrough = new Set(["GET /get-session", "POST /sign-out"]);

/** Better Auth's messages, in the words a nurse should read. */
const friendlyMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Log in instead, or reset your password.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email already exists. Log in instead, or reset your password.",
  INVALID_TOKEN: "This reset link is invalid or has expired. Please ask for a new one.",
  PASSWORD_TOO_SHORT: "Password must be at least 6 characters long.",
  PASSWORD_TOO_LONG: "Password must be at most 128 characters long.",
  SESSION_EXPIRED: "For your security, please sign in again first.",
  INVALID_PASSWORD: "Your current password is not correct.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Your account signs in with Google, so it has no password to change.",
};

/** The form field a Better Auth error is about, so forms can show it in place. */
const errorFields: Record<string, string> = {
  INVALID_PASSWORD: "currentPassword",
  PASSWORD_TOO_SHORT: "newPassword",
  PASSWORD_TOO_LONG: "newPassword",
};

const isJson = (response: Response) => response.headers.get("content-type")?.includes("json") ?? false;

/** The code of an answer already in our error shape. */
async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.clone().json().catch(() => null)) as { error?: { code?: string } } | null;
  return body?.error?.code;
}

/** The id of the user who has this address, if anyone does. */
async function emailHolder(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id;
}

const emailTaken = async (db: Database, email: string) => (await emailHolder(db, email)) !== undefined;

/** Better Auth's answer as the browser gets it: errors in our shape, and never a session token. */
async function clientAnswer(response: Response): Promise<Response> {
  if (!isJson(response)) return response;
  return response.status >= 400 ? normalizeError(response) : withoutSessionToken(response);
}

/**
 * The session token lives only in the HttpOnly cookie. Better Auth also puts
 * it in the bodies of sign-in, sign-up, change-password and get-session, where
 * any script on the page could read it.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => undefined)) as { token?: unknown; session?: { token?: unknown } } | null | undefined;
  if (body && typeof body === "object") {
    delete body.token;
    if (body.session && typeof body.session === "object") delete body.session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body ?? null), { status: response.status, headers });
}

async function normalizeError(response: Response): Promise<Response> {
  const raw = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = raw.code ?? "auth_error";
  const message =
    friendlyMessages[code] ?? (raw.message ? `${raw.message.replace(/\.?$/, ".")}` : "Something went wrong. Please try again.");
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const status = response.status >= 500 ? 500 : response.status;
  const field = errorFields[code];
  const error = { code: code.toLowerCase(), message, ...(field ? { fields: { [field]: message } } : {}) };
  return new Response(JSON.stringify({ error }), { status, headers });
}

export function registerAuthRoutes(app: Hono<AppEnv>, api: Api, services: Services, readSession: SessionReader) {
  const { auth, limiter, config } = services;

  const forward = (c: Context<AppEnv>, body?: Record<string, unknown>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    const post = c.req.method === "POST";
    if (post) headers.set("content-type", "application/json");
    const request = new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      body: post ? JSON.stringify(body ?? {}) : undefined,
    });
    return auth.handler(request);
  };

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const sub = c.req.path.slice("/api/auth".length);
    const key = `${c.req.method} ${sub}`;
    const postGate = c.req.method === "POST" ? postGates[sub] : undefined;

    if (postGate) {
      const parsed = postGate.schema.safeParse(await readJson(c));
      if (!parsed.success) throw invalidInput(parsed.error);
      const body = parsed.data as Record<string, unknown>;
      let userId: string | undefined;
      if (postGate.signedIn) {
        userId = (await readSession(c))?.id;
        if (!userId) throw unauthorized();
      }
      if (sub === "/sign-in/social" && !config.google) {
        throw new ApiError(
          400,
          "google_not_configured",
          "Google sign-in is not set up on this server. Please use your email and password.",
        );
      }
      for (const [rule, subject] of postGate.limits(body, c.get("clientIp"), userId)) await limiter.hit(rule, subject);
      const response = await clientAnswer(await forward(c, postGate.forward(body)));
      await postGate.after?.(body, response, services, userId, c.get("clientIp"));
      return response;
    }

    if (key === "GET /verify-email") return followEmailLink(c, services, () => forward(c));

    if (key === "GET /list-sessions") {
      const me = await readSession(c);
      if (!me) throw unauthorized();
      await limiter.hit(accountRules.sessionsUser, me.id);
      return c.json(await activeSessions(services, me.id, me.sessionId), 200, { "Cache-Control": "no-store" });
    }

    const oauthCallback = config.google && c.req.method === "GET" && sub === "/callback/google";
    if (passThrough.has(key) || oauthCallback) {
      const response = await clientAnswer(await forward(c));
      if (sub === "/get-session") response.headers.set("Cache-Control", "no-store");
      return response;
    }
    throw new ApiError(404, "not_found", "There is no such sign-in endpoint.");
  });

  documentAuthRoutes(api);
}

/**
 * A link from an email: confirming a new account's address, or a change of
 * address. It always ends in the app, never on a JSON error page: a failed
 * change goes back to /account?emailChanged=1&error=CODE, anything else to
 * /login?emailLink=CODE (which goes on to the dashboard when signed in); the
 * pages say what happened in plain words. A confirmed address lands on
 * /login?emailLink=CONFIRMED: the link only confirms, it never signs anyone in
 * (whoever opens it keeps the session she had).
 */
async function followEmailLink(c: Context<AppEnv>, services: Services, forward: () => Promise<Response>): Promise<Response> {
  const token = c.req.query("token");
  const callback = appPath.safeParse(c.req.query("callbackURL"));
  const changingEmail = callback.success && callback.data.startsWith("/account");
  const toAccount = (query: string) => {
    const base = changingEmail ? callback.data : "/account?emailChanged=1";
    return c.redirect(`${base}${base.includes("?") ? "&" : "?"}${query}`);
  };
  const failed = (code: string) => {
    const param = encodeURIComponent(code);
    return changingEmail ? toAccount(`error=${param}`) : c.redirect(`/login?emailLink=${param}`);
  };
  // Better Auth answers 500 to a callbackURL that is not a URL (and an outside one must never be followed).
  if (!token || (c.req.query("callbackURL") !== undefined && !callback.success)) return failed("INVALID_TOKEN");

  const [{ secret }, { verifyJWT }] = await Promise.all([services.auth.$context, import("better-auth/crypto")]);
  const claims = (await verifyJWT(token, secret)) as { updateTo?: unknown; requestType?: unknown; userId?: unknown; iat?: unknown } | null;
  const newAddress = claims?.requestType === "change-email-verification" && typeof claims.updateTo === "string" ? claims.updateTo : undefined;
  const userId = typeof claims?.userId === "string" ? claims.userId : undefined;
  if (newAddress !== undefined) {
    const holder = await emailHolder(services.db, newAddress);
    // The same link opened again after it worked: the address is already hers, not someone else's.
    if (holder !== undefined && holder === userId) return toAccount("already=1");
    // The new address may have been taken since the link was sent: Better Auth would fail on the unique index (a 500).
    if (holder !== undefined) return failed("EMAIL_TAKEN");
    // Asked for before Google was linked: if that link claimed an unconfirmed account, by whoever held
    // it then (unconfirmed-accounts.ts). Her own rare request from before the link she simply asks again.
    if (userId && typeof claims?.iat === "number" && (await linkedSince(services.db, userId, new Date(claims.iat * 1000)))) return failed("INVALID_TOKEN");
  }

  const response = await forward();
  if (response.status >= 500) return failed(newAddress !== undefined && (await emailTaken(services.db, newAddress)) ? "EMAIL_TAKEN" : "SERVER_ERROR");
  const location = response.headers.get("location");
  const error = location ? new URL(location, services.config.baseUrl).searchParams.get("error") : response.ok ? null : "INVALID_TOKEN";
  if (error && (!changingEmail || !location)) return failed(error);
  // A reset link mailed to the old address must not outlive the change.
  if (!error && newAddress !== undefined && userId) await endPasswordResets(services.db, userId);
  // Without a callbackURL Better Auth answers JSON.
  if (!location) return clientAnswer(response);
  if (!changingEmail) return c.redirect("/login?emailLink=CONFIRMED");
  return response;
}

/**
 * My active sessions, newest first, without their tokens. Read through Better
 * Auth's adapter rather than its /list-sessions, which refuses sessions older
 * than a day (its "fresh" rule) — a nurse signed in for a week must still see
 * and end her other devices.
 */
async function activeSessions(services: Services, userId: string, currentId: string) {
  const ctx = await services.auth.$context;
  const now = Date.now();
  const rows = (await ctx.internalAdapter.listSessions(userId)).filter((s) => new Date(s.expiresAt).getTime() > now);
  rows.sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId) || new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ipAddress: s.ipAddress ?? null,
      createdAt: new Date(s.createdAt).toISOString(),
      lastActiveAt: new Date(s.updatedAt).toISOString(),
      expiresAt: new Date(s.expiresAt).toISOString(),
      current: s.id === currentId,
    })),
  };
}

const ok = { description: "Done" };
const failed = { description: "Invalid input (message says which field)" };

function documentAuthRoutes(api: Api) {
  for (const [path, g] of Object.entries(postGates)) {
    api.document("post", `/api/auth${path}`, {
      summary: g.summary,
      tag: "auth",
      access: g.signedIn ? "user" : "public",
      body: g.schema,
      example: g.example,
      responses: { 200: ok, 400: failed, 429: { description: "Too many attempts" } },
    });
  }
  api.document("post", "/api/auth/sign-out", {
    summary: "Sign out everywhere: every session of the user ends",
    tag: "auth",
    access: "public",
    responses: { 200: ok },
  });
  api.document("get", "/api/auth/get-session", {
    summary: "The signed-in user and session, or null",
    tag: "auth",
    access: "public",
    responses: { 200: ok },
  });
  api.document("get", "/api/auth/list-sessions", {
    summary: "My active sessions (device, last active, this device), without their tokens",
    tag: "auth",
    responses: { 200: { description: "The sessions, this one first", schema: sessionList }, 429: { description: "Too many requests" } },
  });
  api.document("get", "/api/auth/verify-email", {
    summary: "Follow a verification or email-change link; redirects into the app",
    tag: "auth",
    access: "public",
    query: verifyEmailQuery,
    responses: { 302: { description: "Redirect" } },
  });
}

