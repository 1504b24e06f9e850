import { and, desc, eq, inArray } from "drizzle-orm";
import { changesOf } from "@core/calendar-changes";
import { addDays } from "@core/calendar-dates";
import { monthsFilled, rotationDay, rotationMaxEnd, rotationWrites, type RotationPlan } from "@core/rotations";
import type { Rotation, RotationPreview } from "@core/schemas/rotations";
import type { Database } from "../../db/client";
import { shiftTypes } from "../../db/schema";
import { NotFound } from "../../domain-errors";
import { badRequest } from "../../http/errors";
import { lockCalendar, readDays, recordChange, type Tx } from "./changes-repository";
import { rotations, type RotationSnapshot } from "./table";

type RotationInput = Omit<Rotation, "id">;

const columns = {
  id: rotations.id,
  name: rotations.name,
  startDate: rotations.startDate,
  endDate: rotations.endDate,
  cycle: rotations.cycle,
  keepHandSet: rotations.keepHandSet,
};

export async function listRotations(db: Database, userId: string): Promise<Rotation[]> {
  return db.select(columns).from(rotations).where(eq(rotations.userId, userId)).orderBy(desc(rotations.startDate), desc(rotations.createdAt));
}

async function ownRotation(tx: Tx | Database, userId: string, id: string): Promise<Rotation> {
  const [row] = await tx
    .select(columns)
    .from(rotations)
    .where(and(eq(rotations.id, id), eq(rotations.userId, userId)));
  if (!row) throw new NotFound("Rotation");
  return row;
}

/** Every shift type of the cycle is hers, or NotFound (another nurse's id changes nothing). */
async function assertOwnCycle(tx: Tx | Database, userId: string, cycle: readonly (string | null)[]) {
  const ids = [...new Set(cycle.filter((d): d is string => d !== null))];
  const own = await tx
    .select({ id: shiftTypes.id })
    .from(shiftTypes)
    .where(and(eq(shiftTypes.userId, userId), inArray(shiftTypes.id, ids)));
  if (own.length !== ids.length) throw new NotFound("Shift");
}

/** What applying a new rotation would do: the months it fills, what it replaces, the hand-set days it keeps. Nothing is written. */
export async function previewRotation(db: Database, userId: string, input: RotationInput): Promise<RotationPreview> {
  await assertOwnCycle(db, userId, input.cycle);
  const plan = { id: "new", ...input };
  const current = await readDays(db, userId, { from: input.startDate, to: input.endDate });
  const writes = rotationWrites(plan, current, { from: input.startDate, to: input.endDate, keepHandSet: input.keepHandSet });
  const changes = changesOf(writes, current);
  const keeps: RotationPreview["keeps"] = [];
  if (input.keepHandSet) {
    for (const [date, v] of current) {
      const wanted = rotationDay(plan, date);
      if (v.rotationId === null && v.shiftTypeId && wanted !== undefined && wanted !== v.shiftTypeId) keeps.push({ date, shiftTypeId: v.shiftTypeId });
    }
  }
  return {
    months: monthsFilled(writes),
    replaces: changes.flatMap((c) => (c.before.shiftTypeId ? [{ date: c.date, shiftTypeId: c.before.shiftTypeId, with: c.after.shiftTypeId }] : [])),
    keeps: keeps.sort((a, b) => a.date.localeCompare(b.date)),
    changes: changes.length,
  };
}

/** Makes the calendar follow `plan` from `from` to `to`, as one undoable change that also keeps the rotation as it was. */
async function follow(tx: Tx, userId: string, plan: RotationPlan, window: { from: string; to: string }, keepHandSet: boolean, before: RotationSnapshot) {
  const current = await readDays(tx, userId, window);
  const writes = window.from <= window.to ? rotationWrites(plan, current, { ...window, keepHandSet }) : [];
  return recordChange(tx, userId, "rotation", writes, current, { id: plan.id, before });
}

/** A new rotation, applied at once from its start to its end (decision 044). */
export async function createRotation(db: Database, userId: string, input: RotationInput) {
  return db.transaction(async (tx) => {
    await assertOwnCycle(tx, userId, input.cycle);
    await lockCalendar(tx, userId);
    const [rotation] = await tx
      .insert(rotations)
      .values({ userId, ...input })
      .returning(columns);
    const change = await follow(tx, userId, rotation!, { from: input.startDate, to: input.endDate }, input.keepHandSet, null);
    return { ...rotation!, change };
  });
}

/**
 * A new name, or a new cycle, end date or choice about hand-set days from a day
 * onward: only days from `from` on change (the cycle still counts from the
 * rotation's start, so the days before keep their place in it).
 */
export async function editRotation(
  db: Database,
  userId: string,
  id: string,
  patch: { from?: string; name?: string; endDate?: string; cycle?: (string | null)[]; keepHandSet?: boolean },
) {
  return db.transaction(async (tx) => {
    await lockCalendar(tx, userId);
    const before = await ownRotation(tx, userId, id);
    const next = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([k, v]) => k !== "from" && v !== undefined)) } as Rotation;
    if (patch.cycle) await assertOwnCycle(tx, userId, patch.cycle);
    if (next.endDate < next.startDate)
      throw badRequest("The end date must be on or after the start date", { endDate: "The end date must be on or after the start date" });
    if (next.endDate > rotationMaxEnd(next.startDate))
      throw badRequest("A rotation may run at most 2 years", { endDate: "A rotation may run at most 2 years" });
    const { id: _id, ...values } = next;
    await tx
      .update(rotations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rotations.id, id));
    const from = patch.from ?? next.startDate;
    const to = before.endDate > next.endDate ? before.endDate : next.endDate;
    const daysChange = patch.cycle !== undefined || patch.endDate !== undefined || patch.keepHandSet !== undefined;
    const change = await follow(tx, userId, next, daysChange ? { from, to } : { from: to, to: addDays(to, -1) }, next.keepHandSet, before);
    return { ...next, change };
  });
}

/**
 * Stops a rotation from a day (its start when not given): the days it made from
 * then on are cleared, her own changes kept. Stopped from its start, it is
 * removed; else it ends the day before.
 */
export async function stopRotation(db: Database, userId: string, id: string, from: string | undefined) {
  return db.transaction(async (tx) => {
    await lockCalendar(tx, userId);
    const before = await ownRotation(tx, userId, id);
    const stopFrom = from && from > before.startDate ? from : before.startDate;
    const removed = stopFrom === before.startDate;
    const plan = { ...before, endDate: addDays(stopFrom, -1) };
    const window = { from: stopFrom, to: before.endDate };
    const current = await readDays(tx, userId, window);
    const writes = window.from <= window.to ? rotationWrites(plan, current, { ...window, keepHandSet: true }) : [];
    // The change is kept before the rotation goes: undo puts both back.
    const change = await recordChange(tx, userId, "rotation", writes, current, { id, before });
    if (removed) await tx.delete(rotations).where(eq(rotations.id, id));
    else await tx.update(rotations).set({ endDate: plan.endDate, updatedAt: new Date() }).where(eq(rotations.id, id));
    return { rotation: removed ? null : plan, change };
  });
}
