import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobLeases } from "../db/schema";
import type { Logger } from "../logger";

export interface Job {
  name: string;
  everySeconds: number;
  run(): Promise<void>;
}

/**
 * Takes the job's lease for one interval; true when this instance won it. One
 * statement, so of several instances on one database exactly one runs the job.
 */
export async function takeLease(db: Database, name: string, seconds: number, holder: string): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const won = await db
    .insert(jobLeases)
    .values({ name, leasedUntil: until, lastRunAt: sql`now()`, holder, runs: 1 })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { leasedUntil: until, lastRunAt: sql`now()`, holder, runs: sql`${jobLeases.runs} + 1` },
      setWhere: sql`${jobLeases.leasedUntil} <= now()`,
    })
    .returning({ name: jobLeases.name });
  return won.length > 0;
}

export function startScheduler(db: Database, jobs: Job[], logger: Logger, tickMs = 30_000) {
  const holder = crypto.randomUUID();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const job of jobs) {
        if (!(await takeLease(db, job.name, job.everySeconds, holder))) continue;
        try {
          await job.run();
        } catch (error) {
          logger.error(`Job ${job.name} failed`, error);
        }
      }
    } catch (error) {
      logger.warn("The scheduler could not reach the database", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  const first = setTimeout(() => void tick(), Math.min(5_000, tickMs));
  first.unref();
  return {
    tick,
    stop: () => {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
