import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters, in the database so limits hold across restarts and instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});
