import crypto from "node:crypto";
import { certificationStatus } from "@core/certification-status";
import { todayIn } from "@core/calendar-dates";
import { importJobs } from "@core/resume-rules";
import type { ResumeContent } from "@core/schemas/resume";
import { userTimeZone } from "../db/user-time-zone";
import { listCertificationRows } from "../features/certifications/repository";
import { getResume, jobsForResume, saveResume } from "../features/resume/repository";
import type { Services } from "../services";

/** What the demo nurse wrote about each of her jobs (by designation), beside what the import brings. */
const DESCRIPTIONS: Record<string, string> = {
  "Registered Nurse":
    "- Cared for 1–2 ventilated patients a shift, titrating vasoactive infusions\n- Charge nurse on nights; rapid response team member\n- Precepted six new graduates",
  "Registered Nurse (Casual)": "- Triage (CTAS) and resuscitation bays in a level 1 trauma centre\n- Picked up 2–3 shifts a month",
};
const FIRST_JOB = {
  title: "Registered Nurse, New Graduate",
  facility: "Surrey Memorial Hospital, Medicine",
  startDate: "2016-07",
  endDate: "2018-08",
  description: "- Cared for 5–6 acute medicine patients a shift\n- Completed the new-graduate residency and preceptored students",
};

/**
 * The demo nurse's resume: her profile's name and contact line, a summary, her
 * career-center jobs imported (with what she wrote about them) and a first job
 * typed in, her degree, her certifications that are still valid, and skills.
 */
export async function seedResumeDemo({ db }: Services, userId: string): Promise<void> {
  const current = await getResume(db, userId);
  const today = todayIn(await userTimeZone(db, userId));
  const { experience } = importJobs([], await jobsForResume(db, userId), () => crypto.randomUUID());
  const certs = (await listCertificationRows(db, userId)).filter((row) => certificationStatus(row, today).status !== "expired");
  const content: ResumeContent = {
    template: "classic",
    personal: {
      name: current.personal.name,
      email: current.personal.email,
      phone: "604-555-0148",
      location: "Vancouver, BC",
      summary:
        "Critical care nurse with eight years in ICU and emergency settings across British Columbia. Calm in a crisis, precise with titrations, and a steady preceptor for new graduates.",
    },
    experience: [
      ...experience.map((e) => ({
        ...e,
        description: DESCRIPTIONS[e.title] ?? "",
      })),
      { id: crypto.randomUUID(), sourceJobId: null, ...FIRST_JOB },
    ],
    education: [
      { id: crypto.randomUUID(), credential: "Bachelor of Science in Nursing", school: "University of British Columbia", year: "2016" },
      { id: crypto.randomUUID(), credential: "Critical Care Nursing Certificate", school: "BCIT", year: "2019" },
    ],
    certificationIds: certs.map((c) => c.id),
    skills: ["ACLS", "Ventilator management", "CRRT", "Epic charting", "Arterial lines", "Triage (CTAS)", "Preceptoring"],
  };
  await saveResume(db, userId, content);
}
