import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { restoreDataDir } from "./backup";
import { createTestApp, json } from "../testing/test-app";
import { openConfiguredDatabase, type DatabaseHandle } from "./client";

/**
 * A data dir made by release 0.1.0 (PGlite), kept as a fixture: every table
 * filled through that release's own API as the backup test does, plus a second
 * nurse with 30 notes (see fixture.json in it for the counts and a session).
 */
const FIXTURE = path.join(import.meta.dirname, "fixtures", "pglite-data-dir-0.1.0.tar.br");

interface Fixture {
  nurse: { email: string; cookie: string; password: string };
  counts: Record<string, number>;
}

async function unpackFixture(): Promise<{ dataDir: string; fixture: Fixture }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-pglite-"));
  await pipeline(fs.createReadStream(FIXTURE), zlib.createBrotliDecompress(), tar.extract({ cwd: dataDir, strict: true }));
  const fixture = JSON.parse(fs.readFileSync(path.join(dataDir, "fixture.json"), "utf8")) as Fixture;
  return { dataDir, fixture };
}

async function tableCounts({ query }: Pick<DatabaseHandle, "query">) {
  const tables = await query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1");
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await query<{ n: number }>(`select count(*)::int as n from "${name}"`))[0]!.n;
  return counts;
}

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("a PGlite data dir from release 0.1.0", { timeout: 120_000 }, () => {
  it("moves into the embedded PostgreSQL on the first start: every row, the old folder kept aside and named, her session and password still good", async () => {
    const { dataDir, fixture } = await unpackFixture();
    const log: string[] = [];
    const database = await openConfiguredDatabase({ dataDir, databaseUrl: undefined }, (line) => log.push(line));
    try {
      const counts = await tableCounts(database);
      // Tables a later release added start empty; every table the release had holds what it held.
      for (const [table, n] of Object.entries(fixture.counts)) expect(counts[table], table).toBe(n);
      expect(
        Object.values(fixture.counts).every((n) => n > 0),
        "the fixture fills every table",
      ).toBe(true);
    } finally {
      await database.close();
    }
    const keptAside = fs.readdirSync(dataDir).filter((name) => name.startsWith("db.pglite-before-"));
    expect(keptAside).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
    expect(log.join("\n")).toMatch(new RegExp(`Moved \\d+ rows in \\d+ tables .* kept at ${path.join(dataDir, keptAside[0]!)}`));

    // The app on the moved data: the auth secret came with the data dir, so her session from 0.1.0 still works.
    const t = await createTestApp({ DATA_DIR: dataDir, DEMO: "0" }, { onDisk: true });
    try {
      const profile = await t.request("/api/profile", { cookie: fixture.nurse.cookie });
      expect(profile.status).toBe(200);
      expect((await json<{ email: string }>(profile)).email).toBe(fixture.nurse.email);
      expect((await t.signIn(fixture.nurse.email, fixture.nurse.password)).res.status).toBe(200);
      // Sequences continue after the moved rows: new rows of every kind can be written.
      const note = await t.request("/api/notes", { cookie: fixture.nurse.cookie, body: { date: "2026-11-24", text: "After the move" } });
      expect(note.status).toBe(201);
    } finally {
      await t.close();
    }
    expect(
      fs.readdirSync(dataDir).filter((name) => name.startsWith("db.pglite-before-")),
      "moved once, not again",
    ).toHaveLength(1);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses to move into a server that already has accounts, and leaves the PGlite folder where it was", async () => {
    const { dataDir } = await unpackFixture();
    const pgliteDir = path.join(dataDir, "db");
    fs.renameSync(pgliteDir, `${pgliteDir}.later`);
    const t = await createTestApp({ DATA_DIR: dataDir, DEMO: "0" }, { onDisk: true });
    await t.signUp();
    await t.close();
    fs.renameSync(`${pgliteDir}.later`, pgliteDir);
    await expect(openConfiguredDatabase({ dataDir, databaseUrl: undefined }, () => undefined)).rejects.toThrow(/already has accounts/);
    expect(fs.existsSync(pgliteDir)).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a 0.1.0 backup (a PGlite dump) restores into a new data dir and moves over at the first start", async () => {
    const { dataDir: old, fixture } = await unpackFixture();
    // What 0.1.0's `npm run backup` wrote: the PGlite dump, the secret and a manifest, in a .tar.gz.
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), "nv-backup-1-"));
    const { PGlite } = await import("@electric-sql/pglite");
    const pglite = await PGlite.create({ dataDir: path.join(old, "db") });
    fs.writeFileSync(path.join(staging, "db.tar.gz"), Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer()));
    await pglite.close();
    fs.copyFileSync(path.join(old, "auth-secret"), path.join(staging, "auth-secret"));
    fs.writeFileSync(path.join(staging, "manifest.json"), JSON.stringify({ format: "nursevitals-backup/1", createdAt: new Date().toISOString() }));
    const file = path.join(staging, "backup.tar.gz");
    await tar.create({ gzip: true, file, cwd: staging }, ["manifest.json", "db.tar.gz", "auth-secret"]);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-restored-1-"));
    await restoreDataDir(file, dataDir);
    const t = await createTestApp({ DATA_DIR: dataDir, DEMO: "0" }, { onDisk: true });
    try {
      const counts = await tableCounts(t.services.database);
      for (const [table, n] of Object.entries(fixture.counts)) expect(counts[table], table).toBe(n);
      expect((await t.request("/api/profile", { cookie: fixture.nurse.cookie })).status, "her session from 0.1.0").toBe(200);
    } finally {
      await t.close();
    }
    for (const dir of [old, staging, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  });
});
