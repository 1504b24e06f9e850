import { describe, expect, it } from "vitest";
import type { Resume, ResumeBody } from "@core/schemas/resume";
import { createJob, type ErrorBody } from "../../testing/calendar-fixtures";
import { json, type TestUser, useTestApp } from "../../testing/test-app";

const t = useTestApp();

const filled = (over: Partial<ResumeBody> = {}): ResumeBody => ({
  template: "classic",
  personal: { name: "Maya Okafor", email: "maya@example.com", phone: "604-555-0134", location: "Vancouver, BC", summary: "Emergency nurse, six years." },
  experience: [
    {
      id: "e1",
      title: "Charge Nurse",
      facility: "Vancouver General Hospital, Emergency",
      startDate: "2023-07",
      endDate: null,
      description: "- Led a team of 8 nurses\n- Triage",
      sourceJobId: null,
    },
    { id: "e2", title: "Staff Nurse", facility: "St. Paul's Hospital", startDate: "2019-01", endDate: "2023-06", description: "", sourceJobId: null },
  ],
  education: [{ id: "d1", credential: "BSN", school: "University of British Columbia", year: "2018" }],
  certificationIds: [],
  skills: ["ACLS", "Epic charting", "Ventilators"],
  ...over,
});

const put = (user: TestUser, body: unknown) => t.request("/api/resume", { method: "PUT", cookie: user.cookie, body });
const get = async (user: TestUser) => json<Resume>(await t.request("/api/resume", { cookie: user.cookie }));

