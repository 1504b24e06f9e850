import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { calendarFeeds } from "../db/schema";

/** The nurse's feed token, or null before she turns the subscription on. */
export async function feedToken(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row?.token ?? null;
}

/** A new secret token (256 bits); the old one stops working at once. */
export async function regenerateFeedToken(db: Database, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return token;
}

/** Whose feed this token opens, if anyone's. */
export async function feedOwner(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.token, token)).limit(1);
  return row?.userId;
}
