import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { taskLeases } from "../db/schema";
import { createLogger } from "../logger";
import { freshTestDatabase, secondConnection } from "../testing/test-database";
import { startScheduler, takeLease, type Task, type Scheduler } from "./scheduler";

/**
 * "A scheduled task runs once" across instances: two schedulers, each with its
 * own connection pool on PostgreSQL, fire at the same moment (their timers are
 * driven by fake time) and race for the task's lease.
 */
let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  first = await freshTestDatabase();
  second = await secondConnection(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const logger = createLogger("silent");
const TICK_MS = 1_000;

/** A task whose every run leaves a mark: the effect the test counts. */
function markingTask(name: string, marks: string[], instance: string): Task {
  return {
    name,
    everySeconds: 60 * 60,
    async run() {
      marks.push(instance);
    },
  };
}

/**
 * One tick interval of fake time, advanced synchronously: both instances' timers
 * fire in the same turn, so both ask for the lease before either hears back.
 * Resolves with what each one's tick ran.
 */
function moment(schedulers: Scheduler[]) {
  vi.advanceTimersByTime(TICK_MS);
  return Promise.all(schedulers.map((s) => s.latestTick()));
}

describe("the lease", () => {
  it("of ten instances asking at once, exactly one wins", async () => {
    const handles = [first, second];
    const wins = await Promise.all(Array.from({ length: 10 }, (_, i) => takeLease(handles[i % 2]!.db, "race", 3600, `holder-${i}`)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    const [row] = await first.db.select().from(taskLeases).where(eq(taskLeases.name, "race"));
    expect(row?.holder).toBe(`holder-${wins.indexOf(true)}`);
  });
});

describe("two instances on one database", () => {
  it("reach the task's moment together and run it once; once its interval is over, once more", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const marks: string[] = [];
    const a = startScheduler(first.db, [markingTask("marking", marks, "A")], logger, TICK_MS);
    const b = startScheduler(second.db, [markingTask("marking", marks, "B")], logger, TICK_MS);
    try {
      const [ranOnA, ranOnB] = await moment([a, b]);
      expect(marks).toHaveLength(1);
      expect([...ranOnA!, ...ranOnB!]).toEqual(["marking"]);

      // Later moments inside the hour: both ask, neither runs it.
      for (let i = 0; i < 3; i++) expect((await moment([a, b])).flat()).toEqual([]);
      expect(marks).toHaveLength(1);

      // The hour is over (its lease ends in the past): the next moment runs it once more.
      await first.db
        .update(taskLeases)
        .set({ leasedUntil: sql`now() - interval '1 second'` })
        .where(eq(taskLeases.name, "marking"));
      expect((await moment([a, b])).flat()).toEqual(["marking"]);
      expect(marks).toHaveLength(2);
    } finally {
      a.stop();
      b.stop();
    }
  });

  it("a tick already under way is joined, not run twice by one instance", async () => {
    const marks: string[] = [];
    const a = startScheduler(first.db, [markingTask("joined", marks, "A")], logger, 60 * 60 * 1000);
    try {
      const [x, y] = await Promise.all([a.tick(), a.tick()]);
      expect(x).toEqual(["joined"]);
      expect(y).toBe(x);
      expect(marks).toEqual(["A"]);
    } finally {
      a.stop();
    }
  });
});
