import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per scheduled task: the lease that makes a task run once across
 * instances. The table keeps its first name, job_leases (renaming it would need
 * a migration); in code these are tasks, and "job" is a nurse's employment.
 */
export const taskLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  leasedUntil: timestamp("leased_until", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  holder: text("holder"),
  /** How many times the task has run, across all instances. */
  runs: integer("runs").notNull().default(0),
});
