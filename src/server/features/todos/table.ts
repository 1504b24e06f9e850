import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

/** The dashboard's to-do list (docs/product/shell-and-dashboard.md, To-Do List: on the server, not in the browser). */
export const todos = pgTable(
  "todos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    completed: boolean("completed").notNull().default(false),
    /** Insertion order: the newest task is listed first (rows made in one statement keep their order). */
    seq: integer("seq").generatedAlwaysAsIdentity().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Its version (decision 057): a tick or a change made offline on an older one is refused. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("todos_user_id_seq_idx").on(t.userId, t.seq)],
);
