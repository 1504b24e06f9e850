import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { idempotencyKeys } from "./db/schema";
import { ApiError } from "./http/errors";
import { idempotencyMessages, type IdempotencyStore } from "./http/idempotency";

/** How long an answer is replayed: a phone that was offline for a shift and a night still retries safely. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A first request still running after this long is taken to have died with its server: a repeat runs it again. */
const RUNNING_FOR_AT_MOST_MINUTES = 5;
/** Answers larger than this are not kept (no write answers anything near it): a repeat then runs again. */
const MAX_KEPT_ANSWER_CHARS = 512 * 1024;

/**
 * Idempotency keys in the database (one row per nurse and key), so a repeat is
 * recognised whichever instance it reaches. The first request claims the key in
 * one statement (two at once: one claims it, the other is told it is running);
 * its answer is kept when it succeeded, and the key let go when it did not, so a
 * retry after an error runs again.
 */
export function createIdempotencyStore(db: Database): IdempotencyStore {
  const mine = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    async begin(userId, key, fingerprint) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { fingerprint, status: null, contentType: null, body: null, createdAt: sql`now()` },
          // An expired key, or a first request that died with its server, is free again.
          setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
            or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - make_interval(mins => ${RUNNING_FOR_AT_MOST_MINUTES}))`,
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length) return {};
      const [kept] = await db.select().from(idempotencyKeys).where(mine(userId, key));
      // Let go between the two statements: this one may run.
      if (!kept) return this.begin(userId, key, fingerprint);
      if (kept.fingerprint !== fingerprint) throw new ApiError(422, "idempotency_key_reused", idempotencyMessages.reused);
      if (kept.status === null) throw new ApiError(409, "idempotency_key_running", idempotencyMessages.running, undefined, { "Retry-After": "1" });
      return { replay: { status: kept.status, contentType: kept.contentType ?? "application/json", body: kept.body ?? "" } };
    },
    async keep(userId, key, answer) {
      if (answer.body.length > MAX_KEPT_ANSWER_CHARS) return this.release(userId, key);
      await db.update(idempotencyKeys).set({ status: answer.status, contentType: answer.contentType, body: answer.body }).where(mine(userId, key));
    },
    async release(userId, key) {
      await db.delete(idempotencyKeys).where(and(mine(userId, key), isNull(idempotencyKeys.status)));
    },
  };
}

/** Drops keys past their day (the housekeeping task). */
export async function purgeExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
}
