/**
 * npm run bench — measures the budgets of docs/product/README.md, Speed and size (not part of npm test):
 * bundle sizes, Lighthouse, API load (the month, notes search, a note written,
 * and the requests the dashboard makes, as recorded in the browser) against a
 * nurse with ten years of data, the month's overhead over bare SQL, server
 * start time and memory. Writes bench/results.json and bench/results.md.
 * DATABASE_URL=postgres://… runs the server parts on PostgreSQL as well (in a
 * database of its own, made on that server and dropped afterwards).
 * `npm run bench -- bundle` (or `lighthouse`, `api`) runs one part; `rotation`
 * runs only the rotation measures (part of `api`).
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { load, loadRows, loadSection, uncompressedTwin, type LoadTarget } from "./api-load";
import { AREA_ROUTES, BUDGETS, MEASURED_ROUTES, RECORD_ROUTES, TOOL_ROUTES, type Row } from "./budgets";
import { measureBundles } from "./bundle";
import { offlineCalendarRow, offlineFirstLoadRow } from "./offline";
import { measureCardOcr } from "./card-ocr";
import { measureHeavyWork } from "./heavy-work";
import { measureResumePdf } from "./resume-pdf";
import { measureRotations } from "./rotation";
import { measureLighthouse } from "./lighthouse";
import { visitPages, type PageVisit } from "./page-visits";
import { writeReport } from "./report";
import { addDays, monthGridRange, monthOf } from "@core/calendar-dates";
import { isoMonthWeeks } from "@core/colleagues";
import { HEAVY_COLLEAGUES, seedHeavyUser } from "./heavy-user";
import { measureAttachmentUpload } from "./attachment-upload";
import { IDLE_AFTER_MS, idleRow, measureIdleMemory, measureMemoryAfterLoad } from "./idle-memory";
import { appPssMb, startBuiltServer } from "./server";
import { sqlBaseline } from "./sql-baseline";

/** `rotation` is part of `api`, runnable alone (it takes a minute, the whole `api` part several). */
const PARTS = ["bundle", "lighthouse", "api", "rotation"];
const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => !PARTS.includes(arg));
if (unknown.length) throw new Error(`npm run bench -- [${PARTS.join("|")}]: no part called ${unknown.join(", ")}`);
const only = (name: string) => args.size === 0 || args.has(name);
const rows: Row[] = [];
const EMBEDDED = "embedded PostgreSQL";

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

