import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { postmasterPid, stopOrphanedPostmaster, WATCHDOG_NAME } from "./db/embedded-postgres";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./demo/demo-account";
import { databaseUrlOf, freshTestDatabase } from "./testing/test-database";
import { projectPath } from "./paths";
import { processTestTimeout, startServer, type ServerProcess } from "./testing/server-process";

/** The server as a process: start, refuse a second one, demo account, clean shutdown. */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const started: ServerProcess[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop("SIGKILL")));
  for (const dir of dataDirs) await stopOrphanedPostmaster(path.join(dir, "pg"));
});

function newDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirs.push(dir);
  return dir;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
  } catch {
    return false;
  }
};

/** The machine's Node (Debian's, say) when it is not 24: what a bare `node dist/server/main.js` would run on. */
function machineNodeOtherThan24(): string | undefined {
  const candidate = "/usr/bin/node";
  if (!fs.existsSync(candidate)) return undefined;
  return execFileSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" }).startsWith("24.") ? undefined : candidate;
}

/** The pid of the watchdog that stops this data dir's PostgreSQL when its server is gone. */
function watchdogOf(dataDir: string): number | undefined {
  const pgDir = fs.realpathSync(path.join(dataDir, "pg"));
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args.includes(WATCHDOG_NAME) && args.includes(pgDir)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

async function run(env: Record<string, string>) {
  const server = await startServer(env);
  started.push(server);
  return server;
}

const signIn = (url: string, email: string, password: string) =>
  fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });

