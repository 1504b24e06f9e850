import { lt, sql } from "drizzle-orm";
import { sessions, verifications } from "../db/schema";
import type { Services } from "../services";
import type { Task } from "./scheduler";

/** Drops what has expired: rate-limit windows, sessions, used-up verification tokens. */
export function housekeepingTask({ db, limiter }: Services): Task {
  return {
    name: "housekeeping",
    everySeconds: 60 * 60,
    async run() {
      await limiter.purgeExpired();
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
      await db.delete(verifications).where(lt(verifications.expiresAt, sql`now()`));
    },
  };
}