async function pdfOf(user: TestUser) {
  const res = await t.request("/api/resume.pdf", { cookie: user.cookie });
  expect(res.status).toBe(200);
  const { extractText, getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  const [, , width, height] = page.view;
  return { res, totalPages, text, width: Math.round(width!), height: Math.round(height!) };
}

describe("the resume", () => {
  it("starts blank with my name and email, saves whole, and reads back after a reload", async () => {
    const nurse = await t.signUp({ firstName: "Maya", lastName: "Okafor" });
    const blank = await get(nurse);
    expect(blank).toMatchObject({ template: "classic", personal: { name: "Maya Okafor", email: nurse.email, phone: "" }, experience: [], updatedAt: null });
    const res = await put(nurse, filled({ template: "compact" }));
    expect(res.status).toBe(200);
    const saved = await json<Resume>(res);
    expect(saved.updatedAt).not.toBeNull();
    const { pageSize: _p, updatedAt: _u, ...content } = await get(nurse);
    expect(content).toEqual(filled({ template: "compact" }));
  });

  it.each([
    [{ personal: { ...filled().personal, summary: "x".repeat(1501) } }, "personal.summary", "Summary must be 1500 characters or less"],
    [{ personal: { ...filled().personal, name: "x".repeat(101) } }, "personal.name", "Name must be 100 characters or less"],
    [{ personal: { ...filled().personal, email: "not-an-email" } }, "personal.email", "Please enter a valid email address"],
    [
      { experience: [{ ...filled().experience[0]!, startDate: "2023-07", endDate: "2023-06" }] },
      "experience.0.endDate",
      "The end must be on or after the start",
    ],
    [{ experience: [{ ...filled().experience[0]!, startDate: "2023-13" }] }, "experience.0.startDate", "Start must be a month as yyyy-MM, like 2023-03"],
    [{ experience: [{ ...filled().experience[0]!, title: "x".repeat(121) }] }, "experience.0.title", "Title must be 120 characters or less"],
    [
      { experience: [{ ...filled().experience[0]!, description: "x".repeat(1501) }] },
      "experience.0.description",
      "Description must be 1500 characters or less",
    ],
    [{ experience: Array.from({ length: 21 }, (_, i) => ({ ...filled().experience[1]!, id: `e${i}` })) }, "experience", "At most 20 experience entries"],
    [{ education: [{ id: "d", credential: "BSN", school: "UBC", year: "18" }] }, "education.0.year", "Year must be four digits, like 2018"],
    [{ skills: Array.from({ length: 41 }, (_, i) => `Skill ${i}`) }, "skills", "At most 40 skills"],
    [{ skills: ["x".repeat(61)] }, "skills.0", "Skill must be 60 characters or less"],
    [{ template: "fancy" }, "template", "Template must be classic or compact"],
    [{ certificationIds: ["nope"] }, "certificationIds.0", "Certification id is not valid"],
  ])("refuses %j with the limit named: %s", async (change, field, message) => {
    const nurse = await t.signUp();
    await put(nurse, filled());
    const res = await put(nurse, filled(change as Partial<ResumeBody>));
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.fields?.[field]).toBe(message);
    // Nothing changed.
    expect((await get(nurse)).personal.summary).toBe(filled().personal.summary);
  });

  it("imports my jobs as experience, newest first, and never twice", async () => {
    const nurse = await t.signUp();
    await put(nurse, filled({ experience: [filled().experience[1]!] }));
    const rn = await createJob(t, nurse, {
      designation: "Registered Nurse",
      facility: "Royal Columbian",
      unit: "ICU",
      startDate: "2023-07-10",
      stillWorking: true,
    });
    await createJob(t, nurse, {
      designation: "Nurse Aide",
      facility: "Care Home",
      unit: "",
      startDate: "2015-02-01",
      endDate: "2016-03-31",
      stillWorking: false,
    });
    const first = await t.request("/api/resume/import-jobs", { method: "POST", cookie: nurse.cookie });
    expect(first.status).toBe(200);
    const { resume, added } = await json<{ resume: Resume; added: number }>(first);
    expect(added).toBe(2);
    expect(resume.experience.map((e) => [e.title, e.facility, e.startDate, e.endDate])).toEqual([
      ["Registered Nurse", "Royal Columbian, ICU", "2023-07", null],
      ["Staff Nurse", "St. Paul's Hospital", "2019-01", "2023-06"],
      ["Nurse Aide", "Care Home", "2015-02", "2016-03"],
    ]);
    expect(resume.experience[0]!.sourceJobId).toBe(rn.id);
    const second = await json<{ resume: Resume; added: number }>(await t.request("/api/resume/import-jobs", { method: "POST", cookie: nurse.cookie }));
    expect(second.added).toBe(0);
    expect(second.resume.experience).toHaveLength(3);
    // Another nurse's jobs never come in.
    const other = await t.signUp();
    expect((await json<{ added: number }>(await t.request("/api/resume/import-jobs", { method: "POST", cookie: other.cookie }))).added).toBe(0);
  });

  it("exports a real PDF named after me, with my name, each title and each chosen certification, on one Letter page in Canada", async () => {
    const nurse = await t.signUp({ firstName: "Maya", lastName: "Okafor" });
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { countryCode: "CA" } });
    const add = async (body: object) => json<{ id: string }>(await t.request("/api/certifications", { cookie: nurse.cookie, body }));
    const bls = await add({ name: "BLS Provider", category: "Life Support", expiryDate: "2099-03-31" });
    const acls = await add({ name: "ACLS Provider", noExpiry: true });
    await add({ name: "Hidden PALS", expiryDate: "2099-01-31" });
    const stranger = await t.signUp();
    const theirs = await json<{ id: string }>(await t.request("/api/certifications", { cookie: stranger.cookie, body: { name: "Stranger TNCC" } }));
    // Another nurse's certification cannot be chosen (404), and nothing is saved.
    expect((await put(nurse, filled({ certificationIds: [bls.id, theirs.id] }))).status).toBe(404);
    expect((await get(nurse)).certificationIds).toEqual([]);
    await put(nurse, filled({ certificationIds: [bls.id, acls.id] }));

    const { res, totalPages, text, width, height } = await pdfOf(nurse);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('attachment; filename="Maya Okafor - Resume.pdf"');
    expect(totalPages).toBe(1);
    expect([width, height]).toEqual([612, 792]);
    for (const words of [
      "Maya Okafor",
      "Charge Nurse",
      "Staff Nurse",
      "Jul 2023 – Present",
      "Led a team of 8 nurses",
      "BSN",
      "BLS Provider",
      "ACLS Provider",
      "Epic charting",
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain("Hidden PALS");
    expect(text).not.toContain("Stranger TNCC");
    // The stranger's PDF has nothing of hers.
    expect((await pdfOf(stranger)).text).not.toContain("Charge Nurse");
  });

  it("is A4 outside the US and Canada, and a long resume runs to two pages with each heading kept with its text", async () => {
    const nurse = await t.signUp();
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { countryCode: "GB" } });
    const long = Array.from({ length: 12 }, (_, i) => ({
      id: `e${i}`,
      title: `Position ${i}`,
      facility: "Royal London Hospital",
      startDate: `20${10 + i}-01`,
      endDate: `20${10 + i}-12`,
      description: "- Cared for acutely ill adults on a busy ward\n- Mentored students and new graduates\n- Led quality improvement on falls",
      sourceJobId: null,
    }));
    await put(nurse, filled({ experience: long, template: "classic" }));
    const { totalPages, text, width, height } = await pdfOf(nurse);
    expect([width, height]).toEqual([595, 842]);
    expect(totalPages).toBe(2);
    for (const e of long) expect(text).toContain(e.title);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/resume")).status).toBe(401);
    expect((await t.request("/api/resume.pdf")).status).toBe(401);
    expect((await t.request("/api/resume", { method: "PUT", body: filled() })).status).toBe(401);
    expect((await t.request("/api/resume/import-jobs", { method: "POST" })).status).toBe(401);
  });
});
