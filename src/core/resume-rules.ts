import { contractDurationDays } from "./contract-status";

/**
 * The resume's rules (docs/product/resume.md): limits, months, the order of experience and
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
export const RESUME_MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** Months of an experience, and whether she works there now (entries saved before the box existed: no end meant now). */
interface ExperienceMonths {
  startDate: string | null;
  endDate: string | null;
  current?: boolean;
}

/** "I work here now": ticked, or (an entry saved before the box existed) no end month. */
export const isCurrentExperience = (e: ExperienceMonths) => e.current ?? e.endDate === null;

/** True when an experience ends before it starts (a present end never does). */
export const experienceEndsBeforeStart = (e: ExperienceMonths) => !!(e.startDate && e.endDate && !isCurrentExperience(e) && e.endDate < e.startDate);

/**
 * Newest first, as a resume lists work: current jobs (no end) first, then by
 * end month, then by start month, latest first; entries without dates last; ties keep their order.
 */
export function sortExperienceByDate<T extends ExperienceMonths>(entries: readonly T[]): T[] {
  const key = (e: T) => (isCurrentExperience(e) ? (e.startDate === null ? "" : "9999-99") : (e.endDate ?? e.startDate ?? ""));
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

/** What an import reads of a career-center contract. */
export interface ContractForResume {
  id: string;
  contractName: string | null;
  employer: string | null;
  facility: string | null;
  unit: string | null;
  city: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface ImportedExperience {
  id: string;
  title: string;
  facility: string;
  startDate: string | null;
  endDate: string | null;
  current: boolean;
  description: string;
  sourceJobId: string | null;
  sourceContractId: string | null;
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
    current: job.stillWorking,
    description: "",
    sourceJobId: job.id,
    sourceContractId: null,
  };
}

/**
 * One travel contract as a resume entry: "Travel Nurse" (she changes it to her
 * title); facility (or employer), unit and city; its months, present while it
 * runs today; and a line naming the agency and its length in weeks.
 */
export function experienceFromContract(contract: ContractForResume, today: string, id: string): ImportedExperience {
  const place = [contract.facility || contract.employer, contract.unit, contract.city].map((s) => (s ?? "").trim()).filter(Boolean);
  const current = !!contract.startDate && contract.startDate <= today && (!contract.endDate || today <= contract.endDate);
  const days = contractDurationDays(contract.startDate, contract.endDate);
  const weeks = days === null ? 0 : Math.round(days / 7);
  const agency = contract.employer?.trim() && contract.employer.trim() !== contract.facility?.trim() ? ` through ${contract.employer.trim()}` : "";
  const length = weeks > 0 ? `${weeks}-week contract` : "Contract";
  return {
    id,
    title: "Travel Nurse",
    facility: cut(place.join(", "), RESUME_LIMITS.facility),
    startDate: toMonth(contract.startDate),
    endDate: current ? null : toMonth(contract.endDate),
    current,
    description: cut(`- ${length}${agency}`, RESUME_LIMITS.description),
    sourceJobId: null,
    sourceContractId: contract.id,
  };
}

/** New entries added to the list, newest first, up to the resume's limit (the oldest new ones are left out). */
function addEntries<E extends ImportedExperience>(
  experience: readonly E[],
  fresh: ImportedExperience[],
): { experience: (E | ImportedExperience)[]; added: number } {
  const room = Math.max(0, RESUME_LIMITS.experience - experience.length);
  const kept = sortExperienceByDate(fresh).slice(0, room);
  if (kept.length === 0) return { experience: [...experience], added: 0 };
  return { experience: sortExperienceByDate<E | ImportedExperience>([...experience, ...kept]), added: kept.length };
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
  return addEntries(
    experience,
    jobs.filter((job) => !imported.has(job.id)).map((job) => experienceFromJob(job, newId())),
  );
}

/**
 * "Import from my contracts" (a travel nurse's main history): each contract
 * that has begun by `today` and was not imported before becomes an entry, as
 * the jobs' import does; contracts still to come are not experience yet.
 */
export function importContracts<E extends ImportedExperience>(
  experience: readonly E[],
  contracts: readonly ContractForResume[],
  today: string,
  newId: () => string,
): { experience: (E | ImportedExperience)[]; added: number } {
  const imported = new Set(experience.map((e) => e.sourceContractId).filter(Boolean));
  return addEntries(
    experience,
    contracts.filter((c) => !imported.has(c.id) && c.startDate !== null && c.startDate <= today).map((c) => experienceFromContract(c, today, newId())),
  );
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

/** "Mar 2023 – Present", "Jan 2019 – Feb 2023", "Mar 2023" (no end yet, not current), "" without a start. */
export function experienceDates(e: ExperienceMonths): string {
  const current = isCurrentExperience(e);
  if (!e.startDate) return e.endDate && !current ? formatResumeMonth(e.endDate) : "";
  if (current) return `${formatResumeMonth(e.startDate)} – Present`;
  return e.endDate ? `${formatResumeMonth(e.startDate)} – ${formatResumeMonth(e.endDate)}` : formatResumeMonth(e.startDate);
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

/**
 * The resume's file name with her name as she writes it (王芳 - Resume.pdf),
 * for the download's UTF-8 name: only what no file system takes is left out
 * (control characters, slashes, quotes, colons and the like).
 */
export function resumeFileNameUtf8(name: string): string {
  const clean = name
    .normalize("NFC")
    // Control and format characters, but the joiners some scripts spell names with.
    .replace(/(?![\u200c\u200d])[\p{Cc}\p{Cf}]/gu, "")
    .replace(/["\\/:*?<>|;]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return `${clean || "Resume"} - Resume.pdf`;
}
