import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUDGETS, type Row } from "./budgets";
import { appPssMb, startBuiltServer } from "./server";

/** How long after the start the idle memory is read: the demo made, Better Auth loaded, start-up's garbage collected or not. */
export const IDLE_AFTER_MS = 20_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The whole app idle (Node and the embedded PostgreSQL's processes, PSS) as a
 * newcomer meets it: 20 s after the first start on a new data dir, the demo
 * nurse made, then 20 s after a second start on that same data dir.
 */
export async function measureIdleMemory(section: string): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-bench-idle-"));
  const rows: Row[] = [];
  try {
    for (const when of ["first start on a new data dir, demo made", "a later start on that data dir"]) {
      const server = await startBuiltServer({ DATA_DIR: dataDir, DEMO: "1" });
      try {
        await wait(IDLE_AFTER_MS);
        rows.push(
          idleRow(
            section,
            `memory, the whole app idle ${IDLE_AFTER_MS / 1000} s after the ${when} (Node + its PostgreSQL, PSS)`,
            appPssMb(server.pid, dataDir),
          ),
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export const idleRow = (section: string, measure: string, value: number): Row => ({
  section,
  measure,
  value,
  unit: "MB",
  budget: `≤ ${BUDGETS.idlePssMb}`,
  met: value <= BUDGETS.idlePssMb,
});

/** A minute after the heaviest loads (the API at 50 connections, AI Read, PDFs, a 25 MB upload): the memory given back. */
export async function measureMemoryAfterLoad(section: string, pid: number, dataDir: string | undefined): Promise<Row> {
  await wait(60_000);
  const value = appPssMb(pid, dataDir);
  return {
    section,
    measure: "memory a minute after the heaviest loads end (PSS, as above)",
    value,
    unit: "MB",
    budget: `≤ ${BUDGETS.afterLoadPssMb}`,
    met: value <= BUDGETS.afterLoadPssMb,
  };
}
