import { eq, inArray } from "drizzle-orm";
import { isCurrentExperience, resumePageSize, type ContractForResume } from "@core/resume-rules";
import type { ResumeCertification } from "@core/resume-document";
import type { Resume, ResumeContent } from "@core/schemas/resume";
import type { Database } from "../../db/client";
import { certifications, contracts, jobs, preferences, profiles, resumes, users } from "../../db/schema";
import { ownedBy } from "../../db/user-scope";
import type { JobForResume } from "@core/resume-rules";
import { NotFound } from "../../domain-errors";

/** An empty resume, its name and email taken from her account. */
const blank = (name: string, email: string): ResumeContent => ({
  template: "classic",
  personal: { name, email, phone: "", location: "", summary: "" },
  experience: [],
  education: [],
  certificationIds: [],
  skills: [],
});

/** Letter or A4 by her profile's country, else her region. */
async function pageSizeOf(db: Database, userId: string) {
  const [profile] = await db.select({ countryCode: profiles.countryCode }).from(profiles).where(ownedBy(profiles, userId)).limit(1);
  const [prefs] = await db.select({ region: preferences.region }).from(preferences).where(ownedBy(preferences, userId)).limit(1);
  return resumePageSize(profile?.countryCode, prefs?.region);
}

/** My resume (a blank one with my name and email before the first save). */
export async function getResume(db: Database, userId: string): Promise<Resume> {
  const [row] = await db.select().from(resumes).where(ownedBy(resumes, userId)).limit(1);
  let content = row?.content;
  if (!content) {
    const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    content = blank(user?.name ?? "", user?.email ?? "");
  }
  return {
    ...content,
    experience: content.experience.map(savedEntry),
    pageSize: await pageSizeOf(db, userId),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** An entry as saved, read with today's fields: one saved before "I work here now" existed was current when it had no end. */
const savedEntry = (entry: Partial<ResumeContent["experience"][number]> & Omit<ResumeContent["experience"][number], "current" | "sourceContractId">) => ({
  ...entry,
  current: isCurrentExperience(entry),
  sourceContractId: entry.sourceContractId ?? null,
});

/** A lone UTF-16 surrogate (JSON may carry one; PostgreSQL's jsonb refuses it): saved as U+FFFD, as a text column stores it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === "string" ? v.replace(LONE_SURROGATE, "\uFFFD") : v))) as T;

/**
 * Saves my resume whole (one row per nurse). A chosen certification that is not
 * mine answers 404, as any id of someone else's does.
 */
export async function saveResume(db: Database, userId: string, input: ResumeContent): Promise<Resume> {
  const ids = [...new Set(input.certificationIds)];
  if (ids.length) {
    const mine = await db
      .select({ id: certifications.id })
      .from(certifications)
      .where(ownedBy(certifications, userId, inArray(certifications.id, ids)));
    if (mine.length !== ids.length) throw new NotFound("Certification");
  }
  const content = wellFormed({ ...input, certificationIds: ids });
  const updatedAt = new Date();
  await db.insert(resumes).values({ userId, content, updatedAt }).onConflictDoUpdate({ target: resumes.userId, set: { content, updatedAt } });
  return getResume(db, userId);
}

/** My jobs, as the import reads them. */
export async function jobsForResume(db: Database, userId: string): Promise<JobForResume[]> {
  return db
    .select({
      id: jobs.id,
      designation: jobs.designation,
      facility: jobs.facility,
      employer: jobs.employer,
      unit: jobs.unit,
      startDate: jobs.startDate,
      endDate: jobs.endDate,
      stillWorking: jobs.stillWorking,
    })
    .from(jobs)
    .where(ownedBy(jobs, userId));
}

/** My contracts, as the import reads them. */
export async function contractsForResume(db: Database, userId: string): Promise<ContractForResume[]> {
  return db
    .select({
      id: contracts.id,
      contractName: contracts.contractName,
      employer: contracts.employer,
      facility: contracts.facility,
      unit: contracts.unit,
      city: contracts.city,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
    })
    .from(contracts)
    .where(ownedBy(contracts, userId));
}

/** The chosen certifications that are mine, in the order chosen (an id of anyone else's is skipped). */
export async function chosenCertifications(db: Database, userId: string, ids: string[]): Promise<ResumeCertification[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: certifications.id,
      name: certifications.name,
      category: certifications.category,
      completionDate: certifications.completionDate,
      expiryDate: certifications.expiryDate,
      noExpiry: certifications.noExpiry,
    })
    .from(certifications)
    .where(ownedBy(certifications, userId, inArray(certifications.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { id: _id, ...cert } = row;
    return [cert];
  });
}
