import { and, between, eq, gte, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";
import type { Database } from "../db/client";
import { calendarShifts, shiftTypes } from "../db/schema";
import { notFound } from "../http/errors";
import { hhmm } from "./shift-types";

const typeColumns = {
  id: shiftTypes.id,
  name: shiftTypes.name,
  nickname: shiftTypes.nickname,
  icon: shiftTypes.icon,
  symbol: shiftTypes.symbol,
  color: shiftTypes.color,
  location: shiftTypes.location,
  startTime: shiftTypes.startTime,
  endTime: shiftTypes.endTime,
  paidHours: shiftTypes.paidHours,
};

/** Applied days and dated library items from `from` to `to`, with what the chips need (one statement). */
export function shiftsInRange(db: Database, userId: string, from: string, to: string) {
  const applied = db
    .select({ date: calendarShifts.date, source: sql<"applied" | "dated">`'applied'`.as("source"), ...typeColumns })
    .from(calendarShifts)
    .innerJoin(shiftTypes, eq(shiftTypes.id, calendarShifts.shiftTypeId))
    .where(and(eq(calendarShifts.userId, userId), between(calendarShifts.date, from, to)));
  const dated = db
    .select({ date: sql<string>`${shiftTypes.date}`.as("date"), source: sql<"applied" | "dated">`'dated'`.as("source"), ...typeColumns })
    .from(shiftTypes)
    .where(and(eq(shiftTypes.userId, userId), between(shiftTypes.date, from, to)));
  return unionAll(applied, dated);
}

interface DayExtras {
  timezone: string | null;
  date: string | null;
  count: number | null;
}

/**
 * GET /api/calendar: one month (or any range) in two indexed statements — the
 * shifts, and the note counts per date together with the nurse's time zone.
 */
export async function calendarRange(db: Database, userId: string, from: string, to: string, today: (zone: string) => string): Promise<CalendarMonth> {
  const [rows, extras] = await Promise.all([
    shiftsInRange(db, userId, from, to),
    db.execute<DayExtras & Record<string, unknown>>(sql`
      select p.timezone, n.date::text as date, n.count
      from (select 1) as one
      left join profiles p on p.user_id = ${userId}
      left join lateral (
        select date, count(*)::int as count from calendar_notes
        where user_id = ${userId} and date between ${from} and ${to}
        group by date
      ) n on true`),
  ]);
  const types = new Map<string, CalendarShiftType>();
  const shifts: CalendarMonth["shifts"] = [];
  for (const r of rows) {
    if (!types.has(r.id)) {
      types.set(r.id, {
        id: r.id,
        name: r.name,
        nickname: r.nickname,
        icon: r.icon,
        symbol: r.symbol,
        color: r.color,
        location: r.location,
        startTime: hhmm(r.startTime),
        endTime: hhmm(r.endTime),
        paidHours: Number(r.paidHours),
      });
    }
    shifts.push({ date: r.date, shiftTypeId: r.id, source: r.source });
  }
  // The applied shift first on each day, then one-offs by start time.
  shifts.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.source !== b.source ? (a.source === "applied" ? -1 : 1) : types.get(a.shiftTypeId)!.startTime.localeCompare(types.get(b.shiftTypeId)!.startTime),
  );
  const extraRows = (extras as unknown as { rows: DayExtras[] }).rows;
  const timeZone = extraRows[0]?.timezone ?? "UTC";
  const noteCounts: Record<string, number> = {};
  for (const e of extraRows) if (e.date) noteCounts[e.date] = Number(e.count);
  return { from, to, today: today(timeZone), timeZone, shifts, shiftTypes: [...types.values()], noteCounts };
}

/**
 * Puts one of my shift types on a date, replacing what was there, in one
 * statement: another nurse's shift type inserts nothing (404) and changes nothing.
 */
export async function applyShift(db: Database, userId: string, date: string, shiftTypeId: string) {
  const result = await db.execute<{ date: string; shift_type_id: string }>(sql`
    insert into calendar_shifts (user_id, date, shift_type_id)
    select ${userId}, ${date}::date, st.id from shift_types st
    where st.id = ${shiftTypeId} and st.user_id = ${userId}
    on conflict (user_id, date) do update set shift_type_id = excluded.shift_type_id, updated_at = now()
    returning date::text as date, shift_type_id`);
  const [row] = (result as unknown as { rows: { date: string; shift_type_id: string }[] }).rows;
  if (!row) throw notFound("Shift");
  return { date: row.date, shiftTypeId: row.shift_type_id, source: "applied" as const };
}

export async function clearDay(db: Database, userId: string, date: string) {
  const removed = await db
    .delete(calendarShifts)
    .where(and(eq(calendarShifts.userId, userId), eq(calendarShifts.date, date)))
    .returning({ id: calendarShifts.id });
  if (!removed.length) throw notFound("A shift on that day");
}

/** Is this shift type on this day (applied there, or dated that day)? */
export async function shiftIsOnDay(db: Database, userId: string, shiftTypeId: string, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: shiftTypes.id })
    .from(shiftTypes)
    .where(
      and(
        eq(shiftTypes.id, shiftTypeId),
        eq(shiftTypes.userId, userId),
        sql`(${shiftTypes.date} = ${date} or exists (select 1 from ${calendarShifts} where ${calendarShifts.userId} = ${userId} and ${calendarShifts.date} = ${date} and ${calendarShifts.shiftTypeId} = ${shiftTypes.id}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Every shift from `from` on, for the subscription feed. */
export async function shiftsFrom(db: Database, userId: string, from: string) {
  const applied = db
    .select({ key: calendarShifts.id, date: calendarShifts.date, ...typeColumns })
    .from(calendarShifts)
    .innerJoin(shiftTypes, eq(shiftTypes.id, calendarShifts.shiftTypeId))
    .where(and(eq(calendarShifts.userId, userId), gte(calendarShifts.date, from)));
  const dated = db
    .select({ key: shiftTypes.id, date: sql<string>`${shiftTypes.date}`.as("date"), ...typeColumns })
    .from(shiftTypes)
    .where(and(eq(shiftTypes.userId, userId), gte(shiftTypes.date, from)));
  const rows = await unionAll(applied, dated).orderBy(sql`date`).limit(10_000);
  return rows.map((r) => ({ ...r, startTime: hhmm(r.startTime), endTime: hhmm(r.endTime), paidHours: Number(r.paidHours) }));
}
