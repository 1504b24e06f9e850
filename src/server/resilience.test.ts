import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./db/client";
import { startServer, type ServerProcess } from "./testing/server-process";

/**
 * Crash and scale: the real server as processes. On the PGlite project the
 * crash test runs on the embedded database; on the PostgreSQL project it runs
 * on PostgreSQL, with the two-instance checks.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
});

async function start(env: Record<string, string>) {
  const server = await startServer({ RATE_LIMIT_FACTOR: "1000", DEMO: "0", LOG_LEVEL: "warn", ...env });
  running.push(server);
  return server;
}

const post = (url: string, route: string, body: unknown, cookie?: string) =>
  fetch(url + route, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** A fresh database on the test PostgreSQL, dropped afterwards. */
async function freshPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? "";
  const name = `nv_res_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Writes as fast as 8 clients can until stopped; returns the emails whose sign-up was acknowledged. */
function writeUnderLoad(url: string) {
  const acknowledged: string[] = [];
  let stop = false;
  const worker = async () => {
    while (!stop) {
      const email = `crash-${crypto.randomBytes(5).toString("hex")}@example.com`;
      try {
        const res = await post(url, "/api/auth/sign-up/email", { firstName: "Crash", lastName: "Test", email, password: "crash-test-1" });
        if (res.status === 200) acknowledged.push(email);
      } catch {
        return; // the server is gone
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  return {
    acknowledged,
    halt: async () => {
      stop = true;
      await Promise.allSettled(workers);
    },
  };
}

async function crashAndCheck(env: Record<string, string>, countUsers: (emails: string[]) => Promise<number>) {
  const first = await start(env);
  const load = writeUnderLoad(first.url);
  await expect.poll(() => load.acknowledged.length, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(40);
  first.proc.kill("SIGKILL");
  await first.exited;
  await load.halt();
  const acknowledged = [...load.acknowledged];

  const second = await start(env);
  expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  await second.stop();
  expect(await countUsers(acknowledged)).toBe(acknowledged.length);
  return acknowledged.length;
}

describe.skipIf(onPostgres)("crash on the embedded database", () => {
  it("every write acknowledged before a SIGKILL is there after the restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-crash-"));
    const n = await crashAndCheck({ DATA_DIR: dataDir }, async (emails) => {
      const db = await openPglite(path.join(dataDir, "db"));
      const rows = await db.query<{ n: number }>("select count(*)::int as n from users where email = any($1)", [emails]);
      await db.close();
      return rows[0]?.n ?? 0;
    });
    expect(n).toBeGreaterThanOrEqual(40);
  }, 90_000);
});

describe.runIf(onPostgres)("on PostgreSQL", () => {
  it("every write acknowledged before a SIGKILL is there after the restart", async () => {
    const db = await freshPostgresUrl();
    try {
      await crashAndCheck({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nv-crash-")), DATABASE_URL: db.url, AUTH_SECRET: "c".repeat(40) }, async (emails) => {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        const { rows } = await client.query<{ n: number }>("select count(*)::int as n from users where email = any($1)", [emails]);
        await client.end();
        return rows[0]?.n ?? 0;
      });
    } finally {
      await db.drop();
    }
  }, 90_000);

  it("two instances share sessions, rate limits and scheduled jobs", async () => {
    const db = await freshPostgresUrl();
    try {
      const env = { DATABASE_URL: db.url, AUTH_SECRET: "s".repeat(40), RATE_LIMIT_FACTOR: "1", SCHEDULER_TICK_MS: "100" };
      const [a, b] = [
        await start({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nv-a-")) }),
        await start({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nv-b-")) }),
      ];

      // A session made on one instance works on the other.
      const signUp = await post(a.url, "/api/auth/sign-up/email", { firstName: "Two", lastName: "Hosts", email: "two.hosts@example.com", password: "two-hosts-1" });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("nv.session_token="))?.split(";")[0] ?? "";
      const onB = (await (await fetch(`${b.url}/api/auth/get-session`, { headers: { cookie } })).json()) as { user?: { email: string } };
      expect(onB.user?.email).toBe("two.hosts@example.com");

      // Failures counted on both instances add up to one limit.
      for (let i = 0; i < 8; i++) {
        const host = i % 2 ? b : a;
        expect((await post(host.url, "/api/auth/sign-in/email", { email: "two.hosts@example.com", password: "wrong-one" })).status).toBe(401);
      }
      expect((await post(a.url, "/api/auth/sign-in/email", { email: "two.hosts@example.com", password: "two-hosts-1" })).status).toBe(429);
      expect((await post(b.url, "/api/auth/sign-in/email", { email: "two.hosts@example.com", password: "two-hosts-1" })).status).toBe(429);

      // Both instances ask every 100 ms; the hourly job ran exactly once.
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const runs = async () => (await client.query<{ runs: number }>("select runs from job_leases where name = 'housekeeping'")).rows[0]?.runs ?? 0;
      await expect.poll(runs, { timeout: 10_000 }).toBe(1);
      // Real processes tick on real time: fifteen more ticks on each instance must not run it again.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await runs()).toBe(1);
      await client.end();
    } finally {
      await db.drop();
    }
  }, 90_000);
});
