import crypto from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client";

let template: Promise<Blob> | undefined;

/** A migrated empty PGlite, dumped once per worker and loaded for each test file (initdb is slow). */
async function freshPglite(): Promise<DatabaseHandle> {
  template ??= (async () => {
    const handle = await openPglite(undefined);
    const dump = await handle.client.dumpDataDir("none");
    await handle.close();
    return dump;
  })();
  return openPglite(undefined, await template);
}

/** A new database on the PostgreSQL at TEST_DATABASE_URL, migrated, dropped on close. */
async function freshPostgres(baseUrl: string): Promise<DatabaseHandle> {
  const name = `nv_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The database the API tests of this project run on (vitest.config.ts sets TEST_DB_KIND). */
export function freshTestDatabase(): Promise<DatabaseHandle> {
  const { TEST_DB_KIND, TEST_DATABASE_URL } = process.env;
  if (TEST_DB_KIND === "postgres") {
    if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
    return freshPostgres(TEST_DATABASE_URL);
  }
  return freshPglite();
}

/** The URL of a test database on PostgreSQL (for a server process or a second pool). */
export async function databaseUrlOf(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.query<{ db: string }>("select current_database() as db");
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${row?.db ?? ""}`;
  return url.toString();
}

/**
 * Another instance's view of the same database: its own connection pool on
 * PostgreSQL; on PGlite (one process, one connection) the same handle.
 */
export async function secondConnection(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.kind === "pglite") return { ...handle, close: async () => undefined };
  return openPostgres(await databaseUrlOf(handle));
}
