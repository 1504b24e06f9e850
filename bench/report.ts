import fs from "node:fs";
import type { Row } from "./budgets";

export function writeReport(rows: Row[], meta: Record<string, string>): string {
  fs.writeFileSync("bench/results.json", JSON.stringify({ ...meta, rows }, null, 2));
  const lines = [
    `# NurseVitals benchmark — ${meta.date}`,
    "",
    Object.entries(meta)
      .map(([k, v]) => `- ${k}: ${v}`)
      .join("\n"),
    "",
    "| section | measure | value | budget | |",
    "|---|---|---:|---|---|",
    ...rows.map(
      (r) => `| ${r.section} | ${r.measure} | ${r.value} ${r.unit} | ${r.budget ?? ""} | ${r.met === undefined ? "" : r.met ? "met" : "**missed**"} |`,
    ),
  ];
  const md = lines.join("\n") + "\n";
  fs.writeFileSync("bench/results.md", md);
  return md;
}
