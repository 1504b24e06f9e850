/**
 * npm run bench — measures the budgets of DESIGN §7 (not part of npm test):
 * bundle sizes, Lighthouse, API load and its overhead over bare SQL, server
 * start time and memory. Writes bench/results.json and bench/results.md.
 * DATABASE_URL=postgres://… runs the server parts on PostgreSQL as well (in a
 * database of its own, made on that server and dropped afterwards).
 * `npm run bench -- bundle` (or `lighthouse`, `api`) runs one part.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { load, loadRows, type LoadTarget } from "./api-load";
import { BUDGETS, type Row } from "./budgets";
import { measureBundles } from "./bundle";
import { measureLighthouse } from "./lighthouse";
import { visitPages } from "./page-visits";
import { writeReport } from "./report";
import { addDays, monthGridRange, monthOf } from "@core/calendar-dates";
import { seedHeavyUser } from "./heavy-user";
import { rssMb, startBuiltServer } from "./server";
import { sqlBaseline } from "./sql-baseline";

const args = new Set(process.argv.slice(2));
const only = (name: string) => args.size === 0 || args.has(name);
const rows: Row[] = [];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A database of the bench's own on the given PostgreSQL server; dropped when done. */
async function scratchPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nv_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

console.log("Building…");
execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-bench-"));
  const authSecret = databaseUrl ? "b".repeat(40) : undefined;
  const baseEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    DEMO: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(authSecret ? { AUTH_SECRET: authSecret } : {}),
  };

  console.log(`${label}: seeding a nurse with ten years of data…`);
  const heavy = await seedHeavyUser({ dataDir, databaseUrl, authSecret, label });
  rows.push(...heavy.dataRows);

  // Start time on an existing data dir: three timed starts.
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startBuiltServer(baseEnv);
    starts.push(s.startMs);
    await s.stop();
  }
  const startMs = Math.round(median(starts));
  rows.push({ section: `Server (${label})`, measure: "start to first answer, existing data dir (median of 3)", value: startMs, unit: "ms", budget: `≤ ${BUDGETS.startMs}`, met: startMs <= BUDGETS.startMs });

  const today = heavy.today;
  const grid = monthGridRange(monthOf(today));
  const monthPath = `/api/calendar?from=${grid.from}&to=${grid.to}`;

  // The floor: the month query itself, through the same driver, with no server in between
  // (PGlite is one process: the server must not hold the data dir meanwhile).
  const sql = only("api") ? await sqlBaseline({ dataDir, databaseUrl }, heavy.userId, grid.from, grid.to) : undefined;

  const server = await startBuiltServer(baseEnv);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    rows.push({ section: `Server (${label})`, measure: "memory (RSS) idle", value: rssMb(server.pid), unit: "MB" });

    if (label === "PGlite" && only("bundle")) rows.push(...measureBundles(await visitPages(server.url, heavy.cookie)));
    if (label === "PGlite" && only("lighthouse")) rows.push(...(await measureLighthouse(server.url, heavy.cookie)));

    if (only("api")) {
      let n = 0;
      // Reads first, then the write (its notes land in the month being read).
      const targets: LoadTarget[] = [
        { name: "GET /api/calendar (a month grid, answer cached)", path: monthPath, budgetP99Ms: BUDGETS.calendarP99Ms },
        { name: "GET /api/notes?q= (search 5,000 notes)", path: "/api/notes?q=bed%2017" },
        { name: "dashboard: GET /api/profile", path: "/api/profile" },
        { name: "dashboard: GET /api/preferences", path: "/api/preferences" },
        { name: "dashboard: GET /api/calendar (next 7 days)", path: `/api/calendar?from=${today}&to=${addDays(today, 6)}` },
        { name: "GET /api/health (no session, no data)", path: "/api/health" },
        {
          name: "POST /api/notes",
          path: "/api/notes",
          method: "POST",
          body: () => ({ date: today, title: `Bench ${++n}`, text: "Written under load." }),
        },
      ];
      const results = [];
      for (const target of targets) results.push(await load(server.url, heavy.cookie, target));
      rows.push(...loadRows(results, targets, label));
      rows.push({ section: `Server (${label})`, measure: "memory (RSS) after the load", value: rssMb(server.pid), unit: "MB" });
    }
  } finally {
    await server.stop();
  }

  if (sql) {
    // Every read goes to the database: the API's own overhead over the bare query.
    const uncached = await startBuiltServer({ ...baseEnv, CACHE_ANSWERS: "0" });
    let api;
    const target: LoadTarget = { name: "GET /api/calendar (a month grid, cache off)", path: monthPath, budgetP99Ms: BUDGETS.calendarP99Ms };
    try {
      api = await load(uncached.url, heavy.cookie, target);
    } finally {
      await uncached.stop();
    }
    rows.push(...loadRows([api], [target], label));
    const ratio = Math.round((api.p50 / Math.max(sql.p50, 0.1)) * 10) / 10;
    const section = `Bare SQL, the same month query (${label})`;
    rows.push(
      { section, measure: "one query alone (median of 200)", value: sql.serialMs, unit: "ms" },
      { section, measure: "50 concurrent callers, p50", value: sql.p50, unit: "ms" },
      { section, measure: "50 concurrent callers, p99", value: sql.p99, unit: "ms" },
      { section, measure: "50 concurrent callers, per second", value: sql.rps, unit: "q/s" },
      { section, measure: "API (cache off) ÷ SQL, p50 at 50 concurrent", value: ratio, unit: "×", budget: `≤ ${BUDGETS.apiOverSqlRatio}`, met: ratio <= BUDGETS.apiOverSqlRatio },
    );
  }
}

await benchDatabase("PGlite", undefined);
if (process.env.DATABASE_URL) {
  const scratch = await scratchPostgres(process.env.DATABASE_URL);
  try {
    await benchDatabase("PostgreSQL", scratch.url);
  } finally {
    await scratch.drop();
  }
}

const md = writeReport(rows, {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
});
console.log(md);
