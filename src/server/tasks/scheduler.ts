import crypto from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { taskLeases } from "../db/schema";
import type { Logger } from "../logger";

export interface Task {
  name: string;
  everySeconds: number;
  run(): Promise<void>;
}

/**
 * Takes the task's lease for one interval; true when this instance won it. One
 * statement, so of several instances on one database exactly one runs the task.
 */
export async function takeLease(db: Database, name: string, seconds: number, holder: string): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const won = await db
    .insert(taskLeases)
    .values({ name, leasedUntil: until, lastRunAt: sql`now()`, holder, runs: 1 })
    .onConflictDoUpdate({
      target: taskLeases.name,
      set: { leasedUntil: until, lastRunAt: sql`now()`, holder, runs: sql`${taskLeases.runs} + 1` },
      setWhere: sql`${taskLeases.leasedUntil} <= now()`,
    })
    .returning({ name: taskLeases.name });
  return won.length > 0;
}

export interface Scheduler {
  /** Runs every task whose lease this instance wins; resolves with their names. A tick already under way is joined, not doubled. */
  tick(): Promise<string[]>;
  /** The tick under way, or the last one: tests drive the timers, then await it. */
  latestTick(): Promise<string[]>;
  stop(): void;
}

export function startScheduler(db: Database, tasks: Task[], logger: Logger, tickMs = 30_000): Scheduler {
  // Readable in job_leases: which machine and process ran a task (unique per scheduler, two may share a process).
  const holder = `${os.hostname()} pid ${process.pid} ${crypto.randomUUID().slice(0, 8)}`;
  let running: Promise<string[]> | undefined;
  let latest: Promise<string[]> = Promise.resolve([]);
  const runDueTasks = async () => {
    const ran: string[] = [];
    try {
      for (const task of tasks) {
        if (!(await takeLease(db, task.name, task.everySeconds, holder))) continue;
        ran.push(task.name);
        try {
          await task.run();
        } catch (error) {
          logger.error(`Task ${task.name} failed`, error);
        }
      }
    } catch (error) {
      logger.warn("The scheduler could not reach the database", error);
    }
    return ran;
  };
  const tick = () => {
    if (!running) latest = running = runDueTasks().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  // A long interval gets an early first tick, 5 s after start; a short one needs none.
  const first = tickMs > 5_000 ? setTimeout(() => void tick(), 5_000) : undefined;
  first?.unref();
  return {
    tick,
    latestTick: () => latest,
    stop: () => {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
