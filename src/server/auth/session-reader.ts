import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import type { SessionUser } from "../http/route-spec";
import { SESSION_LAST_SEEN_EVERY_MS, SESSION_LIFETIME_S, SESSION_RENEW_EVERY_S } from "./session-lifetime";

/** Better Auth's cookie names (prefix "nv"; "__Secure-" on https). */
const SESSION_COOKIES = ["nv.session_token", "__Secure-nv.session_token"];
/** Set beside the session cookie when "Remember me" was off: that session ends with the browser and is never renewed. */
const DONT_REMEMBER_COOKIES = ["nv.dont_remember", "__Secure-nv.dont_remember"];
/** A session read is reused this long: one query per second per nurse, not per request. */
const CACHE_MS = 1000;

function findCookie(header: string | undefined, names: string[]): { name: string; value: string } | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (names.includes(name)) return { name, value: part.slice(eq + 1).trim() };
  }
  return undefined;
}

/** The same cookie Better Auth sets at sign-in, with its lifetime starting again. */
function renewedCookie(name: string, value: string): string {
  const secure = name.startsWith("__Secure-") ? "; Secure" : "";
  return `${name}=${value}; Max-Age=${SESSION_LIFETIME_S}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

interface Found {
  user: SessionUser;
  /** Set-Cookie for the answer when a remembered session was just renewed. */
  renewedCookie?: string;
}

/**
 * Who is calling, from the session cookie Better Auth set: the signature is
 * checked (HMAC-SHA256, as Better Auth signs it) and the session looked up with
 * its user in one query. Better Auth's own getSession does the same in several
 * asynchronous steps; this is the hot path of every API request and every
 * signed-in page load, so it also keeps the session alive: a remembered session
 * is renewed at most once a day, and "last active" is written at most every few
 * minutes (signed-in pages arrive with their session and never ask get-session).
 */
export function createSessionReader(db: Database, secret: string) {
  const cache = new Map<string, { user: SessionUser; validUntil: number; expiresAt: number }>();
  /** One lookup per cookie at a time: when an entry expires under load, the waiting requests share it. */
  const inflight = new Map<string, Promise<Found | undefined>>();
  /** Bumped whenever sessions are forgotten. */
  let epoch = 0;

  function verifiedToken(raw: string): string | undefined {
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    const dot = value.indexOf(".");
    if (dot <= 0) return undefined;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), "base64");
    const expected = crypto.createHmac("sha256", secret).update(token).digest();
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : undefined;
  }

  async function find(cookieHeader: string | undefined): Promise<Found | undefined> {
    const cookie = findCookie(cookieHeader, SESSION_COOKIES);
    if (!cookie) return undefined;
    const now = Date.now();
    const hit = cache.get(cookie.value);
    if (hit && hit.validUntil > now && hit.expiresAt > now) return { user: hit.user };
    const pending = inflight.get(cookie.value);
    if (pending) return pending;
    const remembered = !findCookie(cookieHeader, DONT_REMEMBER_COOKIES);
    const lookup = lookUp(cookie, remembered, now).finally(() => inflight.delete(cookie.value));
    inflight.set(cookie.value, lookup);
    return lookup;
  }

  async function lookUp(cookie: { name: string; value: string }, remembered: boolean, now: number): Promise<Found | undefined> {
    const token = verifiedToken(cookie.value);
    if (!token) return undefined;
    const startedIn = epoch;
    const [row] = await db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.updatedAt,
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date(now))))
      .limit(1);
    if (!row) {
      cache.delete(cookie.value);
      return undefined;
    }
    const { expiresAt: storedExpiry, lastSeenAt, ...user } = row;
    let expiresAt = new Date(storedExpiry).getTime();
    // Better Auth's updateAge rule: renewed once the last renewal is a day old.
    const renew = remembered && expiresAt - SESSION_LIFETIME_S * 1000 + SESSION_RENEW_EVERY_S * 1000 <= now;
    if (renew || now - new Date(lastSeenAt).getTime() >= SESSION_LAST_SEEN_EVERY_MS) {
      if (renew) expiresAt = now + SESSION_LIFETIME_S * 1000;
      await db
        .update(sessions)
        .set({ updatedAt: new Date(now), ...(renew ? { expiresAt: new Date(expiresAt) } : {}) })
        .where(eq(sessions.id, user.sessionId));
    }
    // A session ended while this lookup ran is not kept (the next read asks again).
    if (startedIn === epoch) {
      if (cache.size > 10_000) cache.clear();
      cache.set(cookie.value, { user, validUntil: now + CACHE_MS, expiresAt });
    }
    return { user, renewedCookie: renew ? renewedCookie(cookie.name, cookie.value) : undefined };
  }

  return {
    /** The signed-in user of a cookie header, or undefined. */
    async read(cookieHeader: string | undefined): Promise<SessionUser | undefined> {
      return (await find(cookieHeader))?.user;
    },
    /** The signed-in user of a request; when the session was renewed, its new cookie goes out with the answer. */
    async readRequest(c: Context): Promise<SessionUser | undefined> {
      const found = await find(c.req.header("cookie"));
      if (found?.renewedCookie) c.header("Set-Cookie", found.renewedCookie, { append: true });
      return found?.user;
    },
    /** Forget cached sessions of a user (sign-out, password change, account deletion). */
    forgetUser(userId: string): void {
      epoch++;
      inflight.clear();
      for (const [key, entry] of cache) if (entry.user.id === userId) cache.delete(key);
    },
  };
}

export type SessionReaderService = ReturnType<typeof createSessionReader>;
