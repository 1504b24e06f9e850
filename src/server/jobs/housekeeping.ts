import { lt, sql } from "drizzle-orm";
import { sessions, verifications } from "../db/schema";
import type { Services } from "../services";
import type { Job } from "./scheduler";

/**
 * Drops what has expired: rate-limit windows, sessions, used-up verification tokens.
 * On the embedded database it also refreshes the planner's statistics: PGlite has no
 * autovacuum, so without this the planner would guess table sizes forever.
 */
export function housekeepingJob({ db, database, limiter }: Services): Job {
  return {
    name: "housekeeping",
    everySeconds: 60 * 60,
    async run() {
      await limiter.purgeExpired();
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
      await db.delete(verifications).where(lt(verifications.expiresAt, sql`now()`));
      if (database.kind === "pglite") await database.query("analyze");
    },
  };
}
