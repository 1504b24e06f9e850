import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per scheduled job: the lease that makes a job run once across instances. */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  leasedUntil: timestamp("leased_until", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  holder: text("holder"),
});
