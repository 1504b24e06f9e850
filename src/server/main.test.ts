import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./demo/demo-account";
import { startServer, type ServerProcess } from "./testing/server-process";

/** The server as a process: start, refuse a second one, demo account, clean shutdown. */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop("SIGKILL")));
});

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

describe.skipIf(onPostgres)("on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-main-"));

  it("starts, creates and prints the demo account, and refuses a second server on the same data dir", async () => {
    const server = await run({ DATA_DIR: dataDir });
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: { kind: string } };
    expect(health.database.kind).toBe("pglite");
    await expect.poll(() => server.output(), { timeout: 15_000 }).toContain(`email: ${DEMO_EMAIL}  password: ${DEMO_PASSWORD}`);
    expect((await signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);

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

  it("takes over the lock of a server that was killed", async () => {
    const killed = await run({ DATA_DIR: dataDir });
    await killed.stop("SIGKILL");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);
    const next = await run({ DATA_DIR: dataDir });
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
    await next.stop();
  });

  it("DEMO=0 makes no demo account", async () => {
    const server = await run({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nv-nodemo-")), DEMO: "0" });
    expect((await signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(401);
    await server.stop();
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

describe.runIf(onPostgres)("on PostgreSQL", () => {
  it("runs the same server with DATABASE_URL", async () => {
    const { freshTestDatabase } = await import("./testing/test-database");
    const handle = await freshTestDatabase();
    const [row] = await handle.query<{ db: string }>("select current_database() as db");
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = `/${row?.db ?? ""}`;
    // The demo account is off by default on PostgreSQL (config.test.ts); asked for here, it works the same.
    const server = await run({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nv-pg-")), DATABASE_URL: url.toString(), AUTH_SECRET: "p".repeat(40), DEMO: "1" });
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: { kind: string; ok: boolean } };
    expect(health.database).toEqual({ kind: "postgres", ok: true });
    await expect.poll(() => server.output(), { timeout: 15_000 }).toContain("Demo account created");
    expect((await signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    await handle.close();
  });
});
