import crypto from "node:crypto";
import { importContracts, importJobs, resumeFileName, resumeFileNameUtf8 } from "@core/resume-rules";
import { resumeBody, resumeImportResponse, resumeSchema, type ResumeContent } from "@core/schemas/resume";
import type { Api } from "../../http/api";
import { inputErrorAnswers, notFoundAnswer, signedOutAnswer } from "../../http/error-answers";
import { attachmentDisposition } from "../../http/content-disposition";
import { pdfAnswer, pdfRoute } from "../../render/pdf-answer";
import { pdfRenders } from "../../render/pdf-renders";
import type { Services } from "../../services";
import { todayIn } from "@core/calendar-dates";
import { userTimeZone } from "../../db/user-time-zone";
import { chosenCertifications, contractsForResume, getResume, jobsForResume, saveResume } from "./repository";

const tag = "resume";

const example: ResumeContent = {
  template: "classic",
  personal: { name: "Jordan Lee", email: "jordan@example.com", phone: "604-555-0134", location: "Vancouver, BC", summary: "Emergency nurse, 6 years." },
  experience: [
    {
      id: "e1",
      title: "Registered Nurse",
      facility: "Vancouver General Hospital, Emergency",
      startDate: "2020-03",
      endDate: null,
      current: true,
      description: "- Triage of 40+ patients a shift\n- Trauma team member",
      sourceJobId: null,
      sourceContractId: null,
    },
  ],
  education: [{ id: "d1", credential: "BSN", school: "University of British Columbia", year: "2019" }],
  certificationIds: [],
  skills: ["ACLS", "Epic charting"],
};

const contentOf = ({ pageSize: _p, updatedAt: _u, ...content }: Awaited<ReturnType<typeof getResume>>): ResumeContent => content;

/** The Resume Builder's one resume per nurse, its import from her jobs, and its PDF. */
export function registerResumeRoutes(api: Api, { db }: Services) {
  api.get(
    "/api/resume",
    {
      summary: "My resume (before the first save: a blank one with my name and email), with its page size (Letter in the US and Canada, else A4)",
      tag,
      reach: "own",
      responses: { 200: { description: "The resume", schema: resumeSchema }, ...signedOutAnswer },
    },
    async (c, { user }) => c.json(await getResume(db, user.id), 200),
  );

  api.put(
    "/api/resume",
    {
      summary: "Save my whole resume (the builder saves as the nurse types); limits are named in the 400's fields; an experience may not end before it starts",
      tag,
      reach: "own",
      body: resumeBody,
      example,
      responses: {
        200: { description: "Saved", schema: resumeSchema },
        ...inputErrorAnswers,
        ...notFoundAnswer("A chosen certification that is not hers: nothing saved"),
      },
    },
    async (c, { user, body }) => c.json(await saveResume(db, user.id, body), 200),
  );

  api.post(
    "/api/resume/import-jobs",
    {
      summary: "Import from my jobs: each career-center job not imported before becomes an experience entry; the list is put newest first",
      tag,
      reach: "own",
      responses: { 200: { description: "The saved resume and how many entries were added", schema: resumeImportResponse }, ...signedOutAnswer },
    },
    async (c, { user }) => {
      const [current, jobs] = await Promise.all([getResume(db, user.id), jobsForResume(db, user.id)]);
      const content = contentOf(current);
      const { experience, added } = importJobs(content.experience, jobs, () => crypto.randomUUID());
      const resume = added ? await saveResume(db, user.id, { ...content, experience }) : current;
      return c.json({ resume, added }, 200);
    },
  );

  api.post(
    "/api/resume/import-contracts",
    {
      summary:
        "Import from my contracts: each contract that has begun (in my time zone) and was not imported before becomes an experience entry (Travel Nurse, its facility, unit and city, its months, present while it runs); the list is put newest first",
      tag,
      reach: "own",
      responses: { 200: { description: "The saved resume and how many entries were added", schema: resumeImportResponse }, ...signedOutAnswer },
    },
    async (c, { user }) => {
      const [current, mine, zone] = await Promise.all([getResume(db, user.id), contractsForResume(db, user.id), userTimeZone(db, user.id)]);
      const content = contentOf(current);
      const { experience, added } = importContracts(content.experience, mine, todayIn(zone), () => crypto.randomUUID());
      const resume = added ? await saveResume(db, user.id, { ...content, experience }) : current;
      return c.json({ resume, added }, 200);
    },
  );

  api.get(
    "/api/resume.pdf",
    {
      summary:
        "My resume as a PDF (made here with embedded fonts for every script of her name: real, selectable text), named after me; Letter or A4 by my country; made again only when the resume changes",
      tag,
      reach: "own",
      ...pdfRoute("The resume"),
    },
    async (c, { user }) => {
      const resume = await getResume(db, user.id);
      const content = contentOf(resume);
      const certifications = await chosenCertifications(db, user.id, content.certificationIds);
      const input = { resume: content, certifications, pageSize: resume.pageSize };
      const pdf = await pdfRenders().pdf(user.id, "resume", input, async () => ({ document: { type: "resume", input } }));
      const name = content.personal.name || user.name;
      return pdfAnswer(c, pdf, attachmentDisposition(resumeFileNameUtf8(name), resumeFileName(name)));
    },
  );
}
