import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, time, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { jobs } from "./career-jobs";

/**
 * The shift library (DESIGN §8): the spec's "shifts" and "shift presets" are
 * these rows. `date`, when set, makes one a one-off shift on that day.
 */
export const shiftTypes = pgTable(
  "shift_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Up to 8 characters, for calendar chips. */
    nickname: text("nickname").notNull().default(""),
    icon: text("icon").notNull().default("💼"),
    symbol: text("symbol", { enum: ["trade", "overtime", "oncall", "education"] }),
    color: text("color").notNull().default("#3b82f6"),
    location: text("location").notNull().default(""),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    paidHours: numeric("paid_hours", { precision: 4, scale: 2, mode: "number" }).notNull(),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2, mode: "number" }),
    date: date("date"),
    /** Her order of the library (the shift picker and My Shifts); ties by creation, oldest first. */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shift_types_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("shift_types_user_id_date_idx").on(t.userId, t.date).where(sql`${t.date} is not null`),
    index("shift_types_job_id_idx").on(t.jobId),
    check("shift_types_paid_hours_range", sql`${t.paidHours} > 0 and ${t.paidHours} <= 24`),
    check("shift_types_hourly_rate_positive", sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
  ],
);

/** Premiums of a shift type (spec §3 shift_premiums), replaced as a list. */
export const shiftTypePremiums = pgTable(
  "shift_type_premiums",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shiftTypeId: uuid("shift_type_id")
      .notNull()
      .references(() => shiftTypes.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    amountPerHour: numeric("amount_per_hour", { precision: 10, scale: 2, mode: "number" }).notNull(),
    appliesFrom: time("applies_from").notNull().default("00:00"),
    appliesTo: time("applies_to").notNull().default("23:59"),
  },
  (t) => [index("shift_type_premiums_shift_type_id_idx").on(t.shiftTypeId)],
);

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

/** Notes per day (spec §3 calendar_notes), optionally linked to one of the day's shifts. */
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

/**
 * A nurse's calendar subscription feed; a new token revokes the old. Only the
 * token's SHA-256 (hex) is kept, as with sessions' secrets: a copy of the
 * database does not open anyone's schedule (repos/calendar-feeds.ts).
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
