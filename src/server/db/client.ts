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
import type { Config } from "../config";
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
  /**
   * Hear NOTIFY on a channel. `onState(false)` when notifications may have been
   * missed (the listening connection dropped), `onState(true)` once it is back.
   */
  listen(channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void): Promise<void>;
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
    // One process, one connection: nothing can be missed.
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    close: () => client.close(),
  };
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR/db. */
export function openConfiguredDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, "db"));
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  const conn = await pool.connect();
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: conn, casing: "snake_case" }), { migrationsFolder: MIGRATIONS });
  } finally {
    await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  const listeners: { stop(): Promise<void> }[] = [];
  return {
    db,
    kind: "postgres",
    query: async <T,>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    listen: async (channel, onPayload, onState) => {
      listeners.push(await listenPostgres(url, channel, onPayload, onState));
    },
    close: async () => {
      await Promise.all(listeners.map((l) => l.stop()));
      await pool.end();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others),
 * reconnecting with back-off when it drops; while it is down, the listener is
 * told notifications may be missed.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (delayMs: number): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    try {
      await next.connect();
      next.on("notification", (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? "");
      });
      const lost = () => {
        if (client !== next || stopped) return;
        client = undefined;
        onState?.(false);
        next.end().catch(() => undefined);
        retry = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
        retry.unref();
      };
      next.on("error", lost);
      next.on("end", lost);
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      onState?.(true);
    } catch {
      await next.end().catch(() => undefined);
      onState?.(false);
      retry = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
      retry.unref();
    }
  };
  await connect(250);
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
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
