import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays } from "@core/calendar-dates";
import { afterAll, describe, expect, it } from "vitest";
import { openConfiguredDatabase, type DatabaseHandle } from "./db/client";
import { postmasterPid, stopOrphanedPostmaster } from "./db/embedded-postgres";
import { processTestTimeout, startServer, type ServerProcess } from "./testing/server-process";
import { databaseUrlOf, freshTestDatabase, secondConnection } from "./testing/test-database";

/**
 * Crash and scale: the real server as processes. On the embedded project the
 * crash tests run on a data dir's own PostgreSQL (the Node process killed, and
 * separately its postmaster); on both projects they run with DATABASE_URL on the
 * run's test server, with the two-instance checks. (The scheduled task's race,
 * moment by moment, is in tasks/scheduler.test.ts, where its clock can be driven;
 * here it runs through main.ts's own wiring.)
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
/** Each crash is a race with a different outcome every time: it runs this many times. */
/**
 * Each crash test runs once in CI (its kill lands at a random moment of a write load); CRASH_RUNS=10 repeats them to
 * look for a rare loss, as done when the crash handling changes.
 */
const CRASH_RUNS = Number(process.env.CRASH_RUNS ?? 1);
const running: ServerProcess[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
  // A server killed with SIGKILL leaves its PostgreSQL running.
  for (const dir of dataDirs) await stopOrphanedPostmaster(path.join(dir, "pg"));
});

async function start(env: Record<string, string>) {
  const server = await startServer({ RATE_LIMIT_FACTOR: "1000", DEMO: "0", ...env });
  running.push(server);
  return server;
}

function newDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dataDirs.push(dir);
  return dir;
}

