import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";
// A feature's table file is the one thing another area may import: a foreign key names its table.
import { colleagueLinks } from "../colleagues/table";

/**
 * Swap requests between connected colleagues (decision 054): the requester asks
 * the colleague to take her shift on `date` (a give-away) or to trade it for
 * theirs on `their_date`. Each row belongs to two nurses, so it has no user_id
 * (like colleague_links): each exports it as she sees it (exportSections), and
 * it goes when either account goes. The shifts' working facts are kept as they
 * were asked (the record she shows her manager stays readable after the shift
 * types change); the shift type ids are what accepting checks the days against.
 */
export const swaps = pgTable(
  "swaps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requesterId: text("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    colleagueId: text("colleague_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The connection it was asked through; null once they are no longer connected (the record stays). */
    linkId: uuid("link_id").references(() => colleagueLinks.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "accepted", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    date: date("date").notNull(),
    /** Her shift type on `date` when she asked (no foreign key: a type deleted since makes the day "changed"). */
    shiftTypeId: uuid("shift_type_id").notNull(),
    shiftName: text("shift_name").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    location: text("location").notNull().default(""),
    theirDate: date("their_date"),
    theirShiftTypeId: uuid("their_shift_type_id"),
    theirShiftName: text("their_shift_name"),
    theirStartTime: text("their_start_time"),
    theirEndTime: text("their_end_time"),
    theirLocation: text("their_location"),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    index("swaps_requester_id_idx").on(t.requesterId),
    index("swaps_colleague_id_idx").on(t.colleagueId),
    index("swaps_link_id_idx").on(t.linkId),
    // One open request per colleague and day of hers.
    uniqueIndex("swaps_pending_key")
      .on(t.requesterId, t.colleagueId, t.date)
      .where(sql`${t.status} = 'pending'`),
    check("swaps_trade_complete", sql`(${t.theirDate} is null) = (${t.theirShiftTypeId} is null)`),
    check("swaps_not_self", sql`${t.requesterId} <> ${t.colleagueId}`),
  ],
);
