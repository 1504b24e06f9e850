import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { backupDataDir, restoreDataDir } from "./backup";
import { readConfig } from "./config";
import { openPglite, type DatabaseHandle } from "./db/client";
import { createServices } from "./services";

/** Every row of every table, in a stable order: what "the same data" means. */
async function snapshot(db: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema in ('public','drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const schema = name === "__drizzle_migrations" ? "drizzle" : "public";
    out[name] = await db.query(`select * from "${schema}"."${name}" order by 1`);
  }
  return out;
}

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("backup and restore of the embedded data dir", () => {
  it("round-trips every table and every file", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-backup-"));
    const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", DEMO: "0" });
    const database = await openPglite(path.join(dataDir, "db"));
    const services = await createServices(config, { database, authSecret: "b".repeat(40) });
    const { app } = createApp(services);
    for (const name of ["ada", "bea", "cy"]) {
      const res = await app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: config.baseUrl },
        body: JSON.stringify({ firstName: name, lastName: "Backup", email: `${name}@example.com`, password: "backup-1" }),
      });
      expect(res.status).toBe(200);
    }
    await services.files.put("avatars/u1/avatar-1.png", Buffer.from("not really a png"));
    await services.files.put("contracts/u1/c1/doc.pdf", Buffer.from("%PDF-1.4"));
    const before = await snapshot(database);
    expect(before.users).toHaveLength(3);
    await database.close();

    const file = path.join(dataDir, "..", `${path.basename(dataDir)}.tar.gz`);
    const { bytes } = await backupDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(0);

    // Lose things: a user, a file.
    const damaged = await openPglite(path.join(dataDir, "db"));
    await damaged.query("delete from users where email = 'bea@example.com'");
    await damaged.close();
    fs.rmSync(path.join(dataDir, "files", "contracts"), { recursive: true });

    const { movedAside } = await restoreDataDir(file, dataDir);
    expect(movedAside && fs.existsSync(movedAside)).toBe(true);
    const restored = await openPglite(path.join(dataDir, "db"));
    expect(await snapshot(restored)).toEqual(before);
    await restored.close();
    expect(fs.readFileSync(path.join(dataDir, "files", "contracts/u1/c1/doc.pdf"), "utf8")).toBe("%PDF-1.4");
    expect(fs.readFileSync(path.join(dataDir, "files", "avatars/u1/avatar-1.png"), "utf8")).toBe("not really a png");
  });

  it("refuses to run beside a server", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-backup-busy-"));
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    await expect(backupDataDir(dataDir, path.join(dataDir, "x.tar.gz"))).rejects.toThrow(/Another NurseVitals server/);
  });
});
