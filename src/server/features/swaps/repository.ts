import { and, desc, eq, or, sql } from "drizzle-orm";
import { todayIn } from "@core/calendar-dates";
import type { Swap } from "@core/schemas/swaps";
import {
  swapDayLabel,
  swapDaysChanged,
  swapKind,
  swapRequestProblem,
  swapStatus,
  swapTransition,
  swapWrites,
  type SwapAction,
  type SwapRole,
} from "@core/swaps";
import type { Database } from "../../db/client";
import { colleagueLinks, swaps, users } from "../../db/schema";
import { connectedColleaguesOf } from "../../db/user-scope";
import { userTimeZone } from "../../db/user-time-zone";
import { NotFound } from "../../domain-errors";
import { ApiError, badRequest, conflict, isUniqueViolation } from "../../http/errors";

type Row = typeof swaps.$inferSelect;
/** A transaction or the database: both run statements. */
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const todayOf = async (db: Database, userId: string) => todayIn(await userTimeZone(db, userId));

/** A request as `viewerId` sees it: her side, and the other nurse by her own label for them (their account name once unconnected). */
function asSeenBy(viewerId: string, row: Row, other: { name: string }, link: typeof colleagueLinks.$inferSelect | null, today: string): Swap {
  const role: SwapRole = row.requesterId === viewerId ? "requester" : "colleague";
  const label = link ? (link.inviterId === viewerId ? link.inviterLabel : (link.inviteeLabel ?? other.name)) : other.name;
  const days = { date: row.date, theirDate: row.theirDate };
  return {
    id: row.id,
    kind: swapKind(days),
    status: swapStatus(row.status, days, today),
    role,
    other: { id: link?.id ?? null, name: label },
    date: row.date,
    shift: { name: row.shiftName, start: row.startTime, end: row.endTime, location: row.location },
    theirDate: row.theirDate,
    theirShift:
      row.theirDate !== null
        ? { name: row.theirShiftName ?? "", start: row.theirStartTime ?? "", end: row.theirEndTime ?? "", location: row.theirLocation ?? "" }
        : null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** Requests she sent or was sent (all, or one by id), each with the other nurse's account and the link between them. */
async function swapRows(db: Database | Tx, viewerId: string, id?: string) {
  return db
    .select({ swap: swaps, otherName: users.name, otherEmail: users.email, link: colleagueLinks })
    .from(swaps)
    .innerJoin(users, sql`${users.id} = case when ${swaps.requesterId} = ${viewerId} then ${swaps.colleagueId} else ${swaps.requesterId} end`)
    .leftJoin(colleagueLinks, eq(colleagueLinks.id, swaps.linkId))
    .where(and(id ? eq(swaps.id, id) : undefined, or(eq(swaps.requesterId, viewerId), eq(swaps.colleagueId, viewerId))))
    .orderBy(desc(swaps.createdAt), desc(swaps.id));
}

/**
 * Her swaps, both sides, newest first: `open` those waiting for an answer,
 * `agreed` the accepted ones (her record, by the day agreed), or all.
 */
export async function listSwaps(db: Database, viewerId: string, show?: "open" | "agreed"): Promise<Swap[]> {
  const today = await todayOf(db, viewerId);
  const all = (await swapRows(db, viewerId)).map((r) => asSeenBy(viewerId, r.swap, { name: r.otherName }, r.link, today));
  if (show === "open") return all.filter((s) => s.status === "pending");
  if (show === "agreed") return all.filter((s) => s.status === "accepted").sort((a, b) => (b.answeredAt ?? "").localeCompare(a.answeredAt ?? ""));
  return all;
}

/** One request of hers (either side), or NotFound. */
async function swapOf(db: Database | Tx, viewerId: string, id: string) {
  const [row] = await swapRows(db, viewerId, id);
  if (!row) throw new NotFound("Swap request");
  return row;
}

/** The shift applied on each of these days of a nurse's calendar, with its working facts (applied shifts only: a one-off's own date is not swapped). */
async function appliedShifts(db: Database | Tx, userId: string, dates: string[]) {
  const rows = rowsOf<{ date: string; shift_type_id: string; name: string; start: string; end: string; location: string; unit: string }>(
    await db.execute(sql`
      select cs.date::text as date, cs.shift_type_id::text as shift_type_id, st.name, to_char(st.start_time, 'HH24:MI') as start,
        to_char(st.end_time, 'HH24:MI') as "end", st.location, coalesce(nullif(st.unit, ''), j.unit, '') as unit
      from calendar_shifts cs
      join shift_types st on st.id = cs.shift_type_id and st.user_id = cs.user_id
      left join jobs j on j.id = st.job_id and j.user_id = st.user_id
      where cs.user_id = ${userId} and cs.date in (${sql.join(
        dates.map((d) => sql`${d}::date`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [r.date, r]));
}

/** The colleague a connection of hers leads to, or NotFound (a stranger, an invitation not accepted, a removed colleague). */
async function connectedColleague(db: Database | Tx, viewerId: string, linkId: string) {
  const [row] = rowsOf<{ colleague_id: string }>(
    await db.execute(sql`select c.colleague_id from (${connectedColleaguesOf(viewerId)}) c where c.link_id = ${linkId}`),
  );
  if (!row) throw new NotFound("Colleague");
  const [account] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, row.colleague_id));
  return account!;
}

export interface Notice {
  /** The nurse to tell, her account name and address. */
  to: { id: string; name: string; email: string };
  swap: Swap;
}

/**
 * A request to a connected colleague: her shift on `date` must be on her
 * calendar and the colleague free that day; in a trade, the colleague's shift
 * on `theirDate` and her free then. The shifts' working facts are kept as asked.
 */
export async function createSwap(
  db: Database,
  requester: { id: string; name: string },
  body: { colleagueId: string; date: string; theirDate?: string; note?: string },
): Promise<{ swap: Swap; notify: Notice["to"] }> {
  const colleague = await connectedColleague(db, requester.id, body.colleagueId);
  const days = { date: body.date, theirDate: body.theirDate ?? null };
  const problem = swapRequestProblem(days, await todayOf(db, requester.id));
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  const dates = [days.date, ...(days.theirDate ? [days.theirDate] : [])];
  const hers = await appliedShifts(db, requester.id, dates);
  const theirs = await appliedShifts(db, colleague.id, dates);
  const mine = hers.get(days.date);
  if (!mine) throw conflict(`You have no shift on ${swapDayLabel(days.date)} to swap.`);
  if (theirs.has(days.date)) throw conflict(`${colleague.name} already works on ${swapDayLabel(days.date)}.`);
  const theirShift = days.theirDate ? theirs.get(days.theirDate) : undefined;
  if (days.theirDate) {
    if (!theirShift) throw conflict(`${colleague.name} has no shift on ${swapDayLabel(days.theirDate)} to trade.`);
    if (hers.has(days.theirDate)) throw conflict(`You already work on ${swapDayLabel(days.theirDate)}.`);
  }
  let row: Row | undefined;
  try {
    [row] = await db
      .insert(swaps)
      .values({
        requesterId: requester.id,
        colleagueId: colleague.id,
        linkId: body.colleagueId,
        date: days.date,
        shiftTypeId: mine.shift_type_id,
        shiftName: mine.name,
        startTime: mine.start,
        endTime: mine.end,
        location: mine.location,
        theirDate: days.theirDate,
        theirShiftTypeId: theirShift?.shift_type_id ?? null,
        theirShiftName: theirShift?.name ?? null,
        theirStartTime: theirShift?.start ?? null,
        theirEndTime: theirShift?.end ?? null,
        theirLocation: theirShift?.location ?? null,
        note: body.note ?? "",
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`You have already asked ${colleague.name} about ${swapDayLabel(days.date)}.`);
    throw error;
  }
  const seen = await swapOf(db, requester.id, row!.id);
  return { swap: asSeenBy(requester.id, seen.swap, { name: seen.otherName }, seen.link, await todayOf(db, requester.id)), notify: colleague };
}

/** Her calendar's changes, one at a time: the same advisory lock the calendar area takes for a tap, a batch or a rotation (decision 043). */
async function lockCalendars(tx: Tx, userIds: string[]) {
  // Always in the same order, so two accepts between the same nurses never wait on each other.
  for (const id of [...userIds].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('calendar'), hashtext(${id}))`);
}

/**
 * A shift type in `receiverId`'s library like `sourceTypeId` (another nurse's):
 * one of hers with the same name, times and place (not a one-off), else a copy
 * made now of its working facts and looks — never its job, pay or premiums.
 */
async function receivedShiftType(tx: Tx, receiverId: string, sourceOwnerId: string, sourceTypeId: string): Promise<string> {
  const [found] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select mine.id::text as id from shift_types src
      join shift_types mine on mine.user_id = ${receiverId} and mine.date is null and mine.name = src.name
        and mine.start_time = src.start_time and mine.end_time = src.end_time and mine.location = src.location
      where src.id = ${sourceTypeId} and src.user_id = ${sourceOwnerId}
      order by mine.created_at limit 1`),
  );
  if (found) return found.id;
  const [copy] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into shift_types (user_id, name, nickname, icon, symbol, color, location, unit, start_time, end_time, paid_hours, position)
      select ${receiverId}, src.name, src.nickname, src.icon, src.symbol, src.color, src.location,
        coalesce(nullif(src.unit, ''), j.unit, ''), src.start_time, src.end_time, src.paid_hours,
        coalesce((select max(position) + 1 from shift_types where user_id = ${receiverId}), 0)
      from shift_types src left join jobs j on j.id = src.job_id and j.user_id = src.user_id
      where src.id = ${sourceTypeId} and src.user_id = ${sourceOwnerId}
      returning id::text as id`),
  );
  return copy!.id;
}

/** Writes one day of a nurse's calendar: her shift type (no flags), or none. */
async function writeDay(tx: Tx, userId: string, date: string, shiftTypeId: string | null) {
  if (shiftTypeId === null) {
    await tx.execute(sql`delete from calendar_shifts where user_id = ${userId} and date = ${date}::date`);
    return;
  }
  await tx.execute(sql`
    insert into calendar_shifts (user_id, date, shift_type_id, rotation_id) values (${userId}, ${date}::date, ${shiftTypeId}, null)
    on conflict (user_id, date) do update set shift_type_id = excluded.shift_type_id, rotation_id = null,
      -- A swapped shift comes without flags, and takes the place of a day of time off she accepted it on (decision 053).
      flags = '[]'::jsonb, float_to = null, time_off = null, updated_at = now()`);
}

const notYourSide = (message: string) => new ApiError(403, "forbidden", message);

/**
 * Her answer (accept, decline) to a request sent to her, or her withdrawal
 * (cancel) of one she sent. Accepting changes both calendars in one transaction,
 * under both calendars' locks: the status moves from pending only in the
 * statement that writes it (of two accepts at once, one finds it pending), and
 * the days must be as they were asked. Not an undoable calendar change of
 * either nurse (decision 054).
 */
export async function answerSwap(db: Database, viewer: { id: string }, id: string, action: SwapAction): Promise<Notice> {
  const seen = await swapOf(db, viewer.id, id);
  const role: SwapRole = seen.swap.requesterId === viewer.id ? "requester" : "colleague";
  const today = await todayOf(db, viewer.id);
  const days = { date: seen.swap.date, theirDate: seen.swap.theirDate };
  const check = (row: Row) => {
    const move = swapTransition(row.status, days, today, action, role);
    if (!move.ok) throw move.reason === "wrong-side" ? notYourSide(move.message) : conflict(move.message);
    return move.next;
  };
  const next = check(seen.swap);
  const updated = await db.transaction(async (tx) => {
    if (action === "accept") await lockCalendars(tx, [seen.swap.requesterId, seen.swap.colleagueId]);
    const [row] = await tx
      .update(swaps)
      .set({ status: next, answeredAt: new Date() })
      .where(and(eq(swaps.id, id), eq(swaps.status, "pending")))
      .returning();
    if (!row) {
      // Answered meanwhile (another tab, a concurrent accept): say what it is now.
      check((await swapOf(tx, viewer.id, id)).swap);
      throw conflict("This swap request was already answered.");
    }
    if (action === "accept") await exchangeShifts(tx, row);
    return row;
  });
  const other = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, role === "requester" ? updated.colleagueId : updated.requesterId));
  const fresh = await swapOf(db, viewer.id, id);
  return { to: other[0]!, swap: asSeenBy(viewer.id, fresh.swap, { name: fresh.otherName }, fresh.link, today) };
}

