import { randomUUID } from "node:crypto";
import { monthOf } from "@core/calendar-dates";
import { rotationMaxEnd } from "@core/rotations";
import { load, type LoadTarget } from "./api-load";
import { BUDGETS, type Row } from "./budgets";

/** How many times the two-year rotation is applied (and undone) on its own. */
const APPLY_RUNS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Rotations (issue 30, decision 044): applying a two-year rotation within a
 * second, and the month's p99 within its budget while rotations are applied
 * back to back (docs/product/README.md, Speed and size).
 *
 * The rotation is the ten-year nurse's 4 on 4 off (Day, Day, Night, Night, off ×4)
 * from the first of the month the bench reads, for the longest a rotation may
 * run (two years less a day), without keeping her hand-set days: every day of
 * its range follows it, the most one rotation writes (~365 shifts written, her
 * own shifts on its days off in her last seeded weeks cleared).
 * Each apply is undone at once by its changeId, which puts back exactly what
 * was there, so every run starts from the same calendar (stopping it would
 * leave the days it replaced empty). Any write of hers evicts her cached
 * month, so while rotations go in the month is read from the database again.
 */
export async function measureRotations(url: string, cookie: string, label: string, month: LoadTarget, today: string): Promise<Row[]> {
  const section = `Rotations (${label})`;
  const headers = { cookie, origin: url, "content-type": "application/json" };

  const library = await fetch(`${url}/api/shift-types`, { headers });
  if (!library.ok) throw new Error(`GET /api/shift-types answered ${library.status}`);
  const { shiftTypes } = (await library.json()) as { shiftTypes: { id: string; name: string }[] };
  const idOf = (name: string) => {
    const type = shiftTypes.find((t) => t.name === name);
    if (!type) throw new Error(`the ten-year nurse has no "${name}"`);
    return type.id;
  };
  const day = idOf("Day shift");
  const night = idOf("Night shift");
  const startDate = `${monthOf(today)}-01`;
  const rotation = {
    name: "Bench 4 on 4 off",
    startDate,
    endDate: rotationMaxEnd(startDate),
    cycle: [day, day, night, night, null, null, null, null],
    keepHandSet: false,
  };

  /**
   * One rotation applied (timed: the POST until its whole answer is read), with a new
   * Idempotency-Key as the calendar's rotation dialog sends (its answer is kept for retries),
   * then undone (not timed).
   */
  const applyAndUndo = async (): Promise<{ ms: number; days: number }> => {
    const started = performance.now();
    const res = await fetch(`${url}/api/rotations`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": randomUUID() },
      body: JSON.stringify(rotation),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 201) throw new Error(`POST /api/rotations answered ${res.status}: ${text.slice(0, 200)}`);
    const { change } = JSON.parse(text) as { change: { changeId: string | null; days: unknown[] } };
    if (change.changeId) {
      const undone = await fetch(`${url}/api/calendar/undo`, { method: "POST", headers, body: JSON.stringify({ id: change.changeId }) });
      const undoText = await undone.text();
      if (!undone.ok) throw new Error(`POST /api/calendar/undo answered ${undone.status}: ${undoText.slice(0, 200)}`);
    }
    return { ms, days: change.days.length };
  };

  // (1) Alone: applied and undone APPLY_RUNS times, the first one included (a nurse's first is not warmed up).
  const alone: number[] = [];
  let days = 0;
  for (let i = 0; i < APPLY_RUNS; i++) {
    const run = await applyAndUndo();
    alone.push(run.ms);
    days = run.days;
  }
  const aloneMedian = round(median(alone));
  const aloneMax = round(Math.max(...alone));
  const applyBudget = BUDGETS.rotationApplyMs;
  const what = `POST /api/rotations, 4 on 4 off for 2 years (${rotation.startDate} to ${rotation.endDate}), hand-set days not kept: ${days} days changed`;

  // (2) The month's p99 quiet, then while rotations are applied and undone back to back.
  const quiet = await load(url, cookie, month);
  let running = true;
  const during: number[] = [];
  let failed = "";
  const loop = (async () => {
    while (running) {
      try {
        during.push((await applyAndUndo()).ms);
      } catch (error) {
        failed = error instanceof Error ? error.message : String(error);
        return;
      }
    }
  })();
  let busy;
  try {
    busy = await load(url, cookie, month);
  } finally {
    running = false;
    await loop;
  }
  const monthBudget = month.budgetP99Ms ?? BUDGETS.calendarP99Ms;
  const ratio = Math.round((busy.p99 / Math.max(quiet.p99, 0.1)) * 100) / 100;
  const note = (r: { non2xx: number; errors: number; statuses: string }) => (r.non2xx || r.errors ? ` (answers ${r.statuses}; ${r.errors} errors)` : "");

  return [
    {
      section,
      measure: `${what}, median of ${APPLY_RUNS}, each undone after`,
      value: aloneMedian,
      unit: "ms",
      budget: `≤ ${applyBudget}`,
      met: aloneMedian <= applyBudget,
    },
    {
      section,
      measure: `the same, slowest of ${APPLY_RUNS} (the first, not warmed up, included)`,
      value: aloneMax,
      unit: "ms",
      budget: `≤ ${applyBudget}`,
      met: aloneMax <= applyBudget,
    },
    { section, measure: `${month.name} p99, no rotation meanwhile${note(quiet)}`, value: quiet.p99, unit: "ms" },
    {
      section,
      measure: `${month.name} p99 while the rotation is applied and undone back to back${note(busy)}${failed ? ` — the loop stopped: ${failed}` : ""}`,
      value: busy.p99,
      unit: "ms",
      budget: `≤ ${monthBudget}`,
      met: busy.p99 <= monthBudget && busy.non2xx === 0 && busy.errors === 0 && !failed,
    },
    { section, measure: "the month's p99 with rotations ÷ without", value: ratio, unit: "×" },
    { section, measure: `${month.name} p50, without / with rotations`, value: `${quiet.p50} / ${busy.p50}`, unit: "ms" },
    {
      section,
      measure: "rotations applied meanwhile (warm-up included, each undone after), and their apply time under the load: median / slowest",
      value: `${during.length}: ${round(median(during))} / ${round(during.length ? Math.max(...during) : 0)}`,
      unit: "ms",
    },
  ];
}
