import { ensureOwnRow, ownedBy, updateOwnRow } from "../../db/user-scope";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles, users } from "../../db/schema";

export type Profile = typeof profiles.$inferSelect;

/** The user's profile, created (with just the id) when there is none, so every signed-in nurse has one. */
export const ensureProfile = (db: Database, userId: string, initial: Partial<Omit<Profile, "userId">> = {}): Promise<Profile> =>
  ensureOwnRow(db, profiles, userId, initial);

/** Change my profile (only the given fields); the row exists afterwards. */
export const updateProfile = (db: Database, userId: string, changes: Partial<Omit<Profile, "userId" | "updatedAt">>): Promise<Profile> =>
  updateOwnRow(db, profiles, userId, changes);

/**
 * Points the profile and the auth user (whose image the header shows) at a new
 * photo in one transaction that locks the profile row, and answers the URL it
 * replaced. Uploads that race each replace the one before them, so deleting
 * exactly the replaced file never removes one the profile still points at.
 */
export async function replaceAvatarUrl(db: Database, userId: string, avatarUrl: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    const [current] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(ownedBy(profiles, userId)).for("update");
    const updatedAt = new Date();
    await tx.update(profiles).set({ avatarUrl, updatedAt }).where(ownedBy(profiles, userId));
    await tx.update(users).set({ image: avatarUrl, updatedAt }).where(eq(users.id, userId));
    return current?.avatarUrl ?? null;
  });
}
