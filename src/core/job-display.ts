/** Job display (docs/product/career.md, Jobs): which jobs are current, and the badge each card shows. */

/** A job's employment tag and FTE choices; zod-free so a screen can list them without the schemas. */
export const EMPLOYMENT_TAGS = ["none", "staff", "agency", "contractor"] as const;
export const FTE_KINDS = ["none", "full_time", "part_time", "casual", "contract"] as const;
export interface JobDates {
  stillWorking: boolean;
  endDate: string | null;
}

/** Listed under Current Jobs: still working there and no end date. */
export const isCurrentJob = (job: JobDates): boolean => job.stillWorking && !job.endDate;

export type JobBadge = "Active" | "Complete";

/** Active if still working, Complete if an end date is set, otherwise Active. */
export function jobBadge(job: JobDates): JobBadge {
  if (job.stillWorking) return "Active";
  return job.endDate ? "Complete" : "Active";
}

/** Current jobs first (as the API lists them: newest first), then the others. */
export function splitJobs<J extends JobDates>(jobs: J[]): { current: J[]; past: J[] } {
  return { current: jobs.filter(isCurrentJob), past: jobs.filter((job) => !isCurrentJob(job)) };
}

/**
 * The raise prompt (docs/product/career.md, Jobs): asked when an edit raises a positive
 * rate. Undefined when there is nothing to ask.
 */
export function raiseFrom(previousRate: number, nextRate: number): { from: number; to: number } | undefined {
  return previousRate > 0 && nextRate > previousRate ? { from: previousRate, to: nextRate } : undefined;
}

/** The note the nurse accepts, added after what the job's notes already say. */
export function notesWithRaise(notes: string, raiseLine: string): string {
  const trimmed = notes.trimEnd();
  return trimmed ? `${trimmed}\n${raiseLine}` : raiseLine;
}
