import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the @core alias.
import { PREMIUM_DAYS } from "../../../core/tools/pay";
import { users } from "../../db/schema/auth";
// A feature's table file is the one thing another area may import: a foreign key names its table.
import { jobs } from "../career-jobs/table";

/**
 * The shift library (docs/product/calendar.md, Shift library): the first description's "shifts" and "shift presets" are
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
    /** The unit it is worked on ("ICU"); blank: its job's unit, if any. */
    unit: text("unit").notNull().default(""),
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
    index("shift_types_user_id_date_idx")
      .on(t.userId, t.date)
      .where(sql`${t.date} is not null`),
    index("shift_types_job_id_idx").on(t.jobId),
    check("shift_types_paid_hours_range", sql`${t.paidHours} > 0 and ${t.paidHours} <= 24`),
    check("shift_types_hourly_rate_positive", sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
  ],
);

/** Premiums of a shift type (docs/product/calendar.md, Shift library), replaced as a list. */
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
    /** The days the window applies on: all, weekdays, weekends, holidays (her area's public holidays) or weekends-holidays. */
    days: text("days", { enum: PREMIUM_DAYS }).notNull().default("all"),
  },
  (t) => [index("shift_type_premiums_shift_type_id_idx").on(t.shiftTypeId)],
);