const request = (url: string, route: string, { method = "POST", body, cookie }: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(url + route, {
    method,
    headers: { "content-type": "application/json", origin: url, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const sessionCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("nv.session_token="))
    ?.split(";")[0] ?? "";

interface Nurse {
  id: string;
  cookie: string;
  shiftTypeId: string;
}

/** What the server said it saved: the keys of each row an acknowledged request wrote. */
interface Acknowledged {
  /** Sign-ups: a user, its password account, its session and its profile. */
  users: string[];
  notes: string[];
  /** Calendar days, as "userId date". */
  days: string[];
}

/** A new nurse: her id and session cookie once the server has acknowledged her. */
async function signUp(url: string): Promise<{ id?: string; cookie: string }> {
  const email = `crash-${crypto.randomBytes(5).toString("hex")}@example.com`;
  const res = await request(url, "/api/auth/sign-up/email", { body: { firstName: "Crash", lastName: "Test", email, password: "crash-test-1" } });
  const body = (await res.json()) as { user?: { id: string } };
  return { id: res.status === 200 ? body.user?.id : undefined, cookie: sessionCookieOf(res) };
}

async function nurseWithShift(url: string): Promise<Nurse> {
  const { id, cookie } = await signUp(url);
  const shift = await request(url, "/api/shift-types", { cookie, body: { name: "Day", startTime: "07:00", endTime: "19:00", paidHours: 11.5 } });
  expect(shift.status).toBe(201);
  return { id: id!, cookie, shiftTypeId: ((await shift.json()) as { id: string }).id };
}

/**
 * Eight clients write as fast as they can until stopped: sign-ups, notes and
 * calendar days in turn (each day a new date). Returns what was acknowledged.
 */
function writeUnderLoad(url: string, nurses: Nurse[]) {
  const acknowledged: Acknowledged = { users: [], notes: [], days: [] };
  let stop = false;
  let n = 0;
  const writeOne = async () => {
    const i = n++;
    const nurse = nurses[i % nurses.length]!;
    if (i % 3 === 0) {
      const { id } = await signUp(url);
      if (id) acknowledged.users.push(id);
    } else if (i % 3 === 1) {
      const res = await request(url, "/api/notes", { cookie: nurse.cookie, body: { date: "2026-05-12", text: `Note ${i} under load` } });
      const note = (await res.json()) as { id: string };
      if (res.status === 201) acknowledged.notes.push(note.id);
    } else {
      const date = addDays("2026-01-01", i);
      const res = await request(url, `/api/calendar/${date}`, { method: "PUT", cookie: nurse.cookie, body: { shiftTypeId: nurse.shiftTypeId } });
      await res.text();
      if (res.status === 200) acknowledged.days.push(`${nurse.id} ${date}`);
    }
  };
  const worker = async () => {
    while (!stop) {
      try {
        await writeOne();
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

/** For each table an acknowledged request wrote, the keys whose row is not there. */
async function missingRows(db: DatabaseHandle, ack: Acknowledged): Promise<Record<string, string[]>> {
  const found = async (sql: string, params: unknown[]) => new Set((await db.query<{ k: string }>(sql, params)).map((r) => r.k));
  const missing = (wanted: string[], present: Set<string>) => wanted.filter((k) => !present.has(k));
  const byUser = (table: string) => found(`select distinct user_id as k from ${table} where user_id = any($1)`, [ack.users]);
  return {
    users: missing(ack.users, await found("select id as k from users where id = any($1)", [ack.users])),
    accounts: missing(ack.users, await byUser("accounts")),
    sessions: missing(ack.users, await byUser("sessions")),
    profiles: missing(ack.users, await byUser("profiles")),
    calendar_notes: missing(ack.notes, await found("select id::text as k from calendar_notes where id = any($1::uuid[])", [ack.notes])),
    calendar_shifts: missing(ack.days, await found("select user_id || ' ' || date::text as k from calendar_shifts", [])),
  };
}

/**
 * Loads the server and, mid-load, crashes what `crash` kills; then restarts on
 * the same data (a clean stop) and checks that every acknowledged write is there.
 */
async function crashAndCheck(env: Record<string, string>, openDatabase: () => Promise<DatabaseHandle>, crash: (server: ServerProcess) => Promise<void>) {
  const first = await start(env);
  const nurses = [await nurseWithShift(first.url), await nurseWithShift(first.url)];
  const load = writeUnderLoad(first.url, nurses);
  const { acknowledged } = load;
  const writesDone = () => Math.min(acknowledged.users.length, acknowledged.notes.length, acknowledged.days.length);
  await expect.poll(writesDone, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(10);
  await crash(first);
  await load.halt();
  const ack = structuredClone(acknowledged);
  ack.users.push(...nurses.map((nurse) => nurse.id));

  const second = first.proc.exitCode === null && first.proc.signalCode === null ? first : await start(env);
  expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  expect(await second.stop()).toBe(0);
  const db = await openDatabase();
  try {
    expect(await missingRows(db, ack)).toEqual({ users: [], accounts: [], sessions: [], profiles: [], calendar_notes: [], calendar_shifts: [] });
  } finally {
    await db.close();
  }
}

/** SIGKILL the Node process: its PostgreSQL (embedded) is orphaned, and the next start must stop it. */
const killNode = async (server: ServerProcess) => {
  server.proc.kill("SIGKILL");
  await server.exited;
};

describe.skipIf(onPostgres)("crash on the embedded database", () => {
  const openEmbedded = (dataDir: string) => () => openConfiguredDatabase({ dataDir, databaseUrl: undefined }, () => undefined);

  it.each(Array.from({ length: CRASH_RUNS }, (_, i) => i + 1))(
    "every write acknowledged before a SIGKILL of the Node process is there after the restart (run %i)",
    async () => {
      const dataDir = newDataDir("nv-crash-");
      await crashAndCheck({ DATA_DIR: dataDir }, openEmbedded(dataDir), killNode);
    },
    processTestTimeout(2),
  );

  it.each(Array.from({ length: CRASH_RUNS }, (_, i) => i + 1))(
    "every write acknowledged before a SIGKILL of the postmaster is there, and the app answers again without a restart (run %i)",
    async () => {
      const dataDir = newDataDir("nv-crash-pg-");
      await crashAndCheck({ DATA_DIR: dataDir }, openEmbedded(dataDir), async (server) => {
        const pgDir = path.join(dataDir, "pg");
        const killed = postmasterPid(pgDir);
        expect(killed).toBeGreaterThan(0);
        process.kill(killed!, "SIGKILL");
        // The server starts its PostgreSQL again by itself; until then requests fail and are not acknowledged.
        await expect.poll(() => postmasterPid(pgDir) !== killed && postmasterPid(pgDir) !== undefined, { timeout: 60_000 }).toBe(true);
        await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 60_000 }).toBe(200);
        const after = await request(server.url, "/api/notes", {
          cookie: (await signUp(server.url)).cookie,
          body: { date: "2026-05-12", text: "After the crash" },
        });
        expect(after.status, "a write after the restart").toBe(201);
      });
    },
    processTestTimeout(2),
  );
});

/**
 * Counts housekeeping runs by their effect, lease or no lease: each run deletes
 * expired verification tokens in one statement (nothing else in these tests
 * deletes them), and a statement trigger notes every such delete, even of no rows.
 */
async function countHousekeepingSweeps(db: DatabaseHandle): Promise<() => Promise<number>> {
  await db.query("create table housekeeping_sweeps (at timestamptz not null default clock_timestamp())");
  await db.query(
    "create function note_housekeeping_sweep() returns trigger language plpgsql as $$ begin insert into housekeeping_sweeps default values; return null; end $$",
  );
  await db.query("create trigger note_housekeeping_sweep after delete on verifications for each statement execute function note_housekeeping_sweep()");
  return async () => Number((await db.query<{ n: number }>("select count(*)::int as n from housekeeping_sweeps"))[0]?.n);
}

/** The housekeeping task's lease: how many times it has run across instances, and who ran it last. */
async function housekeepingLease(db: DatabaseHandle) {
  const [row] = await db.query<{ runs: number; holder: string }>("select runs, holder from job_leases where name = 'housekeeping'");
  return row ?? { runs: 0, holder: "" };
}

/** What the next instance to tick sees once the task's hour is over: a lease that ended. */
const endHousekeepingPeriod = (db: DatabaseHandle) => db.query("update job_leases set leased_until = now() - interval '1 second' where name = 'housekeeping'");

const heldBy = (holder: string, server: ServerProcess) => holder.includes(`pid ${server.proc.pid} `);

describe("on the run's PostgreSQL server through DATABASE_URL", () => {
  it.each(Array.from({ length: CRASH_RUNS }, (_, i) => i + 1))(
    "every write acknowledged before a SIGKILL is there after the restart (run %i)",
    async () => {
      const db = await freshTestDatabase();
      try {
        const env = { DATA_DIR: newDataDir("nv-crash-"), DATABASE_URL: await databaseUrlOf(db), AUTH_SECRET: "c".repeat(40) };
        await crashAndCheck(env, () => secondConnection(db), killNode);
      } finally {
        await db.close();
      }
    },
    processTestTimeout(2),
  );

  it(
    "two instances share sessions (and signing out) and rate limits, and run the scheduled task once per period",
    async () => {
      const db = await freshTestDatabase();
      try {
        const sweeps = await countHousekeepingSweeps(db);
        // Both instances ask ten times a second whether a task is due, through main.ts's own scheduler.
        const env = { DATABASE_URL: await databaseUrlOf(db), AUTH_SECRET: "s".repeat(40), RATE_LIMIT_FACTOR: "1", SCHEDULER_TICK_MS: "100" };
        const [a, b] = await Promise.all([start({ ...env, DATA_DIR: newDataDir("nv-a-") }), start({ ...env, DATA_DIR: newDataDir("nv-b-") })]);

        // A session made on one instance works on the other, through the app's own session reader.
        const email = "two.hosts@example.com";
        const signUp = await request(a.url, "/api/auth/sign-up/email", { body: { firstName: "Two", lastName: "Hosts", email, password: "two-hosts-1" } });
        expect(signUp.status).toBe(200);
        const cookie = sessionCookieOf(signUp);
        const profileOnB = await fetch(`${b.url}/api/profile`, { headers: { cookie } });
        expect(profileOnB.status).toBe(200);
        expect(((await profileOnB.json()) as { email?: string }).email).toBe(email);

        // Signing out on A ends the session on B (B's reader may keep it for its one-second cache).
        expect((await request(a.url, "/api/auth/sign-out", { body: {}, cookie })).status).toBe(200);
        await expect.poll(async () => (await fetch(`${b.url}/api/profile`, { headers: { cookie } })).status, { timeout: 10_000 }).toBe(401);

        // Failures counted on both instances add up to one limit.
        for (let i = 0; i < 8; i++) {
          const host = i % 2 ? b : a;
          expect((await request(host.url, "/api/auth/sign-in/email", { body: { email, password: "wrong-one" } })).status).toBe(401);
        }
        for (const host of [a, b]) expect((await request(host.url, "/api/auth/sign-in/email", { body: { email, password: "two-hosts-1" } })).status).toBe(429);

        // Housekeeping: both instances have been asking since they started, and it ran once, with one sweep.
        const ranTimes = async (runs: number) => {
          await expect.poll(async () => (await housekeepingLease(db)).runs, { timeout: 30_000 }).toBe(runs);
          await expect.poll(sweeps, { timeout: 30_000 }).toBe(runs);
        };
        await ranTimes(1);
        // Its hour over, both ask again: once more.
        await endHousekeepingPeriod(db);
        await ranTimes(2);
        // The instance that ran it stops; in the next period the other runs it: both run the scheduler.
        const { holder } = await housekeepingLease(db);
        const [ranIt, other] = heldBy(holder, a) ? [a, b] : [b, a];
        expect(heldBy(holder, ranIt), `the lease's holder "${holder}" is one of the two instances`).toBe(true);
        expect(await ranIt.stop()).toBe(0);
        await endHousekeepingPeriod(db);
        await ranTimes(3);
        expect(heldBy((await housekeepingLease(db)).holder, other), "the other instance ran the third period").toBe(true);
        // Once both have stopped no run can be under way: three periods, three runs, three sweeps.
        expect(await other.stop()).toBe(0);
        expect(await housekeepingLease(db)).toMatchObject({ runs: 3 });
        expect(await sweeps()).toBe(3);
      } finally {
        await db.close();
      }
    },
    processTestTimeout(2),
  );
});
