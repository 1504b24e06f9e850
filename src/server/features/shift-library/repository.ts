import { asc, eq, inArray, sql } from "drizzle-orm";
import { jobLabel } from "@core/job-label";
import type { ShiftType } from "@core/schemas/shift-types";
import type { z } from "zod";
import type { createShiftTypeBody, updateShiftTypeBody } from "@core/schemas/shift-types";
import type { Database } from "../../db/client";
import { calendarShifts, jobs, shiftTypePremiums, shiftTypes } from "../../db/schema";
import { hhmm } from "../../db/time-columns";
import { userScope, ownedBy } from "../../db/user-scope";
import { NotFound } from "../../domain-errors";

type NewShiftType = z.output<typeof createShiftTypeBody>;
type ShiftTypePatch = z.output<typeof updateShiftTypeBody>;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const selection = {
  row: shiftTypes,
  job: { id: jobs.id, designation: jobs.designation, facility: jobs.facility, employer: jobs.employer, hourlyRate: jobs.hourlyRate },
  // The days it is applied to, plus a one-off's own date (counted once if also applied there).
  daysOnCalendar:
    sql<number>`(select count(*)::int from ${calendarShifts} where ${calendarShifts.shiftTypeId} = ${shiftTypes.id} and ${calendarShifts.date} is distinct from ${shiftTypes.date}) + (${shiftTypes.date} is not null)::int`.mapWith(
      Number,
    ),
};

type Selected = {
  row: typeof shiftTypes.$inferSelect;
  job: { id: string; designation: string; facility: string | null; employer: string; hourlyRate: number } | null;
  daysOnCalendar: number;
};
type PremiumRow = typeof shiftTypePremiums.$inferSelect;

function toShiftType({ row, job, daysOnCalendar }: Selected, premiums: PremiumRow[]): ShiftType {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    icon: row.icon,
    symbol: row.symbol,
    color: row.color,
    location: row.location,
    unit: row.unit,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    paidHours: row.paidHours,
    jobId: row.jobId,
    job: job ? { id: job.id, label: jobLabel(job), hourlyRate: job.hourlyRate } : null,
    hourlyRate: row.hourlyRate,
    premiums: premiums
      .filter((p) => p.shiftTypeId === row.id)
      .map((p) => ({ id: p.id, name: p.name, amountPerHour: p.amountPerHour, appliesFrom: hhmm(p.appliesFrom), appliesTo: hhmm(p.appliesTo), days: p.days })),
    date: row.date,
    daysOnCalendar,
    createdAt: row.createdAt.toISOString(),
  };
}

async function premiumsOf(db: Database | Tx, userId: string, ids: string[]): Promise<PremiumRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(shiftTypePremiums)
    .where(ownedBy(shiftTypePremiums, userId, inArray(shiftTypePremiums.shiftTypeId, ids)))
    .orderBy(asc(shiftTypePremiums.position));
}

/**
 * The nurse's shift library: her shifts in her order (oldest first until she
 * reorders), then the one-off dated shifts by date (the picker shows
 * her library first; newest first put one-offs ahead of Day and Night).
 */
export async function listShiftTypes(db: Database, userId: string): Promise<ShiftType[]> {
  const rows = (await db
    .select(selection)
    .from(shiftTypes)
    .leftJoin(jobs, eq(jobs.id, shiftTypes.jobId))
    .where(userScope(db, userId).mine(shiftTypes))
    .orderBy(sql`${shiftTypes.date} is not null`, asc(shiftTypes.date), asc(shiftTypes.position), asc(shiftTypes.createdAt), asc(shiftTypes.id))) as Selected[];
  const premiums = await premiumsOf(
    db,
    userId,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toShiftType(r, premiums));
}

/** One of mine, or 404. */
export async function getShiftType(db: Database | Tx, userId: string, id: string): Promise<ShiftType> {
  const [row] = (await db
    .select(selection)
    .from(shiftTypes)
    .leftJoin(jobs, eq(jobs.id, shiftTypes.jobId))
    .where(userScope(db as Database, userId).byId(shiftTypes, id))
    .limit(1)) as Selected[];
  if (!row) throw new NotFound("Shift");
  return toShiftType(row, await premiumsOf(db, userId, [id]));
}

