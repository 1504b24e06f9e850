import crypto from "node:crypto";
import { resumeDocument } from "@core/resume-document";
import { importJobs, resumeFileName } from "@core/resume-rules";
import { resumeBody, resumeImportResponse, resumeSchema, type ResumeContent } from "@core/schemas/resume";
import type { Api } from "../../http/api";
import { renderPdf } from "../../pdf/render-pdf";
import type { Services } from "../../services";
import { chosenCertifications, getResume, jobsForResume, saveResume } from "./repository";

const tag = "resume";
const unauthorized = { 401: { description: "Not signed in" } };

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
      description: "- Triage of 40+ patients a shift\n- Trauma team member",
      sourceJobId: null,
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
      responses: { 200: { description: "The resume", schema: resumeSchema }, ...unauthorized },
    },
    async (c, { user }) => c.json(await getResume(db, user.id)),
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
        400: { description: "Invalid input: `error.fields` has a message per field" },
        ...unauthorized,
      },
    },
    async (c, { user, body }) => c.json(await saveResume(db, user.id, body)),
  );

  api.post(
    "/api/resume/import-jobs",
    {
      summary: "Import from my jobs: each career-center job not imported before becomes an experience entry; the list is put newest first",
      tag,
      reach: "own",
      responses: { 200: { description: "The saved resume and how many entries were added", schema: resumeImportResponse }, ...unauthorized },
    },
    async (c, { user }) => {
      const [current, jobs] = await Promise.all([getResume(db, user.id), jobsForResume(db, user.id)]);
      const content = contentOf(current);
      const { experience, added } = importJobs(content.experience, jobs, () => crypto.randomUUID());
      const resume = added ? await saveResume(db, user.id, { ...content, experience }) : current;
      return c.json({ resume, added });
    },
  );

  api.get(
    "/api/resume.pdf",
    {
      summary: "My resume as a PDF (made here with an embedded font: real, selectable text), named after me; Letter or A4 by my country",
      tag,
      reach: "own",
      responses: { 200: { description: "The resume", contentType: "application/pdf" }, ...unauthorized },
    },
    async (c, { user }) => {
      const resume = await getResume(db, user.id);
      const content = contentOf(resume);
      const certifications = await chosenCertifications(db, user.id, content.certificationIds);
      const pdf = await renderPdf(resumeDocument({ resume: content, certifications, pageSize: resume.pageSize }));
      const name = resumeFileName(content.personal.name || user.name);
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        "Cache-Control": "private, no-store",
      });
    },
  );
}
