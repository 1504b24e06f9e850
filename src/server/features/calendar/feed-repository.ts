import { ownedBy } from "../../db/user-scope";
import crypto from "node:crypto";
import { and, eq, gte, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { calendarFeeds, certifications } from "../../db/schema";

/**
 * Only the token's SHA-256 (hex) is stored: a copy of the database does not open
 * anyone's schedule. Migration 0007 hashed the tokens made before the same way
 * (`encode(sha256(convert_to(token, 'UTF8')), 'hex')`), so their addresses keep
 * working. A 256-bit random token needs no salt or slow hash.
 */
export const hashFeedToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

/**
 * Whether the nurse has turned the subscription on. Its address cannot be read
 * back (only its hash is kept): it is shown once, when it is made.
 */
export async function hasFeed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(ownedBy(calendarFeeds, userId)).limit(1);
  return Boolean(row);
}

/** A new secret token (256 bits); the old one stops working at once. */
export async function regenerateFeedToken(db: Database, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const tokenHash = hashFeedToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } });
  return token;
}

/** Whose feed this token opens, if anyone's. */
export async function feedOwner(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)))
    .limit(1);
  return row?.userId;
}

/** The nurse's certification expiries from a day on, for the feed's all-day events (docs/product/calendar.md, Subscribe). */
export async function certificationExpiries(db: Database, userId: string, from: string): Promise<{ key: string; date: string; name: string }[]> {
  const rows = await db
    .select({ key: certifications.id, date: certifications.expiryDate, name: certifications.name })
    .from(certifications)
    .where(
      and(eq(certifications.userId, userId), eq(certifications.noExpiry, false), isNotNull(certifications.expiryDate), gte(certifications.expiryDate, from)),
    );
  return rows.map((r) => ({ key: r.key, date: r.date!, name: r.name }));
}
