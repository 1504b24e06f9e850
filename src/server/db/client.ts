import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Config } from "../config";
import { projectPath } from "../paths";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { moveFromPglite, PGLITE_DIR } from "./pglite-migration";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** "embedded": the app's own PostgreSQL server in DATA_DIR/pg; "postgres": the one at DATABASE_URL. */
  kind: "embedded" | "postgres";
  /** Its connection string (a process of the app's own, such as the demo's, connects with it). */
  url: string;
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

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else the
 * app's own PostgreSQL server in DATA_DIR/pg (a data dir from the PGlite days is
 * moved into it on the first start). Closing the handle stops the embedded server.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  log: (message: string) => void = (message) => console.log(message),
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const server = await startEmbeddedPostgres(path.join(config.dataDir, "pg"), { log });
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openPostgres(server.url, "embedded");
    if (fs.existsSync(path.join(config.dataDir, PGLITE_DIR))) await moveFromPglite(config.dataDir, handle, server.url, log);
    const opened = handle;
    return {
      ...opened,
      close: async () => {
        await opened.close();
        await server.stop();
      },
    };
  } catch (error) {
    await handle?.close();
    await server.stop();
    throw error;
  }
}

export async function openPostgres(url: string, kind: DatabaseHandle["kind"] = "postgres"): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // So must one checked out between two queries (a transaction awaiting the app): pg-pool listens only to idle
  // ones, and a lost server's FATAL on a busy one would be an unhandled 'error' that ends the process. The
  // transaction's next query fails instead, and the pool drops the connection when it is released.
  pool.on("connect", (client) => client.on("error", () => undefined));
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
    kind,
    url,
    query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
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
