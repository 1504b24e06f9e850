import crypto from "node:crypto";
import { certificationStatus } from "@core/certification-status";
import { todayIn } from "@core/calendar-dates";
import { importContracts, importJobs } from "@core/resume-rules";
import type { ResumeContent } from "@core/schemas/resume";
import { userTimeZone } from "../db/user-time-zone";
import { listCertificationRows } from "../features/certifications/repository";
import { contractsForResume, getResume, jobsForResume, saveResume } from "../features/resume/repository";
import type { Services } from "../services";

/** What the demo nurse wrote about each of her jobs (by designation), beside what the import brings. */
const DESCRIPTIONS: Record<string, string> = {
  "Registered Nurse": "- Ventilated patients, vasoactive titrations; charge nurse on nights",
  "Registered Nurse (Casual)": "- Triage (CTAS) and resuscitation bays in a level 1 trauma centre",
};

/** The jobs before her career-center records, typed in: a new-graduate year on medicine, then emergency until she moved to the ICU. */
const EARLIER_JOBS = [
  {
    title: "Registered Nurse, Emergency",
    facility: "Royal Columbian Hospital, Emergency",
    startDate: "2018-09",
    endDate: "2021-05",
    description: "",
  },
  {
    title: "Registered Nurse, New Graduate",
    facility: "Surrey Memorial Hospital, Medicine",
    startDate: "2016-07",
    endDate: "2018-08",
    description: "",
  },
];
/** Since when she has worked in ICU and emergency (the first of the jobs above). */
const CRITICAL_CARE_SINCE = "2018-09";

const NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen"];

/** Whole years from a month (yyyy-MM) to a day (yyyy-MM-dd), in words while small. */
export function yearsSince(month: string, today: string): string {
  const months = (Number(today.slice(0, 4)) - Number(month.slice(0, 4))) * 12 + Number(today.slice(5, 7)) - Number(month.slice(5, 7));
  const years = Math.max(0, Math.floor(months / 12));
  return `${NUMBERS[years] ?? years} year${years === 1 ? "" : "s"}`;
}

/**
 * The demo nurse's resume, one life with her other records: her profile's
 * name and contact line; a summary whose years add up; her career-center jobs
 * and the contracts she has begun imported (with what she wrote about the
 * jobs) and the jobs before them typed in, with no gap; her degree; her
 * certifications that are still valid; and skills.
 */
export async function seedResumeDemo({ db }: Services, userId: string): Promise<void> {
  const current = await getResume(db, userId);
  const today = todayIn(await userTimeZone(db, userId));
  const newId = () => crypto.randomUUID();
  const jobs = importJobs([], await jobsForResume(db, userId), newId).experience.map((e) => ({ ...e, description: DESCRIPTIONS[e.title] ?? "" }));
  const earlier = EARLIER_JOBS.map((job) => ({ ...job, id: newId(), current: false, sourceJobId: null, sourceContractId: null }));
  const { experience } = importContracts([...jobs, ...earlier], await contractsForResume(db, userId), today, newId);
  const certs = (await listCertificationRows(db, userId)).filter((row) => certificationStatus(row, today).status !== "expired");
  const content: ResumeContent = {
    template: "classic",
    personal: {
      name: current.personal.name,
      email: current.personal.email,
      phone: "604-555-0148",
      location: "Vancouver, BC",
      summary: `Critical care nurse with ${yearsSince(CRITICAL_CARE_SINCE, today)} in ICU and emergency across British Columbia, on staff and on travel contracts. Calm in a crisis, precise with titrations, and a steady preceptor for new graduates.`,
    },
    experience,
    education: [
      { id: newId(), credential: "Bachelor of Science in Nursing", school: "University of British Columbia", year: "2016" },
      { id: newId(), credential: "Critical Care Nursing Certificate", school: "BCIT", year: "2019" },
    ],
    certificationIds: certs.map((c) => c.id),
    skills: ["ACLS", "Ventilator management", "CRRT", "Epic charting", "Arterial lines", "Triage (CTAS)", "Preceptoring"],
  };
  await saveResume(db, userId, content);
}
