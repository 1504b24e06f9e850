import { ownedBy } from "../../db/user-scope";
import { preferenceDefaults, type PreferencesResponse } from "@core/schemas/preferences";
import type { Database } from "../../db/client";
import { preferences } from "../../db/schema";

export type PreferencesRow = typeof preferences.$inferSelect;

/** My preferences, created with the defaults on first read. */
export async function ensurePreferences(db: Database, userId: string): Promise<PreferencesRow> {
  const [created] = await db.insert(preferences).values({ userId }).onConflictDoNothing({ target: preferences.userId }).returning();
  if (created) return created;
  const [existing] = await db.select().from(preferences).where(ownedBy(preferences, userId)).limit(1);
  return existing!;
}

export async function updatePreferences(db: Database, userId: string, changes: Partial<Omit<PreferencesRow, "userId" | "updatedAt">>): Promise<PreferencesRow> {
  await ensurePreferences(db, userId);
  const [row] = await db
    .update(preferences)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(preferences, userId))
    .returning();
  return row!;
}

/** The wire shape; JSON settings saved before a field existed get that field's default. */
export function preferencesView(row: PreferencesRow): PreferencesResponse {
  return {
    region: row.region,
    accentColor: row.accentColor,
    quickLinks: row.quickLinks,
    countdownDate: row.countdownAt ? row.countdownAt.toISOString() : null,
    reminders: { ...preferenceDefaults.reminders, ...row.reminders },
    dashboardLayout: { ...preferenceDefaults.dashboardLayout, ...row.dashboardLayout },
    updatedAt: row.updatedAt.toISOString(),
  };
}
