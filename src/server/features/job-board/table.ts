import { date, index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Job postings every signed-in nurse can read (Discover tab). Loaded by an
 * operator with `npm run job-board:import -- FILE`; `ref` is the posting's own
 * reference, so importing a file again updates rather than duplicates.
 */
export const jobBoard = pgTable(
  "job_board",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ref: text("ref").notNull().unique(),
    title: text("title").notNull(),
    employer: text("employer"),
    facility: text("facility"),
    city: text("city"),
    provinceState: text("province_state"),
    country: text("country"),
    payRate: numeric("pay_rate", { precision: 10, scale: 2, mode: "number" }),
    url: text("url"),
    description: text("description"),
    postedOn: date("posted_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_board_posted_on_idx").on(t.postedOn, t.createdAt)],
);
