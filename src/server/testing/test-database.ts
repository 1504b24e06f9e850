import pg from "pg";
import { inject } from "vitest";
import { openPostgres, type DatabaseHandle } from "../db/client";
import { scratchDatabaseName } from "../db/embedded-postgres";
import { withDatabase } from "./database-setup";

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database for one test file, cloned from the run's migrated template
 * (database-setup.ts) on the embedded PostgreSQL or on TEST_DATABASE_URL's
 * (vitest.config.ts says which), dropped on close.
 */
export async function freshTestDatabase(): Promise<DatabaseHandle> {
  const { kind, adminUrl, template } = inject("testDatabase");
  const name = scratchDatabaseName("nv_test");
  await onServer(adminUrl, `create database ${name} template ${template}`);
  const handle = await openPostgres(withDatabase(adminUrl, name), kind);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The URL of a test database (for a server process or a second pool). */
export async function databaseUrlOf(handle: Pick<DatabaseHandle, "query">): Promise<string> {
  const [row] = await handle.query<{ db: string }>("select current_database() as db");
  return withDatabase(inject("testDatabase").adminUrl, row?.db ?? "");
}

/** Another instance's view of the same database: its own connection pool. */
export async function secondConnection(handle: DatabaseHandle): Promise<DatabaseHandle> {
  return openPostgres(await databaseUrlOf(handle), handle.kind);
}
