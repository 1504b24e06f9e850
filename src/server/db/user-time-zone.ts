import type { UserDataCache } from "../cache/user-data-cache";
import { ownedBy } from "./user-scope";
import type { Database } from "./client";
import { profiles } from "./schema";

/** The zone "today" is computed in for this user (her profile's; UTC before she has one). Several areas ask. */
export async function userTimeZone(db: Database, userId: string): Promise<string> {
  return (await profileFacts(db, userId)).timeZone;
}

/** What several areas' answers need of their owner: her zone (for "today") and country. */
export interface ProfileFacts {
  timeZone: string;
  countryCode: string | null;
}

export async function profileFacts(db: Database, userId: string): Promise<ProfileFacts> {
  const [row] = await db.select({ timezone: profiles.timezone, countryCode: profiles.countryCode }).from(profiles).where(ownedBy(profiles, userId)).limit(1);
  return { timeZone: row?.timezone ?? "UTC", countryCode: row?.countryCode ?? null };
}

/** The same, from the answer cache (profiles notify on every write): the dashboard's reads ask it often. */
export const cachedProfileFacts = (db: Database, cache: UserDataCache, userId: string) =>
  cache.getOrLoad(userId, "profile-facts", () => profileFacts(db, userId));
