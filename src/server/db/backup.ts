import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { AUTH_SECRET_FILE } from "../auth/auth-secret";
import { VAPID_FILE } from "../push/vapid";
import { lockDataDir } from "./data-dir-lock";
import { hasCluster, stopOrphanedPostmaster } from "./embedded-postgres";
import { PGLITE_DIR, restorePgliteBackup } from "./pglite-migration";

/** 2: the embedded PostgreSQL server's data dir (`pg/`); 1: a PGlite dump (`db.tar.gz`), restored for the next start to move. */
const FORMAT = "nursevitals-backup/2";
const PGLITE_FORMAT = "nursevitals-backup/1";
/** What PostgreSQL writes about a running server, and its log: not part of the data. */
const NOT_DATA = new Set(["postmaster.pid", "postmaster.opts", "server.log"]);
/**
 * The keys the server made for itself in the data dir: the auth secret (without it a restore signs everyone out)
 * and the VAPID pair (without it every phone's push subscription is dead). Absent when the environment holds them.
 */
export const SERVER_KEY_FILES = [AUTH_SECRET_FILE, VAPID_FILE] as const;

/**
 * A consistent snapshot of an embedded data dir — the database, the files and
 * the server's own keys (SERVER_KEY_FILES) —
 * in one .tar.gz, readable by its owner only. It takes the data dir's lock, so it
 * refuses to run beside a server, and stops a PostgreSQL a killed server left
 * behind: the copy is of a stopped cluster, which is a consistent one.
 */
export async function backupDataDir(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  const release = lockDataDir(dataDir);
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "nv-backup-"));
  try {
    const pgDir = path.join(dataDir, "pg");
    if (!hasCluster(pgDir)) throw new Error(`There is no database in ${dataDir}.`);
    await stopOrphanedPostmaster(pgDir);
    await fsp.cp(pgDir, path.join(staging, "pg"), { recursive: true, filter: (source) => !NOT_DATA.has(path.basename(source)) });
    const filesDir = path.join(dataDir, "files");
    if (fs.existsSync(filesDir)) await fsp.cp(filesDir, path.join(staging, "files"), { recursive: true });
    for (const key of SERVER_KEY_FILES) {
      const keyFile = path.join(dataDir, key);
      if (fs.existsSync(keyFile)) await fsp.copyFile(keyFile, path.join(staging, key));
    }
    await fsp.writeFile(path.join(staging, "manifest.json"), JSON.stringify({ format: FORMAT, createdAt: new Date().toISOString() }, null, 2));
    await fsp.mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
    const entries = ["manifest.json", "pg", ...["files", ...SERVER_KEY_FILES].filter((part) => fs.existsSync(path.join(staging, part)))];
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
 * there is moved aside to `<dir>/before-restore-<time>`, not deleted.
 */
export async function restoreDataDir(inFile: string, dataDir: string): Promise<{ movedAside?: string }> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "nv-restore-"));
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    await tar.extract({ file: inFile, cwd: staging, strict: true });
    const manifest = JSON.parse(await fsp.readFile(path.join(staging, "manifest.json"), "utf8")) as { format?: string };
    if (manifest.format !== FORMAT && manifest.format !== PGLITE_FORMAT) throw new Error(`${inFile} is not a NurseVitals backup.`);

    const pgDir = path.join(dataDir, "pg");
    if (hasCluster(pgDir)) await stopOrphanedPostmaster(pgDir);
    let movedAside: string | undefined;
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    // A backup made with the keys in the environment has no key files: the ones here stay.
    const keys = SERVER_KEY_FILES.filter((key) => fs.existsSync(path.join(staging, key)));
    for (const part of ["pg", PGLITE_DIR, "files", ...keys]) {
      const current = path.join(dataDir, part);
      if (!fs.existsSync(current)) continue;
      movedAside = path.join(dataDir, `before-restore-${stamp}`);
      await fsp.mkdir(movedAside, { recursive: true });
      await fsp.rename(current, path.join(movedAside, part));
    }
    if (manifest.format === FORMAT) {
      await fsp.cp(path.join(staging, "pg"), pgDir, { recursive: true });
      // PostgreSQL refuses a data dir others may read; the next start gives it to the user it runs as.
      await fsp.chmod(pgDir, 0o700);
    } else {
      await restorePgliteBackup(await fsp.readFile(path.join(staging, "db.tar.gz")), path.join(dataDir, PGLITE_DIR));
    }
    if (fs.existsSync(path.join(staging, "files"))) await fsp.cp(path.join(staging, "files"), path.join(dataDir, "files"), { recursive: true });
    for (const key of keys) {
      await fsp.writeFile(path.join(dataDir, key), await fsp.readFile(path.join(staging, key)), { mode: 0o600, flag: "wx" });
    }
    return { movedAside };
  } finally {
    release();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
