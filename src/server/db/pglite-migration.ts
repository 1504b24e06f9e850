import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { projectPath } from "../paths";

/** Where releases before the embedded PostgreSQL server kept their PGlite database, under DATA_DIR. */
export const PGLITE_DIR = "db";

const PAGE_ROWS = 5_000;

/**
 * Moves a data dir's PGlite database (DATA_DIR/db, releases up to 0.1) into the
 * embedded PostgreSQL server, once: the old database is brought to the current
 * schema by the same migrations, every table of `public` is copied in one
 * transaction (so a failed move leaves nothing half-copied and is tried again at
 * the next start), every table's row count is compared, and the old folder is
 * kept aside, named in the log.
 */
export async function moveFromPglite(
  dataDir: string,
  target: { query<T>(text: string, params?: unknown[]): Promise<T[]> },
  targetUrl: string,
  log: (message: string) => void,
): Promise<{ movedAside: string; rows: Record<string, number> }> {
  const source = path.join(dataDir, PGLITE_DIR);
  const started = performance.now();
  log(`Moving the PGlite database in ${source} to the embedded PostgreSQL server…`);
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const old = await PGlite.create({ dataDir: source });
  const client = new pg.Client({ connectionString: targetUrl });
  let connected = false;
  const rows: Record<string, number> = {};
  try {
    await migrate(drizzle({ client: old }), { migrationsFolder: projectPath("src/server/db/migrations") });
    const [existing] = await target.query<{ n: number }>("select count(*)::int as n from users");
    if (existing?.n) {
      throw new Error(`${source} holds a PGlite database, but the embedded PostgreSQL server already has accounts: move one of them away first.`);
    }
    const tables = (await old.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename")).rows.map(
      (r) => r.name,
    );

    await client.connect();
    connected = true;
    await client.query("begin");
    // Foreign keys and triggers (the cache's NOTIFY) wait: rows arrive table by table in any order.
    await client.query("set local session_replication_role = replica");
    for (const table of tables) {
      const ident = pg.escapeIdentifier(table);
      const columns = (
        await client.query<{ name: string }>(
          "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
          [table],
        )
      ).rows.map((r) => pg.escapeIdentifier(r.name));
      if (columns.length === 0) throw new Error(`The table ${table} of the PGlite database is unknown to this release.`);
      const list = columns.join(", ");
      await client.query(`delete from ${ident}`);
      for (let offset = 0; ; offset += PAGE_ROWS) {
        // PostgreSQL writes each page as JSON text and PostgreSQL reads it back: no value passes through JavaScript types.
        const page = await old.query<{ rows: string; n: number }>(
          `select coalesce(json_agg(t), '[]')::text as rows, count(*)::int as n from (select * from ${ident} order by ctid limit ${PAGE_ROWS} offset ${offset}) t`,
        );
        const { rows: json = "[]", n = 0 } = page.rows[0] ?? {};
        if (n === 0) break;
        await client.query(`insert into ${ident} (${list}) overriding system value select ${list} from json_populate_recordset(null::${ident}, $1::json)`, [
          json,
        ]);
        if (n < PAGE_ROWS) break;
      }
      const [before, after] = await Promise.all([
        old.query<{ n: number }>(`select count(*)::int as n from ${ident}`),
        client.query<{ n: number }>(`select count(*)::int as n from ${ident}`),
      ]);
      const expected = before.rows[0]?.n ?? 0;
      const copied = after.rows[0]?.n ?? 0;
      if (copied !== expected) throw new Error(`Moving ${table}: ${expected} rows in PGlite, ${copied} copied.`);
      rows[table] = copied;
    }
    // Sequences owned by a column (serial, identity) continue after the copied rows.
    const sequences = await client.query<{ seq: string; tbl: string; col: string }>(
      `select s.oid::regclass::text as seq, t.oid::regclass::text as tbl, a.attname as col
         from pg_class s join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = s.relnamespace where s.relkind = 'S' and n.nspname = 'public'`,
    );
    for (const { seq, tbl, col } of sequences.rows) {
      await client.query(`select setval($1::regclass, coalesce((select max(${pg.escapeIdentifier(col)}) from ${tbl}), 0) + 1, false)`, [seq]);
    }
    await client.query("commit");
  } catch (error) {
    if (connected) await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    // (end() on a client that never connected waits forever.)
    if (connected) await client.end().catch(() => undefined);
    await old.close();
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const movedAside = path.join(dataDir, `db.pglite-before-${stamp}`);
  fs.renameSync(source, movedAside);
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  log(
    `Moved ${total} rows in ${Object.keys(rows).length} tables to the embedded PostgreSQL server in ${Math.round(performance.now() - started)} ms; ` +
      `the PGlite database is kept at ${movedAside} (delete it once you are happy).`,
  );
  return { movedAside, rows };
}

/** A backup from the PGlite days (format 1) becomes a PGlite data dir again, which the next start moves like any other. */
export async function restorePgliteBackup(dump: Buffer, dbDir: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([new Uint8Array(dump)]) });
  await db.query("select 1");
  await db.close();
}
