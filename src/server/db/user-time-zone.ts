import { ownedBy } from "./user-scope";
import type { Database } from "./client";
import { profiles } from "./schema";

/** The zone "today" is computed in for this user (her profile's; UTC before she has one). Several areas ask. */
export async function userTimeZone(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: profiles.timezone }).from(profiles).where(ownedBy(profiles, userId)).limit(1);
  return row?.timezone ?? "UTC";
}