/** Runs `bench` with a data dir of its own, removed afterwards. */
async function withDataDir(bench: (dataDir: string) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-bench-"));
  try {
    await bench(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchDatabase(label: string, databaseUrl: string | undefined, dataDir: string) {
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
  rows.push({
    section: `Server (${label})`,
    measure: "start to first answer, existing data dir (median of 3)",
    value: startMs,
    unit: "ms",
    budget: `≤ ${BUDGETS.startMs}`,
    met: startMs <= BUDGETS.startMs,
  });

  const today = heavy.today;
  const grid = monthGridRange(monthOf(today));
  const month: LoadTarget = {
    name: "GET /api/calendar (a month grid, cached)",
    path: `/api/calendar?from=${grid.from}&to=${grid.to}`,
    budgetP99Ms: BUDGETS.calendarP99Ms,
  };

  if (only("api")) {
    // The floor, then the API with every read going to the database, both before any write so they
    // read the same rows: the month query alone through the same driver, no server in between
    // (the server is not running meanwhile, so the two do not compete).
    const sql = await sqlBaseline({ dataDir, databaseUrl }, heavy.userId, grid.from, grid.to);
    const uncachedTarget = { ...month, name: "GET /api/calendar (a month grid, cache off)", budgetP99Ms: BUDGETS.calendarUncachedP99Ms };
    const uncachedServer = await startBuiltServer({ ...baseEnv, CACHE_ANSWERS: "0" });
    let uncached, uncachedPlain;
    try {
      uncached = await load(uncachedServer.url, heavy.cookie, uncachedTarget);
      uncachedPlain = await load(uncachedServer.url, heavy.cookie, uncompressedTwin(uncachedTarget));
    } finally {
      await uncachedServer.stop();
    }
    rows.push(...loadRows([uncached, uncachedPlain], [uncachedTarget, uncompressedTwin(uncachedTarget)], label));
    const section = `Bare SQL, the same month query (${label})`;
    const ratio = (api: number, floor: number) => Math.round((api / Math.max(floor, 0.1)) * 10) / 10;
    const ratioRow = (percentile: "p50" | "p99"): Row => {
      const value = ratio(uncached[percentile], sql[percentile]);
      return {
        section,
        measure: `API (cache off, as Chromium asks) ÷ SQL at ${percentile}, 50 concurrent each`,
        value,
        unit: "×",
        budget: `≤ ${BUDGETS.apiOverSqlRatio}`,
        met: value <= BUDGETS.apiOverSqlRatio,
      };
    };
    rows.push(
      { section, measure: "one query alone (median of 200)", value: sql.serialMs, unit: "ms" },
      { section, measure: "50 concurrent callers, p50", value: sql.p50, unit: "ms" },
      { section, measure: "50 concurrent callers, p99", value: sql.p99, unit: "ms" },
      { section, measure: "50 concurrent callers, per second", value: sql.rps, unit: "q/s" },
      ratioRow("p50"),
      ratioRow("p99"),
      {
        section,
        measure: "API (cache off, no compression asked) ÷ SQL at p50 / p99",
        value: `${ratio(uncachedPlain.p50, sql.p50)} / ${ratio(uncachedPlain.p99, sql.p99)}`,
        unit: "×",
      },
    );
  }

  if (label === EMBEDDED) rows.push(...(await measureIdleMemory(`Server (${label})`)));
  const server = await startBuiltServer(baseEnv);
  try {
    await new Promise((r) => setTimeout(r, IDLE_AFTER_MS));
    const embeddedDir = databaseUrl ? undefined : dataDir;
    const whole = databaseUrl ? "the Node process (PSS; PostgreSQL runs elsewhere)" : "the whole app idle: Node + its PostgreSQL processes (PSS)";
    rows.push(
      idleRow(`Server (${label})`, `memory, ${whole}, ${IDLE_AFTER_MS / 1000} s after a start with the ten-year nurse`, appPssMb(server.pid, embeddedDir)),
    );

    const measureBundle = label === EMBEDDED && only("bundle");
    const routes = measureBundle ? [...MEASURED_ROUTES, ...TOOL_ROUTES, ...RECORD_ROUTES, ...AREA_ROUTES] : MEASURED_ROUTES;
    const visits = measureBundle || only("api") ? await visitPages(server.url, heavy.cookie, routes) : [];
    if (measureBundle) rows.push(...measureBundles(visits));
    if (measureBundle) rows.push(await offlineFirstLoadRow(), await offlineCalendarRow(server.url, heavy.cookie));
    if (label === EMBEDDED && only("lighthouse")) rows.push(...(await measureLighthouse(server.url, heavy.cookie)));

    if (only("api")) {
      const dashboard = dashboardTargets(visits, loadSection(label));
      rows.push(...dashboard.rows);
      let n = 0;
      // Reads first, then the write (its notes land in the month being read).
      const targets: LoadTarget[] = [
        month,
        { name: "GET /api/notes?q= (search 5,000 notes)", path: "/api/notes?q=bed%2017" },
        friendsMonth(today),
        ...dashboard.targets,
        { name: "GET /api/health (no session, no data)", path: "/api/health" },
        {
          name: "POST /api/notes",
          path: "/api/notes",
          method: "POST",
          body: () => ({ date: today, title: `Bench ${++n}`, text: "Written under load." }),
        },
      ];
      // Each read as Chromium asks for it (compressed), then with no compression asked.
      const measured = targets.flatMap((target) => (target.method && target.method !== "GET" ? [target] : [target, uncompressedTwin(target)]));
      const results = [];
      for (const target of measured) results.push(await load(server.url, heavy.cookie, target));
      rows.push(...loadRows(results, measured, label));
      rows.push({ section: `Server (${label})`, measure: "memory after the load (PSS, as above)", value: appPssMb(server.pid, embeddedDir), unit: "MB" });
      rows.push(...(await measureCardOcr(server, heavy.cookie, embeddedDir, label, month)));
      rows.push(...(await measureResumePdf(server.url, heavy.cookie, label)));
      rows.push(...(await measureHeavyWork(server, heavy.cookie, embeddedDir, label, month)));
      rows.push(...(await measureRotations(server.url, heavy.cookie, label, month, today)));
      // Streams, or it would not fit: a 25 MB attachment and the memory it costs while it goes up.
      rows.push(...(await measureAttachmentUpload(server.url, server.pid, heavy.cookie, `Uploads (${label})`)));
      rows.push(await measureMemoryAfterLoad(`Server (${label})`, server.pid, embeddedDir));
    } else if (args.has("rotation")) {
      rows.push(...(await measureRotations(server.url, heavy.cookie, label, month, today)));
    }
  } finally {
    await server.stop();
  }
}

/**
 * The friends calendar's month: her shifts and her 30 colleagues' over
 * its ISO-week grid and the night before, never cached (a colleague's change
 * shows on the next load), so against the budget of an uncached month.
 */
function friendsMonth(today: string): LoadTarget {
  const weeks = isoMonthWeeks(monthOf(today));
  return {
    name: `GET /api/colleagues/shifts (a friends month grid, ${HEAVY_COLLEAGUES} colleagues with ten years each)`,
    path: `/api/colleagues/shifts?from=${addDays(weeks[0]![0]!, -1)}&to=${weeks.at(-1)![6]!}`,
    budgetP99Ms: BUDGETS.calendarUncachedP99Ms,
  };
}

/**
 * The dashboard's requests are the ones a signed-in load of /dashboard made in
 * the browser (its HTML shell and its /api calls), so the load follows the
 * screen as it changes. Only reads are replayed: a write on page load would be
 * news, and is reported instead.
 */
function dashboardTargets(visits: PageVisit[], section: string): { targets: LoadTarget[]; rows: Row[] } {
  const visit = visits.find((v) => v.route === "/dashboard");
  if (!visit || visit.problem) {
    const why = visit?.problem ?? "the page was not visited";
    return {
      targets: [],
      rows: [{ section, measure: `dashboard's requests — not recorded: ${why}`, value: "—", unit: "", budget: "recorded signed in", met: false }],
    };
  }
  const reads = visit.requests.filter((r) => r.method === "GET");
  const writes = visit.requests.filter((r) => r.method !== "GET");
  return {
    // The dashboard's API reads are held to the (cached) month's budget.
    targets: reads.map((r) => ({
      name: `dashboard: GET ${r.path}${r.path === visit.route ? " (the signed-in HTML shell)" : ""}`,
      path: r.path,
      budgetP99Ms: r.path.startsWith("/api/") ? BUDGETS.calendarP99Ms : undefined,
    })),
    rows: [
      {
        section,
        measure: "dashboard's requests, recorded in Chromium (signed in)",
        value: visit.requests.map((r) => `${r.method} ${r.path}`).join(", "),
        unit: "",
      },
      ...writes.map((r) => ({ section, measure: `dashboard: ${r.method} ${r.path} — a write on page load, not replayed`, value: "—", unit: "" })),
    ],
  };
}

await withDataDir((dataDir) => benchDatabase(EMBEDDED, undefined, dataDir));
if (process.env.DATABASE_URL) {
  const scratch = await scratchPostgres(process.env.DATABASE_URL);
  try {
    await withDataDir((dataDir) => benchDatabase("PostgreSQL", scratch.url, dataDir));
  } finally {
    await scratch.drop();
  }
}

const md = writeReport(rows, {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
});
console.log(md);
