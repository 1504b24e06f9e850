import { ensureOwnRow, updateOwnRow } from "../../db/user-scope";
import { preferenceDefaults, type PreferencesResponse } from "@core/schemas/preferences";
import type { Database } from "../../db/client";
import { preferences } from "../../db/schema";

export type PreferencesRow = typeof preferences.$inferSelect;

/** My preferences, created with the defaults on first read. */
export const ensurePreferences = (db: Database, userId: string): Promise<PreferencesRow> => ensureOwnRow(db, preferences, userId);

export const updatePreferences = (db: Database, userId: string, changes: Partial<Omit<PreferencesRow, "userId" | "updatedAt">>): Promise<PreferencesRow> =>
  updateOwnRow(db, preferences, userId, changes);

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
