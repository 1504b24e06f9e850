import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { changeSummary, changesOf, normalDay, type DayChange, type DayValue, type DayWrite, undoWrites } from "@core/calendar-changes";
import type { ShiftFlag } from "@core/shift-flags";
import type { TimeOffKind } from "@core/time-off";
import type { Database } from "../../db/client";
import { NotFound } from "../../domain-errors";
import { calendarChanges, rotations, type RotationSnapshot } from "./table";

/** A transaction or the database: both run statements. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

type Kind = (typeof calendarChanges.$inferInsert)["kind"];

/** How many of her changes are kept for undo. */
const KEPT_CHANGES = 50;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Her changes to the calendar, one at a time: two changes of one nurse (two
 * tabs, a rotation while she taps) never interleave, so each change's "before"
 * is exactly what it replaced. Other nurses are not held up.
 */
export async function lockCalendar(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('calendar'), hashtext(${userId}))`);
}

/** What the given days (or every day from `from` to `to`) hold now; a day without a row is empty. */
export async function readDays(tx: Tx | Database, userId: string, days: { dates: string[] } | { from: string; to: string }) {
  const where =
    "dates" in days
      ? sql`date in (select value::date from jsonb_array_elements_text(${asJson(days.dates)}))`
      : sql`date between ${days.from}::date and ${days.to}::date`;
  const rows = rowsOf<{
    date: string;
    shift_type_id: string | null;
    rotation_id: string | null;
    flags: ShiftFlag[] | string | null;
    float_to: string | null;
    time_off: TimeOffKind | null;
  }>(
    await tx.execute(
      sql`select date::text as date, shift_type_id, rotation_id, flags, float_to, time_off from calendar_shifts where user_id = ${userId} and ${where}`,
    ),
  );
  return new Map<string, DayValue>(
    rows.map((r) => [
      r.date,
      normalDay({
        shiftTypeId: r.shift_type_id,
        rotationId: r.rotation_id,
        flags: typeof r.flags === "string" ? (JSON.parse(r.flags) as ShiftFlag[]) : r.flags,
        floatTo: r.float_to,
        timeOff: r.time_off,
      }),
    ]),
  );
}

/**
 * Writes many days in ONE statement (a two-year rotation is one round trip, not
 * 730): a null shift without time off clears its day, a shift (with its flags)
 * or a day of time off replaces what was there. Only her own shift types are
 * written (the join), so another nurse's id writes nothing. Each write is whole
 * (normalDay): the flags written are exactly the day's.
 */
async function writeDays(tx: Tx, userId: string, writes: readonly DayWrite[]) {
  if (!writes.length) return;
  const whole = writes.map((w) => {
    const v = normalDay(w);
    return { date: w.date, shiftTypeId: v.shiftTypeId, rotationId: v.rotationId, flags: v.flags ?? [], floatTo: v.floatTo ?? null, timeOff: v.timeOff ?? null };
  });
  await tx.execute(sql`
    with w as (
      select (e->>'date')::date as date, (e->>'shiftTypeId')::uuid as shift_type_id, (e->>'rotationId')::uuid as rotation_id,
        e->'flags' as flags, e->>'floatTo' as float_to, e->>'timeOff' as time_off
      from jsonb_array_elements(${asJson(whole)}) e
    ),
    cleared as (
      delete from calendar_shifts cs using w
      where cs.user_id = ${userId} and cs.date = w.date and w.shift_type_id is null and w.time_off is null
    )
    insert into calendar_shifts (user_id, date, shift_type_id, rotation_id, flags, float_to, time_off)
    select ${userId}, w.date, st.id, r.id, case when st.id is null then '[]'::jsonb else w.flags end, case when st.id is null then null else w.float_to end, w.time_off from w
      left join shift_types st on st.id = w.shift_type_id and st.user_id = ${userId} and w.time_off is null
      -- a rotation stopped and removed since leaves its day as set by hand
      left join rotations r on r.id = w.rotation_id and r.user_id = ${userId} and st.id is not null
    where st.id is not null or (w.shift_type_id is null and w.time_off is not null)
    on conflict (user_id, date) do update set shift_type_id = excluded.shift_type_id, rotation_id = excluded.rotation_id,
      flags = excluded.flags, float_to = excluded.float_to, time_off = excluded.time_off, updated_at = now()`);
}

/** A day as a change's answer tells it: its shift (null: cleared or time off), its time off. */
const changedDay = (date: string, v: DayValue) => (v.timeOff ? { date, shiftTypeId: null, timeOff: v.timeOff } : { date, shiftTypeId: v.shiftTypeId });

export interface ChangeMade {
  /** The change's id for undo; null when nothing changed. */
  changeId: string | null;
  summary: string;
  /** The days it changed, each with the shift it now has (null: cleared, or time off) and its time off. */
  days: { date: string; shiftTypeId: string | null; timeOff?: TimeOffKind }[];
}

/**
 * Makes `writes` and keeps them as one undoable change; only days that really
 * change count (and are kept). Call inside a transaction holding lockCalendar,
 * with `current` read in it.
 */
export async function recordChange(
  tx: Tx,
  userId: string,
  kind: Kind,
  writes: readonly DayWrite[],
  current: ReadonlyMap<string, DayValue>,
  rotation?: { id: string; before: RotationSnapshot },
): Promise<ChangeMade> {
  const changes = changesOf(writes, current);
  const summary = changeSummary(changes);
  const days = changes.map((c) => changedDay(c.date, c.after));
  if (!changes.length && !rotation) return { changeId: null, summary, days };
  await writeDays(
    tx,
    userId,
    changes.map((c) => ({ date: c.date, ...c.after })),
  );
  const [row] = await tx
    .insert(calendarChanges)
    .values({ userId, kind, summary, days: changes, rotationId: rotation?.id ?? null, rotationBefore: rotation?.before ?? null })
    .returning({ id: calendarChanges.id });
  await tx.execute(sql`
    delete from calendar_changes where user_id = ${userId} and id not in (
      select id from calendar_changes where user_id = ${userId} order by created_at desc, id desc limit ${KEPT_CHANGES})`);
  return { changeId: row!.id, summary, days };
}

/** Her latest change not undone yet (what the Undo button undoes), or null. */
export async function lastChange(db: Database | Tx, userId: string) {
  const [row] = await db
    .select({ id: calendarChanges.id, kind: calendarChanges.kind, summary: calendarChanges.summary, createdAt: calendarChanges.createdAt })
    .from(calendarChanges)
    .where(and(eq(calendarChanges.userId, userId), isNull(calendarChanges.undoneAt)))
    .orderBy(desc(calendarChanges.createdAt), desc(calendarChanges.id))
    .limit(1);
  return row ? { id: row.id, kind: row.kind, summary: row.summary, at: row.createdAt.toISOString() } : null;
}

/**
 * Undoes one of her changes (the latest when no id is given): each day goes back
 * to what it held, unless a later change replaced it since; notes are another
 * table and untouched. A rotation's change puts the rotation back as it was
 * (one the change made is deleted). Another nurse's change, one already undone
 * or none at all: NotFound.
 */
export async function undoChange(db: Database, userId: string, changeId: string | undefined) {
  return db.transaction(async (tx) => {
    await lockCalendar(tx, userId);
    const id = changeId ?? (await lastChange(tx, userId))?.id;
    const [change] = id
      ? await tx
          .select()
          .from(calendarChanges)
          .where(and(eq(calendarChanges.id, id), eq(calendarChanges.userId, userId), isNull(calendarChanges.undoneAt)))
      : [];
    if (!change) throw new NotFound("A change to undo");
    const days: DayChange[] = change.days;
    if (change.rotationId) await restoreRotation(tx, userId, change.rotationId, change.rotationBefore ?? null);
    const current = await readDays(tx, userId, { dates: days.map((d) => d.date) });
    const writes = undoWrites(days, current);
    await writeDays(tx, userId, writes);
    if (change.rotationId && !change.rotationBefore) await tx.delete(rotations).where(and(eq(rotations.id, change.rotationId), eq(rotations.userId, userId)));
    await tx.update(calendarChanges).set({ undoneAt: new Date() }).where(eq(calendarChanges.id, change.id));
    return { id: change.id, kind: change.kind, summary: change.summary, days: writes.map((w) => changedDay(w.date, w)) };
  });
}

/** Puts a rotation back as it was (re-made if it was stopped and removed since). */
async function restoreRotation(tx: Tx, userId: string, rotationId: string, before: RotationSnapshot) {
  if (!before) return; // it was made by the change: deleted once its days are back
  const values = {
    name: before.name,
    startDate: before.startDate,
    endDate: before.endDate,
    cycle: before.cycle,
    keepHandSet: before.keepHandSet,
    updatedAt: new Date(),
  };
  await tx
    .insert(rotations)
    .values({ id: rotationId, userId, ...values })
    .onConflictDoUpdate({ target: rotations.id, set: values, setWhere: eq(rotations.userId, userId) });
}
