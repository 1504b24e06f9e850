import { ownedBy } from "../../db/user-scope";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimits, users, verifications } from "../../db/schema";
import { secretColumnKeys, userTables } from "../../db/user-tables";
import type { BlobStore } from "../../files/blob-store";
import type { ExportSections } from "../../services";
import { deleteUserFiles, listUserFiles } from "../../files/user-files";
import { countersAbout } from "../../rate-limit";

function omit(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Where data.json lists her files: each at `files/{key}` in the ZIP. */
export const ARCHIVE_FILES_DIR = "files/";

export interface AccountExport {
  format: "nursevitals-export";
  /** 2: one ZIP with her files beside data.json (1 was the JSON alone, with links). */
  version: 2;
  exportedAt: string;
  user: Record<string, unknown>;
  /** Every table with a user_id column, by SQL name: my rows, secrets (tokens, password hashes) left out. */
  tables: Record<string, Record<string, unknown>[]>;
  /** Every file she stored: its storage key ({area}/{userId}/…) and where it is in the ZIP. */
  files: { key: string; path: string }[];
  /**
   * Rows two people share (her colleague network), as she sees them in the app:
   * they have no user_id of hers, so they are not among `tables`, and the other
   * side's own labels and ids stay out.
   */
  shared: Record<string, unknown>;
}

/** Everything the app holds about one user, as one JSON document (data.json of her export), her files listed. */
export async function exportAccount(
  deps: { db: Database; files: BlobStore; fileAreas: readonly string[]; sections: ExportSections },
  userId: string,
): Promise<AccountExport> {
  const { db, files, fileAreas, sections } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const tables: AccountExport["tables"] = {};
  for (const t of userTables.filter((table) => table.exported).sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = (await db.select().from(t.table).where(ownedBy(t, userId))) as Record<string, unknown>[];
    tables[t.name] = rows.map((row) => omit(row, t.secretKeys));
  }
  const keys = await listUserFiles(files, fileAreas, userId);
  const shared: AccountExport["shared"] = {};
  for (const [name, section] of Object.entries(sections)) shared[name] = await section(userId);
  return {
    format: "nursevitals-export",
    version: 2,
    exportedAt: new Date().toISOString(),
    user: user ? omit(user, secretColumnKeys(users)) : {},
    tables,
    files: keys.map((key) => ({ key, path: `${ARCHIVE_FILES_DIR}${key}` })),
    shared,
  };
}

/**
 * Deletes the user and every row of theirs in one transaction (the user row
 * first, so ON DELETE CASCADE clears dependants in order, then any table with a
 * user_id the cascade did not reach), their pending tokens and rate-limit
 * counters, then every stored file (in each file area an upload route declares).
 */
export async function deleteAccount(
  deps: { db: Database; files: BlobStore; fileAreas: readonly string[] },
  user: { id: string; email: string },
): Promise<void> {
  const { db, files, fileAreas } = deps;
  const subjects = [user.id.toLowerCase(), user.email.toLowerCase()];
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    for (const t of userTables) await tx.delete(t.table).where(ownedBy(t, user.id));
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    await tx.delete(rateLimits).where(countersAbout(subjects));
  });
  await deleteUserFiles(files, fileAreas, user.id);
}