/** A job id in a body must be one of mine (another nurse's answers 404, like a missing one). */
async function assertMyJob(db: Database | Tx, userId: string, jobId: string | null | undefined) {
  if (!jobId) return;
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(ownedBy(jobs, userId, eq(jobs.id, jobId)))
    .limit(1);
  if (!row) throw new NotFound("Job");
}

async function replacePremiums(tx: Tx, userId: string, shiftTypeId: string, premiums: NewShiftType["premiums"]) {
  await tx.delete(shiftTypePremiums).where(ownedBy(shiftTypePremiums, userId, eq(shiftTypePremiums.shiftTypeId, shiftTypeId)));
  if (premiums.length) {
    await tx.insert(shiftTypePremiums).values(premiums.map((p, position) => ({ ...p, userId, shiftTypeId, position })));
  }
}

export async function createShiftType(db: Database, userId: string, body: NewShiftType): Promise<ShiftType> {
  return db.transaction(async (tx) => {
    await assertMyJob(tx, userId, body.jobId);
    const { premiums, ...values } = body;
    // A new shift goes to the end of her order.
    const position = sql<number>`(select coalesce(max(${shiftTypes.position}), -1) + 1 from ${shiftTypes} where ${shiftTypes.userId} = ${userId})`;
    const [row] = await tx
      .insert(shiftTypes)
      .values({ ...values, userId, position })
      .returning({ id: shiftTypes.id });
    await replacePremiums(tx, userId, row!.id, premiums);
    return getShiftType(tx, userId, row!.id);
  });
}

export async function updateShiftType(db: Database, userId: string, id: string, patch: ShiftTypePatch): Promise<ShiftType> {
  return db.transaction(async (tx) => {
    await assertMyJob(tx, userId, patch.jobId);
    const { premiums, ...values } = patch;
    const scope = userScope(tx as unknown as Database, userId);
    // Locked until the end, so two devices replacing the premiums at once take turns
    // instead of both inserting their list (calendar writes, which only share the key, go on).
    const [mine] = await tx.select({ id: shiftTypes.id }).from(shiftTypes).where(scope.byId(shiftTypes, id)).for("no key update");
    if (!mine) throw new NotFound("Shift");
    if (Object.keys(values).length) await scope.update(shiftTypes, id, values, "Shift");
    if (premiums) await replacePremiums(tx, userId, id, premiums);
    return getShiftType(tx, userId, id);
  });
}

/**
 * Her order of the library: each listed shift takes its place in the list (the
 * others keep theirs). Any id that is not one of hers answers 404 and changes nothing.
 */
export async function reorderShiftTypes(db: Database, userId: string, ids: string[]): Promise<ShiftType[]> {
  await db.transaction(async (tx) => {
    const scope = userScope(tx as unknown as Database, userId);
    const listed = scope.mine(shiftTypes, inArray(shiftTypes.id, ids));
    const mine = await tx.select({ id: shiftTypes.id }).from(shiftTypes).where(listed).for("no key update");
    if (mine.length !== ids.length) throw new NotFound("Shift");
    const place = sql.join(
      ids.map((id, i) => sql`when ${id}::uuid then ${i}::int`),
      sql` `,
    );
    await tx
      .update(shiftTypes)
      .set({ position: sql`case ${shiftTypes.id} ${place} end` })
      .where(listed);
  });
  return listShiftTypes(db, userId);
}

/** Deletes the shift type and the calendar days it was on (applied, or its own date); says how many days. */
export async function deleteShiftType(db: Database, userId: string, id: string): Promise<{ id: string; removedDays: number }> {
  return db.transaction(async (tx) => {
    const scope = userScope(tx as unknown as Database, userId);
    const removed = await tx
      .delete(calendarShifts)
      .where(scope.mine(calendarShifts, eq(calendarShifts.shiftTypeId, id)))
      .returning({ date: calendarShifts.date });
    const { date } = await scope.remove(shiftTypes, id, "Shift");
    const days = new Set(removed.map((r) => r.date));
    if (date) days.add(date);
    return { id, removedDays: days.size };
  });
}
