import { boolean, date, index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

/** The career center's jobs (docs/product/career.md, Jobs); shift types link to one for its wage. */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null when the job is on several sites. */
    facility: text("facility"),
    employer: text("employer").notNull().default(""),
    designation: text("designation").notNull().default(""),
    unit: text("unit").notNull().default(""),
    department: text("department").notNull().default(""),
    location: text("location").notNull().default(""),
    startDate: date("start_date"),
    endDate: date("end_date"),
    stillWorking: boolean("still_working").notNull().default(false),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    employmentTag: text("employment_tag", { enum: ["none", "staff", "agency", "contractor"] })
      .notNull()
      .default("none"),
    fte: text("fte", { enum: ["none", "full_time", "part_time", "casual", "contract"] })
      .notNull()
      .default("none"),
    notes: text("notes").notNull().default(""),
    multipleSites: boolean("multiple_sites").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("jobs_user_id_created_at_idx").on(t.userId, t.createdAt)],
);
