import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, getOAuthState, getSessionFromCtx } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { isUniqueViolation } from "../http/errors";
import type { Logger } from "../logger";
import type { Mail, Mailer } from "../mail/mailer";
import type { SessionReaderService } from "./session-reader";
import { SESSION_LIFETIME_S, SESSION_RENEW_EVERY_S } from "./session-lifetime";
import { mailMessages } from "../mail/messages";
import { endPasswordResets, isResetIdentifier } from "./password-resets";
import { claimUnconfirmedAccount } from "./unconfirmed-accounts";

/** Who signed up through Google, as Better Auth made the user. */
export interface ProviderUser {
  id: string;
  name: string;
  image?: string | null;
}

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  sessionReader: Pick<SessionReaderService, "forgetUser">;
  /** A nurse's first sign-in through Google made her account; `timezone` is what her browser sent (unchecked). */
  onProviderSignUp?: (user: ProviderUser, timezone: unknown) => Promise<void>;
}

export const SESSION_COOKIE_PREFIX = "nv";
const DAY = 60 * 60 * 24;

export function createAuth({ config, db, mailer, logger, secret, sessionReader, onProviderSignUp }: AuthDeps) {
  /**
   * Mail goes out without holding the request: the reset answer must take the
   * same time whether or not the account exists.
   */
  const sendLater = (mail: Mail) => {
    mailer.send(mail).catch((error: unknown) => logger.error(`Could not send "${mail.subject}" to ${mail.to}`, error));
  };

  return betterAuth({
    appName: "NurseVitals",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    // Our own limits (rate-limit.ts) run before Better Auth, keyed by IP and email, in the database.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Every other link she asked for ends too: one reset, one new password.
      onPasswordReset: async ({ user }) => {
        await endPasswordResets(db, user.id);
        sessionReader.forgetUser(user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        sendLater(mailMessages.resetPassword(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link only confirms the address: signing in from it would let anyone who
      // makes a nurse open X's link swap her session for X's (she logs in herself).
      autoSignInAfterVerification: false,
      afterEmailVerification: async (user) => sessionReader.forgetUser(user.id),
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        // The same sender serves sign-up and a change of email (then `user.email` is the new address).
        const changing = new URL(url).searchParams.get("callbackURL")?.startsWith("/account");
        sendLater(changing ? mailMessages.changeEmail(user.email, url) : mailMessages.verifyEmail(user.email, url));
      },
    },
    user: { changeEmail: { enabled: true } },
    account: {
      accountLinking: {
        // Google may link to an account whose address was never confirmed (Google has confirmed it), but
        // only after that account's password and sessions end: the account.create hook below.
        requireLocalEmailVerified: false,
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_S,
      updateAge: SESSION_RENEW_EVERY_S,
      freshAge: DAY,
    },
    databaseHooks: {
      verification: {
        create: {
          // A newer reset link replaces the older ones.
          after: async (row) => {
            if (isResetIdentifier(row.identifier)) await endPasswordResets(db, row.value, row.id);
          },
        },
      },
      account: {
        create: {
          // Google linking to an unconfirmed account: the password someone set on it ends first (unconfirmed-accounts.ts).
          before: async (account, ctx) => {
            if (account.providerId === "credential" || !ctx?.path.includes("/callback/")) return;
            if (await claimUnconfirmedAccount(db, account.userId)) {
              sessionReader.forgetUser(account.userId);
              logger.info(`Google sign-in claimed unconfirmed account ${account.userId}: its password and sessions ended.`);
            }
          },
        },
        update: {
          // Her password changed in Account (the credential row): reset links asked for before end.
          after: async (account) => {
            if (account && typeof account === "object" && account.providerId === "credential") await endPasswordResets(db, account.userId);
          },
        },
      },
      user: {
        create: {
          // Only an OAuth callback: email sign-up starts its profile in gates.ts, the demo in demo-account.ts.
          after: async (user, ctx) => {
            if (!onProviderSignUp || !ctx?.path.includes("/callback/")) return;
            const state = (await getOAuthState()) as { timezone?: unknown } | null;
            await onProviderSignUp(user, state?.timezone);
          },
        },
      },
    },
    trustedOrigins: (request) => [config.baseUrl, request ? new URL(request.url).origin : undefined],
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.baseUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: config.logLevel === "debug" ? "debug" : "error",
      log: (level, message, ...args) => {
        // Two sign-ups racing with one email: gates.ts answers the loser plainly; no stack trace is news.
        if (level === "error" && !args.some(isUniqueViolation)) logger.error(`[auth] ${message}`, args.length ? args : undefined);
        else logger.debug(`[auth] ${message}`);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Signing out is global: every session of the user ends, on every device.
        if (ctx.path === "/sign-out") {
          const current = await getSessionFromCtx(ctx);
          if (current) {
            await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
            sessionReader.forgetUser(current.user.id);
          }
        }
      }),
    },
    plugins: config.google
      ? [
          // Google through the generic OIDC client so the issuer can be pointed at a
          // local test server; in production it is https://accounts.google.com.
          genericOAuth({
            config: [
              {
                providerId: "google",
                name: "Google",
                discoveryUrl: `${config.google.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                accessType: "offline",
                prompt: "consent",
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
