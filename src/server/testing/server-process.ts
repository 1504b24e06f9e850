import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { projectPath } from "../paths";

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  port: number;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * How long a server may take to start. It starts in about a second; a 2-core
 * machine running two test files, tsx and a browser can make that a minute.
 */
export const SERVER_START_TIMEOUT_MS = 120_000;

/** Test timeout for a test that starts `servers` servers one after the other, plus its own work. */
export const processTestTimeout = (servers: number) => servers * SERVER_START_TIMEOUT_MS + 60_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The line main.ts prints once it listens. */
const LISTENING = /NurseVitals is running at /;

/**
 * Runs the real server (src/server/main.ts through tsx) as its own process, as
 * `npm start` would, and waits until it says it is listening. A server that
 * does not start in time is killed before the error is thrown, so none is left
 * behind holding a port or a data dir.
 */
export async function startServer(
  env: Record<string, string>,
  { wait = true, timeoutMs = SERVER_START_TIMEOUT_MS }: { wait?: boolean; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://localhost:${port}`;
  let out = "";
  const proc = spawn(process.execPath, ["--import", "tsx", projectPath("src/server/main.ts")], {
    cwd: projectPath(),
    // LOG_LEVEL info: the "running at" line is how we know it started.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), BASE_URL: url, ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server (pid ${proc.pid}) did not start in ${timeoutMs / 1000} s:\n${out}`)), timeoutMs);
    timer.unref();
    const settle = (error?: Error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (LISTENING.test(out)) settle();
    };
    proc.stdout?.on("data", read);
    proc.stderr?.on("data", read);
    void exited.then((code) => settle(new Error(`server exited (${code}) before starting:\n${out}`)));
  });
  const server: ServerProcess = {
    proc,
    url,
    port,
    output: () => out,
    exited,
    async stop(signal: NodeJS.Signals = "SIGINT") {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
  if (!wait) {
    listening.catch(() => undefined);
    return server;
  }
  try {
    await listening;
  } catch (error) {
    await server.stop("SIGKILL");
    throw error;
  }
  return server;
}
