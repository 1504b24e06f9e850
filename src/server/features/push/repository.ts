import { and, between, count, eq, exists, lte, sql } from "drizzle-orm";
import { TIMER_PUSHES_PER_NURSE } from "@core/timer-push";
import type { Database } from "../../db/client";
import { calendarShifts, notificationSettings, profiles, pushSubscriptions, pushTimers, shiftTypes } from "../../db/schema";

/** The shifts on days from..to of every nurse with a device, with her zone and notification settings (none: the defaults). */
export function shiftsOfNursesWithDevices(db: Database, from: string, to: string) {
  return (
    db
      .select({
        userId: calendarShifts.userId,
        date: calendarShifts.date,
        shiftTypeId: shiftTypes.id,
        name: shiftTypes.name,
        location: shiftTypes.location,
        start: shiftTypes.startTime,
        end: shiftTypes.endTime,
        timezone: profiles.timezone,
        settings: notificationSettings,
      })
      .from(calendarShifts)
      .innerJoin(shiftTypes, eq(shiftTypes.id, calendarShifts.shiftTypeId))
      .leftJoin(profiles, eq(profiles.userId, calendarShifts.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, calendarShifts.userId))
      // Only nurses with a device: the evening before is at most two days ahead in any zone.
      .where(
        and(
          between(calendarShifts.date, from, to),
          exists(
            db
              .select({ one: sql`1` })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, calendarShifts.userId)),
          ),
        ),
      )
  );
}

type TimerRow = typeof pushTimers.$inferSelect;

/**
 * Keeps a timer to push at its end, unless she already has TIMER_PUSHES_PER_NURSE
 * waiting: undefined then. Her rows are counted under a lock of hers, so two starts at
 * once cannot pass the limit together.
 */
export function addTimerPush(db: Database, userId: string, endsAt: Date, label: string): Promise<TimerRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('push_timers'), hashtext(${userId}))`);
    const [waiting] = await tx.select({ n: count() }).from(pushTimers).where(eq(pushTimers.userId, userId));
    if ((waiting?.n ?? 0) >= TIMER_PUSHES_PER_NURSE) return undefined;
    const [row] = await tx.insert(pushTimers).values({ userId, endsAt, label }).returning();
    return row;
  });
}

/**
 * Takes the timers that ended by `dueBy` (all, or the one `id`) out of the table and gives
 * them back: the delete is the claim, so of two instances deleting the same row at once,
 * one gets it (the other's delete waits on the row, then finds it gone).
 */
export function claimDueTimers(db: Database, dueBy: Date, id?: string): Promise<TimerRow[]> {
  const due = lte(pushTimers.endsAt, dueBy);
  return db
    .delete(pushTimers)
    .where(id ? and(eq(pushTimers.id, id), due) : due)
    .returning();
}
