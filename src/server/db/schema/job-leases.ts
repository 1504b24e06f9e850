import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per scheduled job: the lease that makes a job run once across instances. */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  leasedUntil: timestamp("leased_until", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  holder: text("holder"),
  /** How many times the job has run, across all instances. */
  runs: integer("runs").notNull().default(0),
});
