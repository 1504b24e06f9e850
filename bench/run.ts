/**
 * npm run bench — measures the budgets of DESIGN §7 (not part of npm test):
 * bundle sizes, Lighthouse, API load and its overhead over bare SQL, server
 * start time and memory. Writes bench/results.json and bench/results.md.
 * DATABASE_URL=postgres://… runs the server parts on PostgreSQL as well.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load, loadRows, type LoadTarget } from "./api-load";
import { BUDGETS, type Row } from "./budgets";
import { measureBundles } from "./bundle";
import { measureLighthouse } from "./lighthouse";
import { writeReport } from "./report";
import { rssMb, signUpCookie, startBuiltServer } from "./server";

const args = new Set(process.argv.slice(2));
const only = (name: string) => args.size === 0 || args.has(name);
const rows: Row[] = [];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

console.log("Building…");
execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });

async function benchDatabase(label: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-bench-"));
  const baseEnv = { DATA_DIR: dataDir, DEMO: "0", ...env };

  // Start time on an existing data dir: the first start creates it, then three timed starts.
  const first = await startBuiltServer(baseEnv);
  await first.stop();
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startBuiltServer(baseEnv);
    starts.push(s.startMs);
    await s.stop();
  }
  const startMs = Math.round(median(starts));
  rows.push({ section: `Server (${label})`, measure: "start to first answer, existing data dir (median of 3)", value: startMs, unit: "ms", budget: `≤ ${BUDGETS.startMs}`, met: startMs <= BUDGETS.startMs });

  const server = await startBuiltServer(baseEnv);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    rows.push({ section: `Server (${label})`, measure: "memory (RSS) idle", value: rssMb(server.pid), unit: "MB" });
    const cookie = await signUpCookie(server.url, `bench-${Date.now()}@example.com`);

    if (label === "PGlite" && only("bundle")) rows.push(...(await measureBundles(server.url, cookie)));
    if (label === "PGlite" && only("lighthouse")) rows.push(...(await measureLighthouse(server.url, cookie)));

    if (only("api")) {
      const targets: LoadTarget[] = [
        { name: "GET /api/health", path: "/api/health" },
        { name: "GET /api/auth/get-session", path: "/api/auth/get-session" },
      ];
      const results = [];
      for (const target of targets) results.push(await load(server.url, cookie, target));
      rows.push(...loadRows(results, targets, label));
      rows.push({ section: `Server (${label})`, measure: "memory (RSS) after the load", value: rssMb(server.pid), unit: "MB" });
    }
  } finally {
    await server.stop();
  }
}

await benchDatabase("PGlite", {});
if (process.env.DATABASE_URL) await benchDatabase("PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL, AUTH_SECRET: "b".repeat(40) });

const md = writeReport(rows, {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
});
console.log(md);
