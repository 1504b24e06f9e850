import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { sessions, users } from "./db/schema";
import type { SessionUser } from "./http/api";

const COOKIE_NAMES = ["nv.session_token", "__Secure-nv.session_token"];
/** A session read is reused this long: one query per second per nurse, not per request. */
const CACHE_MS = 1000;

function cookieValue(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (COOKIE_NAMES.includes(name)) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Who is calling, from the session cookie Better Auth set: the signature is
 * checked (HMAC-SHA256, as Better Auth signs it) and the session looked up with
 * its user in one query. Better Auth's own getSession does the same in several
 * asynchronous steps; this is the hot path of every API request.
 */
export function createSessionReader(db: Database, secret: string) {
  const cache = new Map<string, { user: SessionUser; validUntil: number; expiresAt: number }>();
  /** One lookup per cookie at a time: when an entry expires under load, the waiting requests share it. */
  const inflight = new Map<string, Promise<SessionUser | undefined>>();
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

  return {
    async read(cookieHeader: string | undefined): Promise<SessionUser | undefined> {
      const raw = cookieValue(cookieHeader);
      if (!raw) return undefined;
      const now = Date.now();
      const hit = cache.get(raw);
      if (hit && hit.validUntil > now && hit.expiresAt > now) return hit.user;
      const pending = inflight.get(raw);
      if (pending) return pending;
      const lookup = lookUp(raw, now).finally(() => inflight.delete(raw));
      inflight.set(raw, lookup);
      return lookup;
    },
    /** Forget cached sessions of a user (sign-out, password change, account deletion). */
    forgetUser(userId: string): void {
      epoch++;
      inflight.clear();
      for (const [key, entry] of cache) if (entry.user.id === userId) cache.delete(key);
    },
  };

  async function lookUp(raw: string, now: number): Promise<SessionUser | undefined> {
    const token = verifiedToken(raw);
    if (!token) return undefined;
    const startedIn = epoch;
    const [row] = await db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row) {
      cache.delete(raw);
      return undefined;
    }
    const { expiresAt, ...user } = row;
    // A session ended while this lookup ran is not kept (the next read asks again).
    if (startedIn === epoch) {
      if (cache.size > 10_000) cache.clear();
      cache.set(raw, { user, validUntil: now + CACHE_MS, expiresAt: new Date(expiresAt).getTime() });
    }
    return user;
  }
}

export type SessionReaderService = ReturnType<typeof createSessionReader>;
