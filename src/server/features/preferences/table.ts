import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative imports: drizzle-kit loads this file without the @core alias.
import {
  DEFAULT_ACCENT,
  DEFAULT_DASHBOARD_LAYOUT,
  DEFAULT_QUICK_LINKS,
  DEFAULT_REGION,
  DEFAULT_REMINDERS,
  type DashboardLayout,
  type Region,
  type ReminderSettings,
} from "../../../core/preferences";
import { users } from "../../db/schema/auth";

/**
 * One per user: what the first description kept in the browser (region, accent colour, quick
 * links, countdown, reminders, dashboard layout), kept here so it follows the
 * nurse across devices (docs/product/README.md, Rules). Created with the defaults on first read.
 */
export const preferences = pgTable(
  "preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    region: text("region").$type<Region>().notNull().default(DEFAULT_REGION),
    accentColor: text("accent_color").notNull().default(DEFAULT_ACCENT),
    quickLinks: jsonb("quick_links").$type<string[]>().notNull().default(DEFAULT_QUICK_LINKS),
    /** The countdown widget's target; null means the next New Year. */
    countdownAt: timestamp("countdown_at", { withTimezone: true }),
    reminders: jsonb("reminders").$type<ReminderSettings>().notNull().default(DEFAULT_REMINDERS),
    dashboardLayout: jsonb("dashboard_layout").$type<DashboardLayout>().notNull().default(DEFAULT_DASHBOARD_LAYOUT),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("preferences_region_check", sql`${t.region} in ('US', 'CA', 'UK', 'AU', 'EU')`),
    check("preferences_accent_color_check", sql`${t.accentColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);
