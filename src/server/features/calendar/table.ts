import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the @core alias.
import type { DayChange } from "../../../core/calendar-changes";
import type { ShiftFlag } from "../../../core/shift-flags";
import { TIME_OFF_KINDS } from "../../../core/time-off";
import { users } from "../../db/schema/auth";
import { shiftTypes } from "../shift-library/table";

/**
 * A day of the calendar: a shift type applied to it, with the flags she gave
 * it, or a day of time off (decision 053) — one per user per date
 * (docs/product/README.md, Rules), so applying replaces. Deleting the shift type removes its days.
 */
export const calendarShifts = pgTable(
  "calendar_shifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    /** The shift; null on a day of time off. */
    shiftTypeId: uuid("shift_type_id").references(() => shiftTypes.id, { onDelete: "cascade" }),
    /** The rotation that put it there (the day's small mark); null when she set it by hand. */
    rotationId: uuid("rotation_id").references(() => rotations.id, { onDelete: "set null" }),
    /** The shift's flags, in SHIFT_FLAGS' order (src/core/shift-flags.ts); [] on time off. */
    flags: jsonb("flags").$type<ShiftFlag[]>().notNull().default([]),
    /** The unit she floats to, with the float flag. */
    floatTo: text("float_to"),
    /** A day of time off instead of a shift: vacation, sick, stat holiday off, leave. */
    timeOff: text("time_off", { enum: TIME_OFF_KINDS }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A day holds a shift or time off: exactly one of them.
    check("calendar_shifts_shift_or_time_off", sql`(${t.shiftTypeId} is null) <> (${t.timeOff} is null)`),
    // Flags are a shift's: none on time off.
    check("calendar_shifts_flags_on_shifts", sql`${t.timeOff} is null or (${t.flags} = '[]'::jsonb and ${t.floatTo} is null and ${t.rotationId} is null)`),
    // Serves the month query too: (user_id, date) range scans.
    uniqueIndex("calendar_shifts_user_id_date_key").on(t.userId, t.date),
    index("calendar_shifts_shift_type_id_idx").on(t.shiftTypeId),
    index("calendar_shifts_rotation_id_idx").on(t.rotationId),
  ],
);

/**
 * A nurse's rotation (decision 044): a cycle of shift type ids or null (off),
 * repeated from start_date to end_date (at most two years).
 */
export const rotations = pgTable(
  "rotations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    cycle: jsonb("cycle").$type<(string | null)[]>().notNull(),
    /** Whether days she set by hand were kept when it was applied (and are, when it is edited). */
    keepHandSet: boolean("keep_hand_set").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rotations_user_id_idx").on(t.userId)],
);

/** A rotation as it was before a change, kept so that undo puts it back too. */
export type RotationSnapshot = { id: string; name: string; startDate: string; endDate: string; cycle: (string | null)[]; keepHandSet: boolean } | null;

/**
 * The recent changes to a nurse's calendar, each one undoable step (decision
 * 043): the days it changed, before and after; a rotation's change also keeps
 * the rotation as it was. Only her last 50 are kept.
 */
export const calendarChanges = pgTable(
  "calendar_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["tap", "clear", "batch", "rotation"] }).notNull(),
    summary: text("summary").notNull(),
    days: jsonb("days").$type<DayChange[]>().notNull(),
    rotationId: uuid("rotation_id"),
    /** Set for a rotation's change: the rotation before it (null: the change made it). */
    rotationBefore: jsonb("rotation_before").$type<RotationSnapshot>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("calendar_changes_user_id_created_at_idx").on(t.userId, t.createdAt)],
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
