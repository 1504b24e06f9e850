import type { Context } from "hono";
import { appPath } from "@core/schemas/auth";
import type { AppEnv } from "../http/route-spec";
import type { Services } from "../services";
import { clientAnswer } from "./answers";
import { emailHolder, emailTaken } from "./email-holder";
import { endPasswordResets } from "./password-resets";
import { linkedSince } from "./unconfirmed-accounts";

/**
 * A link from an email: confirming a new account's address, or a change of
 * address. It always ends in the app, never on a JSON error page: a failed
 * change goes back to /account?emailChanged=1&error=CODE, anything else to
 * /login?emailLink=CODE (which goes on to the dashboard when signed in); the
 * pages say what happened in plain words. A confirmed address lands on
 * /login?emailLink=CONFIRMED: the link only confirms, it never signs anyone in
 * (whoever opens it keeps the session she had).
 */
export async function followEmailLink(c: Context<AppEnv>, services: Services, forward: () => Promise<Response>): Promise<Response> {
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
