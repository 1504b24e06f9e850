import { boolean, date, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

/** A nurse's certifications (docs/product/certifications.md), with the card's photos as server-made file names. */
export const certifications = pgTable(
  "certifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    category: text("category").notNull().default(""),
    completionDate: date("completion_date"),
    /** Null when there is none (No expiry, or not known). */
    expiryDate: date("expiry_date"),
    noExpiry: boolean("no_expiry").notNull().default(false),
    /** Stored names in the nurse's certifications folder (certifications/{userId}/…), or null. */
    frontPhoto: text("front_photo"),
    backPhoto: text("back_photo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("certifications_user_id_created_at_idx").on(t.userId, t.createdAt), index("certifications_expiry_date_idx").on(t.expiryDate)],
);

/**
 * Reminders sent: one row per certification, expiry date and kind ("lead": N
 * days before; "day": on the day). The unique key makes "exactly once" hold
 * across restarts and with several app instances; a new expiry date is a new key.
 */
export const certificationReminders = pgTable(
  "certification_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: uuid("certification_id")
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    expiryDate: date("expiry_date").notNull(),
    kind: text("kind").$type<"lead" | "day">().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("certification_reminders_once").on(t.certificationId, t.expiryDate, t.kind), index("certification_reminders_user_id_idx").on(t.userId)],
);
