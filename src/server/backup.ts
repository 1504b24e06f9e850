import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { AUTH_SECRET_FILE } from "./auth-secret";
import { lockDataDir } from "./db/data-dir-lock";

const FORMAT = "nursevitals-backup/1";

/**
 * A consistent snapshot of an embedded data dir — the database, the files and
 * the auth secret (without it a restore into a new data dir signs everyone out) —
 * in one .tar.gz, readable by its owner only. It takes the data dir's lock, so it
 * refuses to run beside a server (PGlite is one process; a stopped database is a
 * consistent one).
 */
export async function backupDataDir(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  const release = lockDataDir(dataDir);
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "nv-backup-"));
  try {
    const dbDir = path.join(dataDir, "db");
    if (!fs.existsSync(dbDir)) throw new Error(`There is no database in ${dataDir}.`);
    const db = await PGlite.create({ dataDir: dbDir });
    const dump = await db.dumpDataDir("gzip");
    await db.close();
    await fsp.writeFile(path.join(staging, "db.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    const filesDir = path.join(dataDir, "files");
    if (fs.existsSync(filesDir)) await fsp.cp(filesDir, path.join(staging, "files"), { recursive: true });
    // Absent when AUTH_SECRET is set: then the environment holds the secret.
    const secretFile = path.join(dataDir, AUTH_SECRET_FILE);
    if (fs.existsSync(secretFile)) await fsp.copyFile(secretFile, path.join(staging, AUTH_SECRET_FILE));
    await fsp.writeFile(path.join(staging, "manifest.json"), JSON.stringify({ format: FORMAT, createdAt: new Date().toISOString() }, null, 2));
    await fsp.mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
    const entries = ["manifest.json", "db.tar.gz", ...["files", AUTH_SECRET_FILE].filter((part) => fs.existsSync(path.join(staging, part)))];
    // It holds the secret and every password hash: made for its owner alone before a byte is written.
    await fsp.writeFile(outFile, "", { mode: 0o600 });
    await fsp.chmod(outFile, 0o600);
    await tar.create({ gzip: true, file: outFile, cwd: staging, portable: true }, entries);
    return { bytes: (await fsp.stat(outFile)).size };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    release();
  }
}

/**
 * Brings a backup back into a data dir (the server must be stopped). What was
 * there is moved aside to `<dir>.before-restore-<time>`, not deleted.
 */
export async function restoreDataDir(inFile: string, dataDir: string): Promise<{ movedAside?: string }> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "nv-restore-"));
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    await tar.extract({ file: inFile, cwd: staging, strict: true });
    const manifest = JSON.parse(await fsp.readFile(path.join(staging, "manifest.json"), "utf8")) as { format?: string };
    if (manifest.format !== FORMAT) throw new Error(`${inFile} is not a NurseVitals backup.`);

    let movedAside: string | undefined;
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    // A backup made with AUTH_SECRET set has no secret file: the one here stays.
    const hasSecret = fs.existsSync(path.join(staging, AUTH_SECRET_FILE));
    for (const part of ["db", "files", ...(hasSecret ? [AUTH_SECRET_FILE] : [])]) {
      const current = path.join(dataDir, part);
      if (!fs.existsSync(current)) continue;
      movedAside = path.join(dataDir, `before-restore-${stamp}`);
      await fsp.mkdir(movedAside, { recursive: true });
      await fsp.rename(current, path.join(movedAside, part));
    }
    const dump = await fsp.readFile(path.join(staging, "db.tar.gz"));
    const db = await PGlite.create({ dataDir: path.join(dataDir, "db"), loadDataDir: new Blob([dump]) });
    await db.query("select 1");
    await db.close();
    if (fs.existsSync(path.join(staging, "files"))) await fsp.cp(path.join(staging, "files"), path.join(dataDir, "files"), { recursive: true });
    if (hasSecret) {
      const secret = await fsp.readFile(path.join(staging, AUTH_SECRET_FILE));
      await fsp.writeFile(path.join(dataDir, AUTH_SECRET_FILE), secret, { mode: 0o600, flag: "wx" });
    }
    return { movedAside };
  } finally {
    release();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
