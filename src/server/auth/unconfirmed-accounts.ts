import { and, eq, gt, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts, sessions, users } from "../db/schema";
import { endPasswordResets } from "./password-resets";

/**
 * Google is linking to an account whose address was never confirmed. Anyone can
 * sign up with a nurse's address and a password; when she later proves the
 * address through Google, that password (and every session made with it) must
 * stop working, or whoever set it keeps a way into her account. The account
 * becomes hers: its password, sessions and reset links end, in one transaction.
 * Returns whether a password was dropped (false for a confirmed account, which
 * keeps everything).
 */
export async function claimUnconfirmedAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).for("update");
    if (!user || user.emailVerified) return false;
    const dropped = await tx
      .delete(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (dropped.length === 0) return false;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await endPasswordResets(tx, userId);
    return true;
  });
}

/**
 * Whether a provider account was linked to this user after `since`: an email
 * link asked for before then was asked for by whoever held the account before
 * (claimUnconfirmedAccount), and must not change its address now.
 */
export async function linkedSince(db: Database, userId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), ne(accounts.providerId, "credential"), gt(accounts.createdAt, since)))
    .limit(1);
  return Boolean(row);
}
