import { ownedBy } from "../../db/user-scope";
import { eq, gte, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";
import type { Database } from "../../db/client";
import { calendarShifts, shiftTypes } from "../../db/schema";
import { NotFound } from "../../domain-errors";
import { hhmm } from "../../db/time-columns";
import { preparedRows } from "../../db/prepared";

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

interface MonthRow {
  timezone: string | null;
  shifts: [string, "applied" | "dated", string][] | string;
  types: CalendarShiftType[] | string;
  notes: Record<string, number> | string;
}

/** A one-off also applied on its own date is one shift there, not two. */
const notAppliedOnItsDate = sql`not exists (select 1 from ${calendarShifts} where ${calendarShifts.userId} = ${shiftTypes.userId} and ${calendarShifts.date} = ${shiftTypes.date} and ${calendarShifts.shiftTypeId} = ${shiftTypes.id})`;

/** json columns arrive parsed from both drivers; a string is parsed here, to be safe. */
const fromJson = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

/**
 * GET /api/calendar: a month grid (or any range) in ONE statement served by the
 * (user_id, date) indexes — the shifts of each day, the shift types they use,
 * the note count per date and the nurse's time zone — built as JSON by the database.
 */
/** A range of the calendar as stored; "today" is added by the caller (it changes at midnight, the rows do not). */
export type CalendarRange = Omit<CalendarMonth, "today">;

export async function calendarRange(db: Database, userId: string, from: string, to: string): Promise<CalendarRange> {
  const [row] = await preparedRows<MonthRow>(
    db,
    "calendar-range",
    sql`
    select
      (select timezone from profiles where user_id = ${userId}) as timezone,
      (select coalesce(json_agg(json_build_array(s.date, s.source, s.shift_type_id)), '[]') from (
        select date, 'applied' as source, shift_type_id from calendar_shifts
        where user_id = ${userId} and date between ${from} and ${to}
        union all
        select date, 'dated', id from shift_types
        where user_id = ${userId} and date between ${from} and ${to} and ${notAppliedOnItsDate}
      ) s) as shifts,
      (select coalesce(json_agg(json_build_object(
          'id', st.id, 'name', st.name, 'nickname', st.nickname, 'icon', st.icon, 'symbol', st.symbol,
          'color', st.color, 'location', st.location, 'startTime', to_char(st.start_time, 'HH24:MI'),
          'endTime', to_char(st.end_time, 'HH24:MI'), 'paidHours', st.paid_hours)), '[]')
        from shift_types st
        where st.user_id = ${userId}
          and (st.date between ${from} and ${to}
            or st.id in (select shift_type_id from calendar_shifts where user_id = ${userId} and date between ${from} and ${to}))
      ) as types,
      (select coalesce(json_object_agg(date, n), '{}') from (
        select date, count(*)::int as n from calendar_notes
        where user_id = ${userId} and date between ${from} and ${to}
        group by date
      ) c) as notes`,
  );
  if (!row) throw new Error("the month query answered no row");
  const types = fromJson(row.types).map((t) => ({ ...t, paidHours: Number(t.paidHours) }));
  const byId = new Map(types.map((t) => [t.id, t]));
  const shifts: CalendarMonth["shifts"] = fromJson(row.shifts).map(([date, source, shiftTypeId]) => ({ date, shiftTypeId, source }));
  // The applied shift first on each day, then one-offs by start time.
  const rank = (s: CalendarMonth["shifts"][number]) => `${s.date}|${s.source === "applied" ? 0 : 1}|${byId.get(s.shiftTypeId)?.startTime ?? ""}`;
  shifts.sort((a, b) => rank(a).localeCompare(rank(b)));
  const timeZone = row.timezone ?? "UTC";
  return { from, to, timeZone, shifts, shiftTypes: types, noteCounts: fromJson(row.notes) };
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
  if (!row) throw new NotFound("Shift");
  return { date: row.date, shiftTypeId: row.shift_type_id, source: "applied" as const };
}

export async function clearDay(db: Database, userId: string, date: string) {
  const removed = await db
    .delete(calendarShifts)
    .where(ownedBy(calendarShifts, userId, eq(calendarShifts.date, date)))
    .returning({ id: calendarShifts.id });
  if (!removed.length) throw new NotFound("A shift on that day");
}

/** Every shift from `from` on, for the subscription feed. */
export async function shiftsFrom(db: Database, userId: string, from: string) {
  const applied = db
    .select({ key: calendarShifts.id, date: calendarShifts.date, ...typeColumns })
    .from(calendarShifts)
    .innerJoin(shiftTypes, eq(shiftTypes.id, calendarShifts.shiftTypeId))
    .where(ownedBy(calendarShifts, userId, gte(calendarShifts.date, from)));
  const dated = db
    .select({ key: shiftTypes.id, date: sql<string>`${shiftTypes.date}`.as("date"), ...typeColumns })
    .from(shiftTypes)
    .where(ownedBy(shiftTypes, userId, gte(shiftTypes.date, from), notAppliedOnItsDate));
  const rows = await unionAll(applied, dated)
    .orderBy(sql`date`)
    .limit(10_000);
  return rows.map((r) => ({ ...r, startTime: hhmm(r.startTime), endTime: hhmm(r.endTime), paidHours: Number(r.paidHours) }));
}
