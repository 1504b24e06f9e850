import { lt, sql } from "drizzle-orm";
import { pushDeliveries, sessions, verifications } from "../db/schema";
import { purgeExpiredIdempotencyKeys } from "../idempotency-repository";
import type { Services } from "../services";
import type { Task } from "./scheduler";

/**
 * A push's claim is needed until the shift it reminded her of has begun (two days at
 * most, decision 046); kept two months for whoever reads what was sent, then dropped.
 */
export const PUSH_DELIVERIES_KEPT_DAYS = 60;

/** Drops what has expired: rate-limit windows, sessions, used-up verification tokens, idempotency keys past their day, old push claims. */
export function housekeepingTask({ db, limiter }: Services): Task {
  return {
    name: "housekeeping",
    everySeconds: 60 * 60,
    async run() {
      await limiter.purgeExpired();
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
      await db.delete(verifications).where(lt(verifications.expiresAt, sql`now()`));
      await purgeExpiredIdempotencyKeys(db);
      await db.delete(pushDeliveries).where(lt(pushDeliveries.sentAt, sql`now() - make_interval(days => ${PUSH_DELIVERIES_KEPT_DAYS})`));
    },
  };
}
