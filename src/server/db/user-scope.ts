import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { NotFound } from "../domain-errors";
import type { Database } from "./client";

/** A table of rows each nurse owns: the owner's `userId`. */
export type UserOwnedTable = PgTable & { userId: PgColumn };
/** A user-owned table whose rows have an `id`. */
export type OwnedTable = UserOwnedTable & { id: PgColumn };

/** The WHERE clause for the user's rows of a table (plus any conditions): what every scoped statement carries. */
export const ownedBy = (table: { userId: PgColumn }, userId: string, ...conditions: (SQL | undefined)[]): SQL => and(eq(table.userId, userId), ...conditions) as SQL;

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
      return (await db.select().from(table as PgTable).where(mine(table, ...conditions))) as T["$inferSelect"][];
    },
    /** My row with this id, or NotFound (404). */
    async get<T extends OwnedTable>(table: T, id: string, what = "That"): Promise<T["$inferSelect"]> {
      const [row] = (await db.select().from(table as PgTable).where(byId(table, id)).limit(1)) as T["$inferSelect"][];
      if (!row) throw new NotFound(what);
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
      const [row] = (await db.update(table).set(rest as never).where(byId(table, id)).returning()) as T["$inferSelect"][];
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

export type UserScope = ReturnType<typeof userScope>;
