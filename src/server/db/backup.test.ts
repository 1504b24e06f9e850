import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificationReminders, certifications, jobBoard, pushDeliveries, users } from "./schema";
import { SERVER_KEY_FILES, backupDataDir, restoreDataDir } from "./backup";
import { openConfiguredDatabase, type DatabaseHandle } from "./client";
import { housekeepingTask } from "../tasks/housekeeping";
import { startScheduler } from "../tasks/scheduler";
import { createLogger } from "../logger";
import { projectPath } from "../paths";
import { makeSwapRequest, TWO_NURSE_COLLECTIONS } from "../testing/swap-rows";
import { sampleFile, uploadForm } from "../testing/images";
import { fillPath, operationsOf, type OpenApiDocument } from "../testing/openapi-ops";
import { OwnedResources } from "../testing/owned-resources";
import { createTestApp, json, type TestApp, type TestUser } from "../testing/test-app";

/** Every row of every table, in a stable order: what "the same data" means. */
async function snapshot(db: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const tables = await db.query<{ schema: string; name: string }>(
    "select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public','drizzle') and table_type = 'BASE TABLE' order by 2",
  );
  const out: Record<string, unknown[]> = {};
  for (const { schema, name } of tables) out[name] = await db.query(`select * from "${schema}"."${name}" as r order by r::text`);
  return out;
}

/**
 * A nurse's data in every table, made through the app as a nurse would: every
 * signed-in write the API documents (with its example, on her own rows), a
 * photo upload, a password-reset request, and one tick of the scheduler.
 */
