import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { postmasterPid } from "../src/server/db/embedded-postgres";
import { SERVER_NODE_FLAGS } from "../src/server/node-flags";

export interface BenchServer {
  url: string;
  proc: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Starts the built server (dist/server/main.js) and resolves once /api/health answers. */
export async function startBuiltServer(env: Record<string, string>): Promise<BenchServer & { startMs: number }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const started = performance.now();
  // The caller says which database: a DATABASE_URL of the bench's own shell must not turn the embedded run into an external one.
  const { DATABASE_URL: _db, AUTH_SECRET: _secret, ...inherited } = process.env;
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.resolve("dist/server/main.js")], {
    env: { ...inherited, PORT: String(port), BASE_URL: url, LOG_LEVEL: "warn", RATE_LIMIT_FACTOR: "1000", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = performance.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error("the server exited during start-up");
    if (performance.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error("the server did not answer /api/health within 60 s");
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - started;
  return {
    url,
    proc,
    pid: proc.pid ?? 0,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once("exit", () => resolve());
        proc.kill("SIGINT");
      }),
  };
}

/** Proportional memory (PSS) of one process in kB: shared pages counted once across processes (Linux). */
function pssKb(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").match(/^Pss:\s+(\d+)/m)?.[1] ?? 0);
  } catch {
    return 0; // gone meanwhile
  }
}

/** The children of a process (its postgres backends, for the postmaster). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Memory of the whole app in MB: the Node process and the processes it started
 * (the card reader's, when it runs) plus, on the embedded server, the
 * postmaster of DATA_DIR/pg and all its backends (PSS, so the pages they share
 * are not counted once per process).
 */
export function appPssMb(nodePid: number, dataDir: string | undefined): number {
  const postmaster = dataDir ? postmasterPid(path.join(dataDir, "pg")) : undefined;
  const pids = new Set([nodePid, ...childrenOf(nodePid), ...(postmaster ? [postmaster, ...childrenOf(postmaster)] : [])]);
  return Math.round([...pids].reduce((sum, pid) => sum + pssKb(pid), 0) / 102.4) / 10;
}
