import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { inject } from "vitest";
import { openPostgres, type DatabaseHandle } from "../db/client";
import { scratchDatabaseName } from "../db/embedded-postgres";
import { projectPath } from "../paths";
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

/**
 * A new database migrated only up to the migration tagged `lastTag` (as a server of that release left it), for a
 * test of the migrations after it: `openPostgres` on its URL applies them, as a newer server's start does. The
 * caller closes it with `drop`.
 */
export async function databaseMigratedTo(lastTag: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl } = inject("testDatabase");
  const source = projectPath("src/server/db/migrations");
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration tagged ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  // The migrations of that release: its journal and SQL files, in a folder of their own.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nv-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(source, `${tag}.sql`), path.join(folder, `${tag}.sql`));

  const name = scratchDatabaseName("nv_test");
  await onServer(adminUrl, `create database ${name}`);
  const url = withDatabase(adminUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder: folder });
  } finally {
    await client.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return { url, drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}
