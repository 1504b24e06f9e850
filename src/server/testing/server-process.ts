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

/**
 * Runs the real server (src/server/main.ts through tsx) as its own process, as
 * `npm start` would, and waits until it answers.
 */
export async function startServer(env: Record<string, string>, { wait = true }: { wait?: boolean } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://localhost:${port}`;
  let out = "";
  const proc = spawn(process.execPath, ["--import", "tsx", projectPath("src/server/main.ts")], {
    cwd: projectPath(),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), BASE_URL: url, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  if (wait) {
    // Started means answering: poll /api/health until it does.
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited before starting:\n${out}`);
      if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return {
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
}
