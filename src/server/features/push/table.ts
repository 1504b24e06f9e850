import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

/**
 * A browser she turned notifications on in (decision 046): where its push service
 * takes messages, and the keys that encrypt them for it alone. One row per
 * endpoint: the same browser subscribing for another nurse moves the row to her.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    device: text("device").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint)],
);

/** What she is told by push, and her quiet hours (src/core/push-schedule.ts has the defaults). */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  shiftEveningBefore: boolean("shift_evening_before").notNull().default(true),
  shiftHoursBefore: integer("shift_hours_before"),
  certificationExpiry: boolean("certification_expiry").notNull().default(true),
  invitations: boolean("invitations").notNull().default(true),
  quietStart: text("quiet_start").notNull().default("22:00"),
  quietEnd: text("quiet_end").notNull().default("07:00"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A notification claimed before it is sent: unique per nurse and key (a shift's
 * date, type, start and kind), so however many instances run the task, it goes once.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_deliveries_user_id_key_key").on(t.userId, t.key)],
);

/**
 * A timer she started, to be pushed at its end (decision 046, "Timers"): a locked phone
 * freezes the page. The row is the claim: whoever deletes it sends the push, so it goes
 * once however many instances run; a cancelled timer has no row left to send.
 */
export const pushTimers = pgTable(
  "push_timers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_timers_ends_at_idx").on(t.endsAt), index("push_timers_user_id_idx").on(t.userId)],
);
