import { getTableColumns, is } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export interface UserTable {
  /** The SQL name ("profiles"). */
  name: string;
  table: PgTable;
  /** Its user_id column. */
  userId: PgColumn;
  /** JS keys of columns that hold secrets (tokens, password hashes): never exported. */
  secretKeys: string[];
  /** False for the machinery's own rows about her (answers kept for retries, which may hold a new feed's secret link). */
  exported: boolean;
}

/** Tables with a user_id that are not her records (answers kept for retries, the calendar's undo steps): deleted with her account, never exported. */
// A push subscription belongs to one browser and this server's keys; a delivery is the task's own claim, a timer's push a
// minute's worth of one browser's state (decision 046).
const NOT_EXPORTED = new Set(["idempotency_keys", "calendar_changes", "push_subscriptions", "push_deliveries", "push_timers"]);

/** A secret, or the hash kept in its place (a feed's token_hash). */
const SECRET_COLUMN = /(^|_)(token|password|secret)(_hash)?$/;

function describe(table: PgTable): UserTable | undefined {
  const { name } = getTableConfig(table);
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const userId = columns.find(([, column]) => column.name === "user_id")?.[1];
  if (!userId) return undefined;
  return {
    name,
    table,
    userId,
    secretKeys: columns.filter(([, c]) => SECRET_COLUMN.test(c.name)).map(([key]) => key),
    exported: !NOT_EXPORTED.has(name),
  };
}

/** Every table of the drizzle schema. */
export const allTables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];

/**
 * Rows two nurses share — colleague_links (inviter_id, invitee_id) and swaps
 * (requester_id, colleague_id) — have no user_id and are not user tables: each
 * nurse's export carries them as she sees them (their areas' exportSections:
 * "network", "swaps"), an import does not bring them back (the other nurse must
 * agree again), and their foreign keys to users delete them with either account.
 *
 * Every table with a user_id column, found in the schema itself, so a table a
 * feature adds later is exported and deleted with the account without anyone
 * remembering to list it.
 */
export const userTables: UserTable[] = allTables.flatMap((table) => describe(table) ?? []);

export const secretColumnKeys = (table: PgTable): string[] =>
  (Object.entries(getTableColumns(table)) as [string, PgColumn][]).filter(([, c]) => SECRET_COLUMN.test(c.name)).map(([key]) => key);
