import { boolean, date, index, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

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
    /** An example the operator loaded (the demo's): shown labelled "Sample", never as a real opening. */
    sample: boolean("sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_board_posted_on_idx").on(t.postedOn, t.createdAt)],
);

/**
 * The postings a nurse saved from Discover, to come back to: by the posting's
 * own ref, which survives the board being imported again and her data being
 * moved to another server (a ref no longer on the board is simply not shown).
 */
export const savedPostings = pgTable(
  "saved_postings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postingRef: text("posting_ref").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postingRef] })],
);
