/**
 * The resume's rules (issue 17): limits, months, the order of experience and
 * the import from the career center's jobs. Pure; server and web share them.
 */

export const RESUME_TEMPLATES = ["classic", "compact"] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_LIMITS = {
  name: 100,
  email: 200,
  phone: 40,
  location: 100,
  summary: 1500,
  title: 120,
  facility: 160,
  description: 1500,
  credential: 160,
  school: 160,
  skill: 60,
  experience: 20,
  education: 10,
  certifications: 30,
  skills: 40,
} as const;

export const resumeMessages = {
  endBeforeStart: "The end must be on or after the start",
  email: "Please enter a valid email address",
  year: "Year must be four digits, like 2018",
} as const;

/** A month as yyyy-MM from 1900-01 to 2099-12. */
export const isResumeMonth = (v: string) => /^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(v);

/** True when an experience ends before it starts (a present end never does). */
export const experienceEndsBeforeStart = (e: { startDate: string | null; endDate: string | null }) => !!(e.startDate && e.endDate && e.endDate < e.startDate);

/**
 * Newest first, as a resume lists work: current jobs (no end) first, then by
 * end month, then by start month, latest first; entries without dates last; ties keep their order.
 */
export function sortExperienceByDate<T extends { startDate: string | null; endDate: string | null }>(entries: readonly T[]): T[] {
  const key = (e: T) => (e.endDate === null ? (e.startDate === null ? "" : "9999-99") : e.endDate);
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => {
      const byEnd = key(b.entry).localeCompare(key(a.entry));
      if (byEnd) return byEnd;
      const byStart = (b.entry.startDate ?? "").localeCompare(a.entry.startDate ?? "");
      return byStart || a.i - b.i;
    })
    .map(({ entry }) => entry);
}

/** What an import reads of a career-center job. */
export interface JobForResume {
  id: string;
  designation: string;
  facility: string | null;
  employer: string;
  unit: string;
  startDate: string | null;
  endDate: string | null;
  stillWorking: boolean;
}

export interface ImportedExperience {
  id: string;
  title: string;
  facility: string;
  startDate: string | null;
  endDate: string | null;
  description: string;
  sourceJobId: string | null;
}

const toMonth = (ymd: string | null) => (ymd ? ymd.slice(0, 7) : null);
const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max).trimEnd() : s);

/** One job as a resume entry: designation; facility (or employer, for a job on several sites) and unit; months; still working → present. */
export function experienceFromJob(job: JobForResume, id: string): ImportedExperience {
  const place = [job.facility || job.employer, job.unit].map((s) => (s ?? "").trim()).filter(Boolean);
  return {
    id,
    title: cut(job.designation.trim(), RESUME_LIMITS.title),
    facility: cut(place.join(", "), RESUME_LIMITS.facility),
    startDate: toMonth(job.startDate),
    endDate: job.stillWorking ? null : toMonth(job.endDate),
    description: "",
    sourceJobId: job.id,
  };
}

/**
 * "Import from my jobs": each job not imported before (by its id) becomes an
 * entry; the list is then put newest first. Entries the nurse wrote herself
 * stay. At most RESUME_LIMITS.experience entries (the oldest new ones are left out).
 */
export function importJobs<E extends ImportedExperience>(
  experience: readonly E[],
  jobs: readonly JobForResume[],
  newId: () => string,
): { experience: (E | ImportedExperience)[]; added: number } {
  const imported = new Set(experience.map((e) => e.sourceJobId).filter(Boolean));
  const room = Math.max(0, RESUME_LIMITS.experience - experience.length);
  const fresh = sortExperienceByDate(jobs.filter((job) => !imported.has(job.id)).map((job) => experienceFromJob(job, newId()))).slice(0, room);
  if (fresh.length === 0) return { experience: [...experience], added: 0 };
  return { experience: sortExperienceByDate<E | ImportedExperience>([...experience, ...fresh]), added: fresh.length };
}

/** Letter in the US and Canada, A4 elsewhere: by the profile's country, else the preferences' region. */
export function resumePageSize(countryCode: string | null | undefined, region: string | null | undefined): "LETTER" | "A4" {
  const where = countryCode || region;
  return where === "US" || where === "CA" ? "LETTER" : "A4";
}

/** A description's lines as bullet points (a leading "-", "*" or "•" is dropped; blank lines are skipped). */
export const descriptionBullets = (description: string): string[] =>
  description
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Mar 2023". */
export const formatResumeMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** "Mar 2023 – Present", "Jan 2019 – Feb 2023", "" without a start. */
export function experienceDates(e: { startDate: string | null; endDate: string | null }): string {
  if (!e.startDate) return e.endDate ? formatResumeMonth(e.endDate) : "";
  return `${formatResumeMonth(e.startDate)} – ${e.endDate ? formatResumeMonth(e.endDate) : "Present"}`;
}

/** The PDF's file name: the nurse's name ("Jordan Lee - Resume.pdf"), safe for a header. */
export function resumeFileName(name: string): string {
  const clean = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\/:*?<>|;]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return `${clean || "Resume"} - Resume.pdf`;
}
