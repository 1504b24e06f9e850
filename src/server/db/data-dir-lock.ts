import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * What tells a process apart from a later one given the same pid: the boot id
 * and its start time since boot (Linux /proc). Undefined where there is no /proc.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after "(name)", which may hold spaces; start time is field 22, the 20th of these.
    const startTicks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    const bootId = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return startTicks ? `${bootId}/${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

interface LockOwner {
  pid: number;
  identity?: string;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    // Older servers wrote only their pid.
    const owner = (typeof parsed === "number" ? { pid: parsed } : parsed) as LockOwner;
    return Number.isInteger(owner?.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of a live server holding the lock, or undefined when the lock is stale. */
function liveOwner(owner: LockOwner | undefined): number | undefined {
  if (!owner || owner.pid === process.pid || !isAlive(owner.pid)) return undefined;
  // The pid is in use, but maybe by another process since: containers give pid 1 again at every start.
  const current = processIdentity(owner.pid);
  if (owner.identity && current && current !== owner.identity) return undefined;
  return owner.pid;
}

/**
 * One server per embedded data dir: the data dir's PostgreSQL belongs to the
 * server that started it (and stops it). The lock file
 * holds the owner's pid and identity, so a lock left by a killed server is
 * taken over, even when its pid now belongs to another process.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  const mine = JSON.stringify({ pid: process.pid, identity: processIdentity(process.pid) } satisfies LockOwner);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8") === mine) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = liveOwner(readOwner(file));
      if (owner !== undefined) {
        throw new DataDirLockedError(
          `Another NurseVitals server (pid ${owner}) is already using the data directory ${dataDir}.\n` +
            `Stop it first, or start this one with a different DATA_DIR.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
