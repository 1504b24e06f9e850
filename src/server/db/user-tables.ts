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
}

/** A secret, or the hash kept in its place (a feed's token_hash). */
const SECRET_COLUMN = /(^|_)(token|password|secret)(_hash)?$/;

function describe(table: PgTable): UserTable | undefined {
  const { name } = getTableConfig(table);
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const userId = columns.find(([, column]) => column.name === "user_id")?.[1];
  if (!userId) return undefined;
  return { name, table, userId, secretKeys: columns.filter(([, c]) => SECRET_COLUMN.test(c.name)).map(([key]) => key) };
}

/** Every table of the drizzle schema. */
export const allTables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];

/**
 * Every table with a user_id column, found in the schema itself, so a table a
 * feature adds later is exported and deleted with the account without anyone
 * remembering to list it.
 */
export const userTables: UserTable[] = allTables.flatMap((table) => describe(table) ?? []);

export const secretColumnKeys = (table: PgTable): string[] =>
  (Object.entries(getTableColumns(table)) as [string, PgColumn][]).filter(([, c]) => SECRET_COLUMN.test(c.name)).map(([key]) => key);
