import { date, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/auth";

/** One per user (docs/product/sign-in-and-account.md, Account), created at sign-up or on first load. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name"),
  dob: date("dob"),
  countryCode: text("country_code"),
  avatarUrl: text("avatar_url"),
  /** IANA zone: "today" and calendar feeds are computed in it. */
  timezone: text("timezone").notNull().default("UTC"),
  licenseDate: date("license_date"),
  gradDate: date("grad_date"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
