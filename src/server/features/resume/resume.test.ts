import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Resume, ResumeBody } from "@core/schemas/resume";
import { createJob } from "../../testing/calendar-fixtures";
import { resumes } from "../../db/schema";
import { json, type TestUser, useTestApp, errorOf } from "../../testing/test-app";
import { closeRenderer, renderer } from "../../render/renderer";

const t = useTestApp();
afterAll(() => closeRenderer());

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
      current: true,
      description: "- Led a team of 8 nurses\n- Triage",
      sourceJobId: null,
      sourceContractId: null,
    },
    {
      id: "e2",
      title: "Staff Nurse",
      facility: "St. Paul's Hospital",
      startDate: "2019-01",
      endDate: "2023-06",
      current: false,
      description: "",
      sourceJobId: null,
      sourceContractId: null,
    },
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
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { extractText, getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes.slice());
  const { totalPages, text: pages } = await extractText(pdf, { mergePages: false });
  const page = await pdf.getPage(1);
  const [, , width, height] = page.view;
  return { res, bytes, totalPages, pages, text: pages.join("\n"), width: Math.round(width!), height: Math.round(height!) };
}

/** The fonts a PDF embeds, by their base names (subset prefix dropped: "ABCDEF+Roboto-Regular" → "Roboto-Regular"). */
const embeddedFonts = (bytes: Uint8Array) =>
  [
    ...new Set(
      [
        ...Buffer.from(bytes)
          .toString("latin1")
          .matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([A-Za-z0-9-]+)/g),
      ].map((m) => m[1]!),
    ),
  ].sort();

