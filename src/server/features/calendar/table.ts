import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";
import { shiftTypes } from "../shift-library/table";

/**
 * A shift type applied to a day of the calendar: one per user per date
 * (DESIGN §3), so applying replaces. Deleting the shift type removes its days.
 */
export const calendarShifts = pgTable(
  "calendar_shifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    shiftTypeId: uuid("shift_type_id")
      .notNull()
      .references(() => shiftTypes.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves the month query too: (user_id, date) range scans.
    uniqueIndex("calendar_shifts_user_id_date_key").on(t.userId, t.date),
    index("calendar_shifts_shift_type_id_idx").on(t.shiftTypeId),
  ],
);

/**
 * A nurse's calendar subscription feed; a new token revokes the old. Only the
 * token's SHA-256 (hex) is kept, as with sessions' secrets: a copy of the
 * database does not open anyone's schedule (feed-repository.ts).
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
