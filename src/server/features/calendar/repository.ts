import { ownedBy } from "../../db/user-scope";
import { eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { daysWrites, dayValue } from "@core/calendar-changes";
import { changedSinceMessage, dayVersion, type Seen } from "@core/seen-versions";
import type { CalendarMonth, CalendarShiftType } from "@core/schemas/calendar";
import { normalFlags, type ShiftFlag } from "@core/shift-flags";
import type { TimeOffKind } from "@core/time-off";
import type { LibraryShift } from "@core/schedule-import";
import type { Database } from "../../db/client";
import { calendarShifts, shiftTypes } from "../../db/schema";
import { ChangedSince, NotFound } from "../../domain-errors";
import { hhmm } from "../../db/time-columns";
import { preparedRows } from "../../db/prepared";
import { lockCalendar, readDays, recordChange, type Tx } from "./changes-repository";

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
  shifts: [string, "applied" | "dated", string, string | null, ShiftFlag[] | null, string | null][] | string;
  time_off: [string, TimeOffKind][] | string;
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
      (select coalesce(json_agg(json_build_array(s.date, s.source, s.shift_type_id, s.rotation_id, s.flags, s.float_to)), '[]') from (
        select date, 'applied' as source, shift_type_id, rotation_id, nullif(flags, '[]'::jsonb) as flags, float_to from calendar_shifts
        where user_id = ${userId} and date between ${from} and ${to} and shift_type_id is not null
        union all
        select date, 'dated', id, null::uuid, null::jsonb, null::text from shift_types
        where user_id = ${userId} and date between ${from} and ${to} and ${notAppliedOnItsDate}
      ) s) as shifts,
      (select coalesce(json_agg(json_build_array(date, time_off) order by date), '[]') from calendar_shifts
        where user_id = ${userId} and date between ${from} and ${to} and time_off is not null) as time_off,
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
  const shifts: CalendarMonth["shifts"] = fromJson(row.shifts).map(([date, source, shiftTypeId, rotationId, flags, floatTo]) => {
    const kept = normalFlags(flags);
    return {
      date,
      shiftTypeId,
      source,
      ...(rotationId ? { rotationId } : {}),
      ...(kept.length ? { flags: kept } : {}),
      ...(floatTo && kept.includes("float") ? { floatTo } : {}),
    };
  });
  // The applied shift first on each day, then one-offs by start time.
  const rank = (s: CalendarMonth["shifts"][number]) => `${s.date}|${s.source === "applied" ? 0 : 1}|${byId.get(s.shiftTypeId)?.startTime ?? ""}`;
  shifts.sort((a, b) => rank(a).localeCompare(rank(b)));
  const timeZone = row.timezone ?? "UTC";
  const timeOff = fromJson(row.time_off).map(([date, kind]) => ({ date, kind }));
  return { from, to, timeZone, shifts, shiftTypes: types, noteCounts: fromJson(row.notes), timeOff };
}

/** Throws NotFound unless the shift type is hers. */
async function assertOwnShiftType(db: Database | Tx, userId: string, shiftTypeId: string) {
  const [own] = await db
    .select({ id: shiftTypes.id })
    .from(shiftTypes)
    .where(ownedBy(shiftTypes, userId, eq(shiftTypes.id, shiftTypeId)))
    .limit(1);
  if (!own) throw new NotFound("Shift");
}

/** What a change puts on its days: a shift (its flags given, or kept when left out), time off, or nothing. */
export interface DaysContent {
  shiftTypeId: string | null;
  flags?: ShiftFlag[];
  floatTo?: string | null;
  timeOff?: TimeOffKind | null;
}

/**
 * Puts the same shift (or time off) on many days, or clears them (null), as
 * ONE undoable change (decision 043). Hand-set: a day a rotation made becomes
 * hers. Flags left out: each day keeps the flags its shift had (decision 053).
 */
export async function changeDays(db: Database, userId: string, kind: "tap" | "batch" | "clear", dates: readonly string[], content: DaysContent) {
  return (await changeDaysReading(db, userId, kind, dates, content)).change;
}

/** changeDays, with what the days held before. */
async function changeDaysReading(
  db: Database,
  userId: string,
  kind: "tap" | "batch" | "clear",
  dates: readonly string[],
  content: DaysContent,
  seen: Seen = undefined,
) {
  return db.transaction(async (tx) => {
    if (content.shiftTypeId && !content.timeOff) await assertOwnShiftType(tx, userId, content.shiftTypeId);
    await lockCalendar(tx, userId);
    const current = await readDays(tx, userId, { dates: [...dates] });
    // A change made offline on a day that has changed since (decision 057): the day as it is now wins.
    if (seen !== undefined && dates.some((date) => dayVersion(current.get(date)) !== seen)) throw new ChangedSince(changedSinceMessage("day"));
    if (kind === "clear" && !current.size) throw new NotFound("A shift on that day");
    const change = await recordChange(tx, userId, kind, daysWrites(dates, content, current), current);
    return { change, current };
  });
}