const pdfsMade = () => renderer().stats().done.pdf;

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
      { experience: [{ ...filled().experience[0]!, current: false, startDate: "2023-07", endDate: "2023-06" }] },
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
    expect((await errorOf(res)).fields?.[field]).toBe(message);
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

  it("an entry is current only when 'I work here now' is ticked; one saved before the box existed reads as before", async () => {
    const nurse = await t.signUp();
    const started = { ...filled().experience[0]!, id: "new", current: false, endDate: null };
    const saved = await json<Resume>(await put(nurse, filled({ experience: [started] })));
    expect(saved.experience[0]).toMatchObject({ current: false, endDate: null });
    expect((await pdfOf(nurse)).text).not.toContain("Present");
    // Ticked, any end month given is dropped: she works there now.
    const now = await json<Resume>(await put(nurse, filled({ experience: [{ ...started, current: true, endDate: "2024-01" }] })));
    expect(now.experience[0]).toMatchObject({ current: true, endDate: null });
    expect((await pdfOf(nurse)).text).toContain("Jul 2023 – Present");
    const bad = await put(nurse, filled({ experience: [{ ...started, current: "yes" as unknown as boolean }] }));
    expect((await errorOf(bad)).fields?.["experience.0.current"]).toBe("I work here now must be on or off");

    // Saved before the box existed: no end month meant she works there now.
    const { current: _c, sourceContractId: _s, ...legacy } = filled().experience[0]!;
    await t.services.db
      .update(resumes)
      .set({ content: { ...filled(), experience: [legacy] } as never })
      .where(eq(resumes.userId, nurse.id));
    const read = (await get(nurse)).experience[0]!;
    expect(read).toMatchObject({ current: true, endDate: null, sourceContractId: null });
  });

  it("imports my contracts that have begun as experience, newest first, never twice and never another nurse's", async () => {
    const nurse = await t.signUp();
    await put(nurse, filled({ experience: [filled().experience[1]!] }));
    const contract = async (body: Record<string, unknown>) => {
      const res = await t.request("/api/contracts", { cookie: nurse.cookie, body });
      expect(res.status).toBe(201);
      return json<{ id: string }>(res);
    };
    const kamloops = await contract({
      contractName: "ICU travel — Kamloops",
      employer: "Northern Lights Staffing",
      facility: "Royal Inland Hospital",
      unit: "ICU",
      city: "Kamloops",
      startDate: "2024-01-04",
      endDate: "2024-04-03",
    });
    await contract({ contractName: "Someday", facility: "Whitehorse General", startDate: "2099-01-01", endDate: "2099-03-31" });
    await contract({ contractName: "Undated" });
    const first = await t.request("/api/resume/import-contracts", { method: "POST", cookie: nurse.cookie });
    expect(first.status).toBe(200);
    const { resume, added } = await json<{ resume: Resume; added: number }>(first);
    expect(added).toBe(1);
    expect(resume.experience.map((e) => [e.title, e.facility, e.startDate, e.endDate, e.current, e.description])).toEqual([
      ["Travel Nurse", "Royal Inland Hospital, ICU, Kamloops", "2024-01", "2024-04", false, "- 13-week contract through Northern Lights Staffing"],
      ["Staff Nurse", "St. Paul's Hospital", "2019-01", "2023-06", false, ""],
    ]);
    expect(resume.experience[0]!.sourceContractId).toBe(kamloops.id);
    const second = await json<{ resume: Resume; added: number }>(await t.request("/api/resume/import-contracts", { method: "POST", cookie: nurse.cookie }));
    expect(second.added).toBe(0);
    expect(second.resume.experience).toHaveLength(2);
    const other = await t.signUp();
    expect((await json<{ added: number }>(await t.request("/api/resume/import-contracts", { method: "POST", cookie: other.cookie }))).added).toBe(0);
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

  it("keeps every script of her name: 王芳 and Harpreet ਕੌਰ come back as text, each in a font that has it, and the download keeps her name", async () => {
    const nurse = await t.signUp();
    await put(
      nurse,
      filled({
        personal: { name: "王芳", email: "wang@example.com", phone: "", location: "上海", summary: "ICU nurse. Harpreet ਕੌਰ and मीरा शर्मा were my preceptors." },
        skills: ["Ελληνικά", "Русский", "العربية", "עברית", "ภาษาไทย", "ᜊᜌ᜔ᜊᜌᜒᜈ᜔"],
      }),
    );
    const { res, bytes, text } = await pdfOf(nurse);
    for (const words of ["王芳", "上海", "Harpreet ਕੌਰ", "Ελληνικά", "Русский", "ภาษาไทย"]) expect(text, words).toContain(words);
    // Right-to-left words come back in reading order.
    expect(text).toContain("العربية");
    expect(text).toContain("עברית");
    expect(embeddedFonts(bytes)).toEqual([
      "NotoNaskhArabic",
      "NotoSansDevanagari-Regular",
      "NotoSansGurmukhi-Regular",
      "NotoSansHans-Bold",
      "NotoSansHans-Regular",
      "NotoSansHebrew",
      "NotoSansTagalog-Regular",
      "NotoSansThai-Regular",
      "Roboto-Italic",
      "Roboto-Medium",
      "Roboto-Regular",
    ]);
    // Each font is the subset the document uses: the Chinese one, 8 MB whole, adds a few kilobytes.
    expect(bytes.length).toBeLessThan(250_000);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Resume - Resume.pdf"; filename*=UTF-8''${encodeURIComponent("王芳 - Resume.pdf")}`,
    );
  });

  it("a Latin resume embeds Roboto alone and stays small", async () => {
    const nurse = await t.signUp();
    await put(nurse, filled());
    const { bytes } = await pdfOf(nurse);
    expect(embeddedFonts(bytes)).toEqual(["Roboto-Italic", "Roboto-Medium", "Roboto-Regular"]);
    expect(bytes.length).toBeLessThan(60_000);
  });

  it("a long resume numbers its pages, has her name atop every page after the first, and never splits an entry across pages", async () => {
    const nurse = await t.signUp();
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { countryCode: "US" } });
    const long = Array.from({ length: 16 }, (_, i) => ({
      id: `e${i}`,
      title: `Position ${i}`,
      facility: "Massachusetts General Hospital",
      startDate: `20${10 + (i % 10)}-01`,
      endDate: `20${10 + (i % 10)}-12`,
      description: `- Cared for acutely ill adults on a busy ward\n- Mentored students and new graduates\n- Last line of entry ${i}`,
      sourceJobId: null,
    }));
    await put(nurse, filled({ experience: long }));
    const { totalPages, pages, width, height } = await pdfOf(nurse);
    expect([width, height]).toEqual([612, 792]);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${totalPages}`);
      // Her name is written once in the body, atop the first page: on the others it is the running head.
      if (i > 0) expect(page, `page ${i + 1}`).toContain("Maya Okafor");
    });
    for (const [i, entry] of long.entries()) {
      const on = pages.findIndex((page) => page.includes(entry.title));
      expect(pages[on], entry.title).toContain(`Last line of entry ${i}`);
    }
  });

  it("is made once and kept until the resume or a chosen certification changes; ten at once share one render", async () => {
    const nurse = await t.signUp();
    const bls = await json<{ id: string }>(
      await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "BLS Provider", expiryDate: "2099-03-31" } }),
    );
    await put(nurse, filled({ certificationIds: [bls.id] }));
    const made = pdfsMade();
    const together = await Promise.all(Array.from({ length: 10 }, () => t.request("/api/resume.pdf", { cookie: nurse.cookie })));
    const bodies = await Promise.all(together.map(async (res) => (expect(res.status).toBe(200), Buffer.from(await res.arrayBuffer()).toString("base64"))));
    expect(new Set(bodies).size).toBe(1);
    expect(pdfsMade()).toBe(made + 1);
    expect((await pdfOf(nurse)).text).toContain("BLS Provider");
    expect(pdfsMade()).toBe(made + 1);
    // Her resume changes: a new PDF.
    await put(nurse, filled({ certificationIds: [bls.id], skills: ["Triage"] }));
    expect((await pdfOf(nurse)).text).toContain("Triage");
    expect(pdfsMade()).toBe(made + 2);
    // A certification on it changes: a new PDF.
    await t.request(`/api/certifications/${bls.id}`, {
      method: "PUT",
      cookie: nurse.cookie,
      body: { name: "BLS Instructor", category: "", completionDate: null, expiryDate: "2099-03-31", noExpiry: false },
    });
    expect((await pdfOf(nurse)).text).toContain("BLS Instructor");
    expect(pdfsMade()).toBe(made + 3);
  });

  it("is made in the render process, one at a time per nurse: the server keeps answering while it renders", async () => {
    const nurse = await t.signUp();
    await put(nurse, filled());
    let done = false;
    const rendering = t.request("/api/resume.pdf", { cookie: nurse.cookie }).then((res) => ((done = true), res));
    await expect.poll(() => renderer().stats().running, { timeout: 10_000 }).toBe(1);
    const other = await t.request("/api/resume", { cookie: nurse.cookie });
    expect(other.status).toBe(200);
    expect(done).toBe(false);
    expect((await rendering).status).toBe(200);
    expect(renderer().stats().pid).not.toBe(process.pid);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/resume")).status).toBe(401);
    expect((await t.request("/api/resume.pdf")).status).toBe(401);
    expect((await t.request("/api/resume", { method: "PUT", body: filled() })).status).toBe(401);
    expect((await t.request("/api/resume/import-jobs", { method: "POST" })).status).toBe(401);
    expect((await t.request("/api/resume/import-contracts", { method: "POST" })).status).toBe(401);
  });
});
