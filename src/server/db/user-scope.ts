import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { changedSinceMessage, recordVersion, type Seen } from "@core/seen-versions";
import { ChangedSince, NotFound } from "../domain-errors";
import type { Database } from "./client";

/** A table of rows each nurse owns: the owner's `userId`. */
export type UserOwnedTable = PgTable & { userId: PgColumn };
/** A user-owned table whose rows have an `id`. */
export type OwnedTable = UserOwnedTable & { id: PgColumn };

/** The WHERE clause for the user's rows of a table (plus any conditions): what every scoped statement carries. */
export const ownedBy = (table: { userId: PgColumn }, userId: string, ...conditions: (SQL | undefined)[]): SQL =>
  and(eq(table.userId, userId), ...conditions) as SQL;

/**
 * The one place reads and writes are scoped to the signed-in user: every
 * statement built here carries `user_id = me`, and a row of someone else's
 * is indistinguishable from a missing one (404).
 */
export function userScope(db: Database, userId: string) {
  const mine = (table: UserOwnedTable, ...conditions: (SQL | undefined)[]): SQL => ownedBy(table, userId, ...conditions);
  const byId = <T extends OwnedTable>(table: T, id: string): SQL => mine(table, eq(table.id, id));

  return {
    userId,
    /** The WHERE clause for rows of mine (plus any extra conditions). */
    mine,
    byId,
    async list<T extends OwnedTable>(table: T, ...conditions: (SQL | undefined)[]): Promise<T["$inferSelect"][]> {
      return (await db
        .select()
        .from(table as PgTable)
        .where(mine(table, ...conditions))) as T["$inferSelect"][];
    },
    /** My row with this id, or NotFound (404). */
    async get<T extends OwnedTable>(table: T, id: string, what = "That"): Promise<T["$inferSelect"]> {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(byId(table, id))
        .limit(1)) as T["$inferSelect"][];
      if (!row) throw new NotFound(what);
      return row;
    },
    /**
     * My row with this id as the caller saw it (decision 057): with a version seen, locked until the
     * transaction ends and refused with ChangedSince (412) unless its updatedAt is still that version.
     * Call it in a transaction when `seen` may be given.
     */
    async getAsSeen<T extends OwnedTable & { updatedAt: PgColumn }>(table: T, id: string, what: "contact" | "task", seen: Seen): Promise<T["$inferSelect"]> {
      const notFound = `${what[0]!.toUpperCase()}${what.slice(1)}`;
      if (seen === undefined) return this.get(table, id, notFound);
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(byId(table, id))
        .limit(1)
        .for("update")) as (T["$inferSelect"] & { updatedAt: Date })[];
      if (!row) throw new NotFound(notFound);
      if (seen === null || recordVersion(row.updatedAt) !== seen) throw new ChangedSince(changedSinceMessage(what));
      return row;
    },
    async insert<T extends OwnedTable>(table: T, values: Omit<T["$inferInsert"], "userId">): Promise<T["$inferSelect"]> {
      const [row] = (await db
        .insert(table)
        .values({ ...values, userId } as T["$inferInsert"])
        .returning()) as T["$inferSelect"][];
      return row!;
    },
    /** Update my row, or NotFound (nothing of anyone else's is touched). */
    async update<T extends OwnedTable>(table: T, id: string, values: Partial<T["$inferInsert"]>, what = "That"): Promise<T["$inferSelect"]> {
      const { userId: _ignored, id: _id, ...rest } = values as Record<string, unknown>;
      const [row] = (await db
        .update(table)
        .set(rest as never)
        .where(byId(table, id))
        .returning()) as T["$inferSelect"][];
      if (!row) throw new NotFound(what);
      return row;
    },
    /** Delete my row, or NotFound (404). */
    async remove<T extends OwnedTable>(table: T, id: string, what = "That"): Promise<T["$inferSelect"]> {
      const [row] = (await db.delete(table).where(byId(table, id)).returning()) as T["$inferSelect"][];
      if (!row) throw new NotFound(what);
      return row;
    },
  };
}

/** A table with at most one row per user, keyed by user_id (profiles, preferences). */
export type SingleRowTable = UserOwnedTable & { updatedAt: PgColumn };

/** The user's row of a one-row-per-user table, made from `initial` (and the columns' defaults) on first use. */
export async function ensureOwnRow<T extends SingleRowTable>(
  db: Database,
  table: T,
  userId: string,
  initial: Partial<Omit<T["$inferInsert"], "userId">> = {},
): Promise<T["$inferSelect"]> {
  // Insert first: two first reads at once both end with the one row.
  const [created] = (await db
    .insert(table)
    .values({ ...initial, userId } as T["$inferInsert"])
    .onConflictDoNothing({ target: table.userId })
    .returning()) as T["$inferSelect"][];
  if (created) return created;
  const [existing] = (await db
    .select()
    .from(table as PgTable)
    .where(ownedBy(table, userId))
    .limit(1)) as T["$inferSelect"][];
  return existing!;
}

/** Change only the given fields of the user's row (made first if need be), stamping updatedAt. */
export async function updateOwnRow<T extends SingleRowTable>(
  db: Database,
  table: T,
  userId: string,
  changes: Partial<Omit<T["$inferInsert"], "userId" | "updatedAt">>,
): Promise<T["$inferSelect"]> {
  await ensureOwnRow(db, table, userId);
  const [row] = (await db
    .update(table)
    .set({ ...changes, updatedAt: new Date() } as never)
    .where(ownedBy(table, userId))
    .returning()) as T["$inferSelect"][];
  return row!;
}

/**
 * The one place a nurse reaches another nurse's rows: her connected colleagues,
 * as (link_id, colleague_id) rows — invitations ACCEPTED by the account that
 * holds the invited, verified address (colleague_links, the colleagues area).
 * A pending or declined invitation, a removed colleague (the row is gone), an
 * address either blocked (blocking removes the row) and a stranger yield
 * nothing. Routes reading through it declare reach "shared-read" and answer
 * working facts only (colleagues/repository.ts colleagueWorkingShifts).
 */
export function connectedColleaguesOf(viewerId: string): SQL {
  return sql`
    select l.id as link_id,
      case when l.inviter_id = ${viewerId} then l.invitee_id else l.inviter_id end as colleague_id
    from colleague_links l
    where l.status = 'accepted' and l.invitee_id is not null
      and (l.inviter_id = ${viewerId} or l.invitee_id = ${viewerId})`;
}