describe.skipIf(onPostgres)("on the embedded database", { timeout: processTestTimeout(2) }, () => {
  const dataDir = newDataDir("nv-main-");

  it("starts on Node 24 with current time-zone data, creates and prints the demo account, and refuses a second server on the same data dir", async () => {
    const server = await run({ DATA_DIR: dataDir });
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: { kind: string } };
    expect(health.database.kind).toBe("embedded");
    expect(server.output()).toMatch(/Node v24\.\d+\.\d+, time-zone data 20\d\d[a-z]/);
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain(`email: ${DEMO_EMAIL}  password: ${DEMO_PASSWORD}`);
    expect((await signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    // Her sample photos and cards were drawn in a process of its own: the server never loaded sharp, whose memory stays.
    expect(fs.readFileSync(`/proc/${server.proc.pid}/maps`, "utf8")).not.toContain("libvips");

    const second = await startServer({ DATA_DIR: dataDir }, { wait: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("Another NurseVitals server");
    expect(second.output()).toContain(dataDir);

    // Ctrl-C: a clean stop that releases the data dir.
    expect(await server.stop("SIGINT")).toBe(0);
    expect(server.output()).toContain("Stopped cleanly.");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });

  it("restarts on the same data, keeps it, and does not make a second demo account", async () => {
    const server = await run({ DATA_DIR: dataDir });
    expect(server.output()).not.toContain("Demo account created");
    expect((await signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    expect(await server.stop("SIGTERM")).toBe(0);
  });

  it("a stop lets a request under way finish and keeps its write, then stops cleanly", async () => {
    const env = { DATA_DIR: newDataDir("nv-drain-"), DEMO: "0" };
    const server = await run(env);
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ firstName: "Ana", lastName: "Lee", email: "drain@example.com", password: "secret-pw-1" }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const body = JSON.stringify({ date: "2026-03-10", text: "Written while the server stops" });

    // A raw request that asks to continue: the server's "100 Continue" proves it is handling it.
    const socket = net.connect(server.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.write(
      `POST /api/notes HTTP/1.1\r\nHost: localhost:${server.port}\r\nOrigin: ${server.url}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await expect.poll(() => answer, { timeout: 10_000 }).toContain("100 Continue");
    const stopped = server.stop("SIGTERM");
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("SIGTERM received");
    socket.write(body);
    await expect.poll(() => answer, { timeout: 10_000 }).toMatch(/HTTP\/1\.1 201/);
    socket.destroy();
    expect(await stopped).toBe(0);
    expect(server.output()).toContain("Stopped cleanly.");

    const again = await run(env);
    const notes = (await (await fetch(`${again.url}/api/notes?from=2026-03-01&to=2026-03-31`, { headers: { cookie } })).json()) as {
      notes: { text: string }[];
    };
    expect(notes.notes.map((n) => n.text)).toEqual(["Written while the server stops"]);
    await again.stop();
  });

  it("after a SIGKILL, its PostgreSQL stops by itself within seconds, and the next start takes over the lock", async () => {
    const killed = await run({ DATA_DIR: dataDir });
    const postmaster = postmasterPid(path.join(dataDir, "pg"))!;
    expect(isRunning(postmaster)).toBe(true);
    await killed.stop("SIGKILL");
    await expect.poll(() => isRunning(postmaster), { timeout: 15_000, message: "the watchdog stops the PostgreSQL of a killed server" }).toBe(false);
    await expect.poll(() => watchdogOf(dataDir), { timeout: 5_000, message: "the watchdog is gone with it" }).toBeUndefined();

    const next = await run({ DATA_DIR: dataDir });
    expect((await signIn(next.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    expect(await next.stop()).toBe(0);
  });

  it("when server and watchdog were both killed, the next start stops the PostgreSQL they left, never another data dir's", async () => {
    const otherDir = newDataDir("nv-other-");
    const other = await run({ DATA_DIR: otherDir, DEMO: "0" });
    const othersPostmaster = postmasterPid(path.join(otherDir, "pg"))!;
    const killed = await run({ DATA_DIR: dataDir });
    const orphan = postmasterPid(path.join(dataDir, "pg"))!;
    process.kill(watchdogOf(dataDir)!, "SIGKILL");
    await killed.stop("SIGKILL");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);
    expect(isRunning(orphan), "with its watchdog gone too, the killed server's PostgreSQL outlives it").toBe(true);

    const next = await run({ DATA_DIR: dataDir });
    expect(next.output()).toContain(`Stopping the PostgreSQL (pid ${orphan}) an earlier run left on ${path.join(dataDir, "pg")}`);
    expect(isRunning(orphan)).toBe(false);
    expect(postmasterPid(path.join(dataDir, "pg"))).not.toBe(orphan);
    expect((await signIn(next.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    expect(await next.stop()).toBe(0);
    expect(isRunning(othersPostmaster), "the other data dir's PostgreSQL is untouched").toBe(true);
    expect((await fetch(`${other.url}/api/health`)).status).toBe(200);
    expect(await other.stop()).toBe(0);
    expect(isRunning(othersPostmaster), "a clean stop stops its PostgreSQL").toBe(false);
  });

  it("a closed terminal (SIGHUP) stops it cleanly, PostgreSQL included", async () => {
    const env = { DATA_DIR: newDataDir("nv-hup-"), DEMO: "0" };
    const server = await run(env);
    const postmaster = postmasterPid(path.join(env.DATA_DIR, "pg"))!;
    expect(await server.stop("SIGHUP")).toBe(0);
    expect(server.output()).toContain("SIGHUP received");
    expect(server.output()).toContain("Stopped cleanly.");
    expect(isRunning(postmaster)).toBe(false);
    expect(fs.existsSync(path.join(env.DATA_DIR, "server.lock"))).toBe(false);
  });

  it("on a port already in use, says so and starts nothing", async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const { port } = busy.address() as net.AddressInfo;
    try {
      const env = { DATA_DIR: newDataDir("nv-busy-"), DEMO: "0", PORT: String(port) };
      const second = await startServer(env, { wait: false });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Port ${port} is in use`);
      expect(second.output()).not.toMatch(/could not start|EADDRINUSE/);
      expect(fs.existsSync(path.join(env.DATA_DIR, "pg")), "no PostgreSQL was started").toBe(false);
      expect(fs.existsSync(path.join(env.DATA_DIR, "server.lock"))).toBe(false);
    } finally {
      busy.close();
    }
  });

  it("DEMO=0 makes no demo account", async () => {
    const server = await run({ DATA_DIR: newDataDir("nv-nodemo-"), DEMO: "0" });
    expect((await signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(401);
    await server.stop();
  });

  it("a server that does not start in time is killed, not left behind", async () => {
    // A "database" that takes the connection and never answers: the server hangs while starting.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const env = {
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nv-hang-")),
        DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none`,
        AUTH_SECRET: "h".repeat(40),
      };
      const error = (await startServer(env, { timeoutMs: 1_000 }).catch((e: unknown) => e)) as Error;
      expect(error.message).toMatch(/did not start in 1 s/);
      const pid = Number(/pid (\d+)/.exec(error.message)?.[1]);
      expect(() => process.kill(pid, 0), "the child is gone").toThrow();
    } finally {
      silent.close();
    }
  });

  it.skipIf(!machineNodeOtherThan24())("refuses to start on the machine's own Node (not 24) and says how to start it", () => {
    const run = spawnSync(machineNodeOtherThan24()!, ["--import", "tsx", "src/server/main.ts"], {
      cwd: projectPath(),
      env: { PATH: process.env.PATH, DATA_DIR: newDataDir("nv-node20-") },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("NurseVitals runs on Node 24");
    expect(run.stderr).toContain("npm start");
  });

  it("stops with a readable list when the environment is wrong", async () => {
    const bad = await startServer({ DATA_DIR: dataDir, PORT: "80000", SMTP_URL: "http://nope", BASE_URL: "not a url" }, { wait: false });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("The environment is not valid:");
    expect(bad.output()).toMatch(/PORT: /);
    expect(bad.output()).toMatch(/SMTP_URL: must start with smtp:\/\//);
    expect(bad.output()).toMatch(/BASE_URL: /);
  });
});

describe.runIf(onPostgres)("on PostgreSQL", { timeout: processTestTimeout(1) }, () => {
  it("runs the same server with DATABASE_URL", async () => {
    const handle = await freshTestDatabase();
    // The demo account is off by default on PostgreSQL (config.test.ts); asked for here, it works the same.
    const server = await run({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nv-pg-")),
      DATABASE_URL: await databaseUrlOf(handle),
      AUTH_SECRET: "p".repeat(40),
      DEMO: "1",
    });
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: { kind: string; ok: boolean } };
    expect(health.database).toEqual({ kind: "postgres", ok: true });
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain("Demo account created");
    expect((await signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    await handle.close();
  });
});
