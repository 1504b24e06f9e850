import { and, desc, eq, sql } from "drizzle-orm";
import { NotFound } from "../../domain-errors";
import type { JobPosting, JobPostingRow } from "@core/schemas/job-board";
import type { Database } from "../../db/client";
import { jobBoard, savedPostings } from "../../db/schema";

/** At most this many postings in one answer. */
export const JOB_BOARD_LIMIT = 200;

export function toPosting(row: typeof jobBoard.$inferSelect, saved: boolean): JobPosting {
  const { updatedAt: _u, createdAt, ...rest } = row;
  return { ...rest, saved, createdAt: createdAt.toISOString() };
}

const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The job board, newest first (posting date, then when loaded), each with
 * whether this nurse saved it; `q` searches title, facility and city; `savedOnly` keeps hers.
 */
export async function listPostings(db: Database, userId: string, { q, savedOnly = false }: { q?: string; savedOnly?: boolean } = {}): Promise<JobPosting[]> {
  const text = q?.trim();
  const mine = and(eq(savedPostings.postingRef, jobBoard.ref), eq(savedPostings.userId, userId));
  const rows = await db
    .select({ row: jobBoard, saved: sql<boolean>`${savedPostings.postingRef} is not null` })
    .from(jobBoard)
    .leftJoin(savedPostings, mine)
    .where(
      and(
        text ? sql`concat_ws(' ', ${jobBoard.title}, ${jobBoard.facility}, ${jobBoard.city}) ilike ${containing(text)}` : undefined,
        savedOnly ? sql`${savedPostings.postingRef} is not null` : undefined,
      ),
    )
    .orderBy(sql`${jobBoard.postedOn} desc nulls last`, desc(jobBoard.createdAt), jobBoard.ref)
    .limit(JOB_BOARD_LIMIT);
  return rows.map(({ row, saved }) => toPosting(row, saved));
}

async function postingRef(db: Database, postingId: string): Promise<string> {
  const [posting] = await db.select({ ref: jobBoard.ref }).from(jobBoard).where(eq(jobBoard.id, postingId)).limit(1);
  if (!posting) throw new NotFound("Posting");
  return posting.ref;
}

/** Saves a posting for this nurse (saving it again changes nothing); an unknown posting is NotFound. */
export async function savePosting(db: Database, userId: string, postingId: string): Promise<void> {
  await db
    .insert(savedPostings)
    .values({ userId, postingRef: await postingRef(db, postingId) })
    .onConflictDoNothing();
}

/** Takes a posting off her saved ones; one she had not saved, or that does not exist, is NotFound. */
export async function unsavePosting(db: Database, userId: string, postingId: string): Promise<void> {
  const ref = await postingRef(db, postingId);
  const gone = await db
    .delete(savedPostings)
    .where(and(eq(savedPostings.userId, userId), eq(savedPostings.postingRef, ref)))
    .returning({ ref: savedPostings.postingRef });
  if (!gone.length) throw new NotFound("Posting");
}

/**
 * Loads checked postings in one transaction: a posting whose ref is already
 * there is updated, so importing the same file again changes nothing.
 */
export async function importPostings(db: Database, rows: JobPostingRow[]): Promise<{ added: number; updated: number }> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (const row of rows) {
      const [result] = await tx
        .insert(jobBoard)
        .values(row)
        .onConflictDoUpdate({
          target: jobBoard.ref,
          set: { ...row, updatedAt: sql`now()` },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      if (result?.inserted) added++;
    }
    return { added, updated: rows.length - added };
  });
}
