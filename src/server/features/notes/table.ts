import { sql } from "drizzle-orm";
import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";
import { shiftTypes } from "../shift-library/table";

/** Notes per day (docs/product/calendar.md, Notes), optionally linked to one of the day's shifts. */
export const calendarNotes = pgTable(
  "calendar_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    note: text("note").notNull(),
    /**
     * The note folded to lower case, kept by the database: search is a plain LIKE on it
     * (ILIKE folds every note on every search, four times slower on the embedded database).
     */
    noteSearch: text("note_search")
      .notNull()
      .generatedAlwaysAs(sql`lower(note)`),
    shiftTypeId: uuid("shift_type_id").references(() => shiftTypes.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("calendar_notes_user_id_date_idx").on(t.userId, t.date), index("calendar_notes_shift_type_id_idx").on(t.shiftTypeId)],
);