/** Her library (not the one-off dated shifts), as a schedule's photo is matched to it. */
export async function libraryShifts(db: Database, userId: string): Promise<LibraryShift[]> {
  const rows = await db
    .select({ id: shiftTypes.id, name: shiftTypes.name, nickname: shiftTypes.nickname, startTime: shiftTypes.startTime, endTime: shiftTypes.endTime })
    .from(shiftTypes)
    .where(ownedBy(shiftTypes, userId, isNull(shiftTypes.date)))
    .orderBy(shiftTypes.position, shiftTypes.createdAt);
  return rows.map((r) => ({ ...r, startTime: hhmm(r.startTime), endTime: hhmm(r.endTime) }));
}

/**
 * Each day its own shift type (a reviewed schedule photo), as ONE undoable
 * change of kind batch (decision 055). A shift type that is not hers: NotFound, nothing changed.
 */
export async function changeEachDay(db: Database, userId: string, days: readonly { date: string; shiftTypeId: string }[]) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(days.map((d) => d.shiftTypeId))];
    const own = await tx
      .select({ id: shiftTypes.id })
      .from(shiftTypes)
      .where(ownedBy(shiftTypes, userId, inArray(shiftTypes.id, ids)));
    if (own.length !== ids.length) throw new NotFound("Shift");
    await lockCalendar(tx, userId);
    const current = await readDays(tx, userId, { dates: days.map((d) => d.date) });
    return recordChange(
      tx,
      userId,
      "batch",
      // As a tap would: a day off becomes the shift, a shift's flags stay with the day (decision 053).
      days.flatMap((d) => daysWrites([d.date], { shiftTypeId: d.shiftTypeId }, current)),
      current,
    );
  });
}

/**
 * Puts one of my shift types on a date (with its flags) or a day of time off,
 * replacing what was there; another nurse's shift type is a 404 and changes nothing.
 */
/** `seen`: the day's version the change was made on (If-Match), when it waited offline. */
export async function applyShift(db: Database, userId: string, date: string, content: DaysContent, seen?: Seen) {
  const { change, current } = await changeDaysReading(db, userId, "tap", [date], content, seen);
  const [write] = daysWrites([date], content, current);
  const now = write ?? dayValue(current, date);
  return {
    date,
    shiftTypeId: now.shiftTypeId,
    source: "applied" as const,
    flags: now.flags ?? [],
    floatTo: now.floatTo ?? null,
    timeOff: now.timeOff ?? null,
    changeId: change.changeId,
  };
}

export async function clearDay(db: Database, userId: string, date: string, seen?: Seen) {
  await changeDaysReading(db, userId, "clear", [date], { shiftTypeId: null }, seen);
}

/** Every shift from `from` on, with the flags she gave it, for the subscription feed. */
export async function shiftsFrom(db: Database, userId: string, from: string) {
  const applied = db
    .select({ key: calendarShifts.id, date: calendarShifts.date, ...typeColumns, flags: calendarShifts.flags, floatTo: calendarShifts.floatTo })
    .from(calendarShifts)
    .innerJoin(shiftTypes, eq(shiftTypes.id, calendarShifts.shiftTypeId))
    .where(ownedBy(calendarShifts, userId, gte(calendarShifts.date, from)));
  const dated = db
    .select({
      key: shiftTypes.id,
      date: sql<string>`${shiftTypes.date}`.as("date"),
      ...typeColumns,
      flags: sql<ShiftFlag[]>`'[]'::jsonb`.as("flags"),
      floatTo: sql<string | null>`null::text`.as("float_to"),
    })
    .from(shiftTypes)
    .where(ownedBy(shiftTypes, userId, gte(shiftTypes.date, from), notAppliedOnItsDate));
  const rows = await unionAll(applied, dated)
    .orderBy(sql`date`)
    .limit(10_000);
  return rows.map((r) => ({
    ...r,
    flags: normalFlags(typeof r.flags === "string" ? (JSON.parse(r.flags) as unknown[]) : r.flags),
    startTime: hhmm(r.startTime),
    endTime: hhmm(r.endTime),
    paidHours: Number(r.paidHours),
  }));
}

/** Her days of time off from `from` on, for the subscription feed. */
export async function timeOffFrom(db: Database, userId: string, from: string) {
  const rows = await db
    .select({ key: calendarShifts.id, date: calendarShifts.date, kind: calendarShifts.timeOff })
    .from(calendarShifts)
    .where(ownedBy(calendarShifts, userId, gte(calendarShifts.date, from), isNotNull(calendarShifts.timeOff)))
    .orderBy(calendarShifts.date)
    .limit(10_000);
  return rows.flatMap((r) => (r.kind ? [{ key: r.key, date: r.date, kind: r.kind }] : []));
}
