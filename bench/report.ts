import fs from "node:fs";
import type { Row } from "./budgets";

/** What the rows' words mean, written under the table so a reader need not open the code. */
const READING_NOTES = [
  '**Data**: rows counted in the database after seeding, against the ten-year nurse of docs/product/README.md; "no table yet" means the feature that stores them has not landed.',
  "**cached**: the server as shipped (`CACHE_ANSWERS=1`): a nurse's month answer stays in memory until one of its rows changes, so under a read-only load every request after the first is the session check, routing and the cached answer. The month's p99 ≤ 20 ms budget is checked cached and cache off.",
  "**cache off**: `CACHE_ANSWERS=0`: every request runs the month query in the database. It is measured before any write, on the same rows as the bare SQL.",
  "**Bare SQL**: the API's own month query (`calendarRange`) called in-process through the same driver by 50 concurrent callers: no HTTP, no session, no JSON.",
  "**API ÷ SQL**: the cache-off API's latency divided by the bare SQL's, at p50 and at p99, both with 50 at once; the ≤ 2× budget is checked at each.",
  "**dashboard:** rows: the requests a signed-in load of /dashboard made in Chromium (its HTML shell and its /api calls), each load-tested alone with the session cookie.",
  "**Rotations**: a 4 on 4 off (Day, Day, Night, Night, off ×4) from the first of the month read, for two years, her hand-set days not kept, applied through the API and undone after each run (so each starts from the same calendar). Any write of hers evicts her cached month, so while rotations are applied back to back the month is read again from the database; its p99 then is held to the month's budget.",
  "A p99 budget is met only when every answer was 2xx; a page's size or score is met only when the page was the one asked for (signed in where it should be, status 200, not moved to /login).",
];

/** A table cell: a "|" in a measure or a path must not start a new column. */
const cell = (text: string | number) => String(text).replaceAll("|", "\\|");

/** Rows grouped by section, sections in the order they were first measured, rows in measuring order. */
function bySection(rows: Row[]): Row[] {
  const sections = [...new Set(rows.map((r) => r.section))];
  return sections.flatMap((section) => rows.filter((r) => r.section === section));
}

export function writeReport(measured: Row[], meta: Record<string, string>): string {
  const rows = bySection(measured);
  const judged = rows.filter((r) => r.met !== undefined);
  const missed = judged.filter((r) => !r.met).length;
  const summary = `${judged.length - missed} budgets met, ${missed} missed`;
  fs.writeFileSync("bench/results.json", JSON.stringify({ ...meta, summary, rows, notes: READING_NOTES }, null, 2));
  const lines = [
    `# NurseVitals benchmark — ${meta.date}`,
    "",
    Object.entries({ ...meta, summary })
      .map(([k, v]) => `- ${k}: ${v}`)
      .join("\n"),
    "",
    "| section | measure | value | budget | |",
    "|---|---|---:|---|---|",
    ...rows.map(
      (r) =>
        `| ${cell(r.section)} | ${cell(r.measure)} | ${cell(`${r.value} ${r.unit}`.trim())} | ${r.budget ?? ""} | ${r.met === undefined ? "" : r.met ? "met" : "**missed**"} |`,
    ),
    "",
    "How to read it:",
    "",
    ...READING_NOTES.map((note) => `- ${note}`),
  ];
  const md = lines.join("\n") + "\n";
  fs.writeFileSync("bench/results.md", md);
  return md;
}
