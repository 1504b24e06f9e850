import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A write sent with an Idempotency-Key header, per nurse and key: the request's
 * fingerprint and, once it succeeded, its answer, replayed to a repeat of the same
 * request for a day (http/idempotency.ts). In the database so the answer holds
 * across restarts and instances; an answer still missing means the first is running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body (the file's route alone for an upload). */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);
