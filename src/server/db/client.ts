import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectPath } from "../paths";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Rows of a bare SQL statement through the same driver (benchmarks, backups). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const MIGRATIONS = projectPath("src/server/db/migrations");
/** Arbitrary constant: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 720_415;

/** `dataDir` undefined means in memory (tests); `loadDataDir` starts from a dump (test template). */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle & { client: PGlite }> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    client,
    db,
    kind: "pglite",
    query: async <T,>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  const conn = await pool.connect();
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: conn, casing: "snake_case" }), { migrationsFolder: MIGRATIONS });
  } finally {
    await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  return {
    db,
    kind: "postgres",
    query: async <T,>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
