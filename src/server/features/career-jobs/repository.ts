import { desc } from "drizzle-orm";
import type { Job } from "@core/schemas/jobs";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { userScope } from "../../db/user-scope";

export type JobRow = typeof jobs.$inferSelect;

export function toJob(row: JobRow): Job {
  const { userId: _userId, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}

/** My jobs, newest first. */
export async function listJobs(db: Database, userId: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(userScope(db, userId).mine(jobs)).orderBy(desc(jobs.createdAt));
}
