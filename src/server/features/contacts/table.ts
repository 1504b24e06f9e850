import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the @core alias.
import { DEFAULT_PHONE_TYPE, PHONE_TYPES } from "../../../core/phone-types";
import { users } from "../../db/schema/auth";

/** A nurse's work contacts (the sidebar's Contacts, docs/product/contacts.md). */
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
    /** mobile, work, home, pager or other (PHONE_TYPES). */
    phoneType: text("phone_type", { enum: PHONE_TYPES }).notNull().default(DEFAULT_PHONE_TYPE),
    email: text("email").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contacts_user_id_name_idx").on(t.userId, t.name)],
);
