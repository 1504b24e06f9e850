import { and, eq, like, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { verifications } from "../db/schema";

/**
 * Better Auth keeps each reset link as a `verifications` row: identifier
 * `reset-password:<token>`, value the user's id.
 */
const RESET_PREFIX = "reset-password:";

/**
 * Ends every outstanding reset link of a user, but `keepId` (the one just made).
 * Called when her password is reset or changed, her email changes, or she asks
 * for a newer link: an older link must never set a password after any of those.
 */
export async function endPasswordResets(db: Pick<Database, "delete">, userId: string, keepId?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId), keepId ? ne(verifications.id, keepId) : undefined));
}

export const isResetIdentifier = (identifier: string) => identifier.startsWith(RESET_PREFIX);
