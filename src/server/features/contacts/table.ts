import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

/** A nurse's work contacts (the sidebar's Contacts, issue 17). */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    /** Unit or facility. */
    unit: text("unit").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contacts_user_id_name_idx").on(t.userId, t.name)],
);