/** Accepting: both still connected, every day as asked, then her day cleared or traded and theirs given the shift. */
async function exchangeShifts(tx: Tx, row: Row) {
  const [link] = rowsOf<{ link_id: string }>(
    await tx.execute(sql`select c.link_id from (${connectedColleaguesOf(row.requesterId)}) c where c.colleague_id = ${row.colleagueId}`),
  );
  if (!link) throw conflict("You are no longer connected with this colleague: this request can no longer be accepted.");
  const dates = [row.date, ...(row.theirDate ? [row.theirDate] : [])];
  const hers = await appliedShifts(tx, row.requesterId, dates);
  const theirs = await appliedShifts(tx, row.colleagueId, dates);
  const [requester] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.requesterId));
  const changed = swapDaysChanged(
    { date: row.date, theirDate: row.theirDate, shiftTypeId: row.shiftTypeId, theirShiftTypeId: row.theirShiftTypeId },
    { requester: (d) => hers.get(d)?.shift_type_id ?? null, colleague: (d) => theirs.get(d)?.shift_type_id ?? null },
    requester?.name ?? "Your colleague",
  );
  if (changed) throw conflict(changed);
  const writes = swapWrites({ date: row.date, theirDate: row.theirDate });
  const forColleague = await receivedShiftType(tx, row.colleagueId, row.requesterId, row.shiftTypeId);
  const forRequester = row.theirShiftTypeId ? await receivedShiftType(tx, row.requesterId, row.colleagueId, row.theirShiftTypeId) : null;
  for (const w of writes.requester) await writeDay(tx, row.requesterId, w.date, w.shift === "theirs" ? forRequester : null);
  for (const w of writes.colleague) await writeDay(tx, row.colleagueId, w.date, w.shift === "hers" ? forColleague : null);
}
