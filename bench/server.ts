import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

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
  // The caller says which database: a DATABASE_URL of the bench's own shell must not turn the PGlite run into a PostgreSQL one.
  const { DATABASE_URL: _db, AUTH_SECRET: _secret, ...inherited } = process.env;
  const proc = spawn(process.execPath, [path.resolve("dist/server/main.js")], {
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

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}
