import { desc, sql } from "drizzle-orm";
import type { JobPosting, JobPostingRow } from "@core/schemas/job-board";
import type { Database } from "../../db/client";
import { jobBoard } from "../../db/schema";

/** At most this many postings in one answer. */
export const JOB_BOARD_LIMIT = 200;

export function toPosting(row: typeof jobBoard.$inferSelect): JobPosting {
  const { updatedAt: _u, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}

const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The job board, newest first (posting date, then when loaded); `q` searches title, facility and city. */
export async function listPostings(db: Database, q?: string): Promise<JobPosting[]> {
  const text = q?.trim();
  const rows = await db
    .select()
    .from(jobBoard)
    .where(text ? sql`concat_ws(' ', ${jobBoard.title}, ${jobBoard.facility}, ${jobBoard.city}) ilike ${containing(text)}` : undefined)
    .orderBy(sql`${jobBoard.postedOn} desc nulls last`, desc(jobBoard.createdAt), jobBoard.ref)
    .limit(JOB_BOARD_LIMIT);
  return rows.map(toPosting);
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