async function seedEveryTable(t: TestApp, nurse: TestUser) {
  // Only a confirmed address invites colleagues.
  await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, nurse.id));
  const ops = operationsOf(await json<OpenApiDocument>(await t.request("/api/openapi.json")));
  // A posting is loaded by an operator, not by a nurse's request; saving it is hers.
  const [posting] = await t.services.db
    .insert(jobBoard)
    .values({ ref: "backup-1", title: "ICU RN", facility: "VGH", city: "Vancouver" })
    .returning({ id: jobBoard.id });
  const owned = new OwnedResources(ops, t.request, { "/api/job-board": async () => posting!.id });
  // Accepting or declining an offer to share is the other nurse's write: making the offer fills the table.
  // Importing her data fills only an empty account, and applying a read schedule (its days name shift types of hers)
  // writes only the calendar's tables: neither writes a table the other writes leave empty. Undo comes last.
  const writes = ops.filter(
    (op) =>
      op.signedIn &&
      ["post", "put", "patch"].includes(op.method) &&
      !op.path.startsWith("/api/auth/") &&
      op.path !== "/api/account/import" &&
      op.path !== "/api/calendar/undo" &&
      op.path !== "/api/calendar/import/apply" &&
      op.share !== "accept" &&
      !op.path.endsWith("/decline") &&
      // A swap needs a connected colleague: made below, with one.
      !TWO_NURSE_COLLECTIONS.some((collection) => op.path.startsWith(collection)),
  );
  for (const op of writes) {
    const url = fillPath(op.path, await owned.params(nurse, op));
    const file = op.upload ? await sampleFile(op.upload.accept) : undefined;
    const body = op.upload && file ? uploadForm(op.upload.field, file.bytes, `sample.${file.ext}`, file.type, op.upload.fields) : await owned.body(nurse, op);
    const res = await t.request(url, { method: op.method.toUpperCase(), body, cookie: nurse.cookie });
    expect(res.status, op.title).toBeLessThan(300);
  }
  await makeSwapRequest(t, nurse);
  // Undo needs a change to undo: the writes above made several.
  expect((await t.request("/api/calendar/undo", { cookie: nurse.cookie, body: {} })).status).toBeLessThan(300);
  // A create sent with an Idempotency-Key keeps its answer for a retry.
  const keyed = await t.request("/api/todos", {
    body: { text: "Restock the crash cart" },
    cookie: nurse.cookie,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(keyed.status).toBe(201);
  expect((await t.request("/api/auth/request-password-reset", { body: { email: nurse.email } })).status).toBe(200);
  // What no request of hers writes: a reminder the daily task sent her, and a push it claimed for her phone.
  const [cert] = await t.services.db.select().from(certifications).where(eq(certifications.userId, nurse.id)).limit(1);
  await t.services.db.insert(certificationReminders).values({ userId: nurse.id, certificationId: cert!.id, expiryDate: "2027-03-31", kind: "lead" });
  await t.services.db.insert(pushDeliveries).values({ userId: nurse.id, key: "cert-expiry:lead:2027-03-31" });
  const scheduler = startScheduler(t.services.db, [housekeepingTask(t.services)], createLogger("silent"), 60 * 60 * 1000);
  expect(await scheduler.tick()).toEqual(["housekeeping"]);
  scheduler.stop();
}

/** The data dir's own PostgreSQL, started for the test and stopped by close(). */
const openEmbedded = (dataDir: string) => openConfiguredDatabase({ dataDir, databaseUrl: undefined }, () => undefined);

const run = promisify(execFile);
/** An npm script, as an operator runs it, on this data dir. */
const npmRun = (script: string, args: string[], env: Record<string, string>) =>
  run("npm", ["run", "--silent", script, "--", ...args], {
    cwd: projectPath(),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "error", ...env },
  });

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("backup and restore of the embedded data dir", { timeout: 240_000 }, () => {
  it("npm run backup and npm run restore bring back every table (none of them empty), every file and the server's keys", async () => {
    const t = await createTestApp({ DEMO: "0", RATE_LIMIT_FACTOR: "1000" }, { onDisk: true });
    const { dataDir } = t;
    const nurse = await t.signUp();
    await seedEveryTable(t, nurse);
    await t.signUp();
    await t.services.files.put("private/u1/c1/doc.pdf", Buffer.from("%PDF-1.4"));
    const before = await snapshot(t.services.database);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(
      Object.entries(before)
        .filter(([, rows]) => rows.length === 0)
        .map(([name]) => name),
      "tables left empty",
    ).toEqual([]);
    const files = fs.readdirSync(path.join(dataDir, "files"), { recursive: true, encoding: "utf8" }).sort();
    expect(files.some((f) => f.startsWith("avatars/"))).toBe(true);
    await t.close();
    const keys = SERVER_KEY_FILES.map((key) => fs.readFileSync(path.join(dataDir, key)));

    const file = path.join(os.tmpdir(), `${path.basename(dataDir)}.tar.gz`);
    const backup = await npmRun("backup", [file], { DATA_DIR: dataDir });
    expect(backup.stdout).toContain(`Backed up ${dataDir} to ${file}`);
    expect(fs.statSync(file).mode & 0o777, "the archive holds the secret: its owner's alone").toBe(0o600);

    // Lose things: a user (and, by cascade, her rows), a file.
    const damaged = await openEmbedded(dataDir);
    await damaged.query("delete from users where id = (select min(id) from users)");
    await damaged.close();
    fs.rmSync(path.join(dataDir, "files", "private"), { recursive: true });

    const restore = await npmRun("restore", [file], { DATA_DIR: dataDir });
    expect(restore.stdout).toMatch(/^Restored .* What was there is in .*before-restore-/m);
    const restored = await openEmbedded(dataDir);
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(fs.readdirSync(path.join(dataDir, "files"), { recursive: true, encoding: "utf8" }).sort()).toEqual(files);
    expect(fs.readFileSync(path.join(dataDir, "files", "private/u1/c1/doc.pdf"), "utf8")).toBe("%PDF-1.4");

    // Into a new data dir (a new machine): the same tables, files and keys, so a session made before the backup
    // still works and the phones' push subscriptions still reach them.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "nv-restored-"));
    await restoreDataDir(file, elsewhere);
    SERVER_KEY_FILES.forEach((key, i) => {
      const keyFile = path.join(elsewhere, key);
      expect(fs.readFileSync(keyFile).equals(keys[i]!), `the same ${key}, byte for byte`).toBe(true);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    });
    expect(fs.readdirSync(path.join(elsewhere, "files"), { recursive: true, encoding: "utf8" }).sort()).toEqual(files);
    const moved = await createTestApp({ DATA_DIR: elsewhere }, { onDisk: true });
    try {
      expect(await snapshot(moved.services.database)).toEqual(before);
      const profile = await moved.request("/api/profile", { cookie: nurse.cookie });
      expect(profile.status, "her session cookie from before the backup").toBe(200);
      expect((await json<{ email: string }>(profile)).email).toBe(nurse.email);
    } finally {
      await moved.close();
    }
    for (const dir of [dataDir, elsewhere, file]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("npm run backup refuses PostgreSQL, and npm run restore says how to use it", async () => {
    const backup = await npmRun("backup", [], { DATABASE_URL: "postgres://db.example/nursevitals" }).catch((error: { code: number; stderr: string }) => error);
    expect(backup).toMatchObject({ code: 1, stderr: expect.stringContaining("DATABASE_URL is set: back up PostgreSQL with pg_dump") as unknown });
    const restore = await npmRun("restore", [], {}).catch((error: { code: number; stderr: string }) => error);
    expect(restore).toMatchObject({ code: 1, stderr: expect.stringContaining("Usage: npm run restore -- FILE") as unknown });
  });

  it("refuses to run beside a server", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-backup-busy-"));
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    await expect(backupDataDir(dataDir, path.join(dataDir, "x.tar.gz"))).rejects.toThrow(/Another NurseVitals server/);
  });
});
