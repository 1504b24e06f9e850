import { describe, expect, it } from "vitest";
import type { Resume } from "@core/schemas/resume";
import { json, useTestApp } from "../testing/test-app";
import { createDemoAccount, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from "./demo-account";

const t = useTestApp();

describe("demo account: resume and contacts", () => {
  it("has a filled resume built from her jobs, contracts and valid certifications, a one-page Letter PDF, and six contacts", async () => {
    expect(await createDemoAccount(t.services)).toBe(true);
    const { cookie } = await t.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const resume = await json<Resume>(await t.request("/api/resume", { cookie }));
    expect(resume.personal).toMatchObject({ name: DEMO_NAME, email: DEMO_EMAIL });
    expect(resume.personal.summary).not.toBe("");
    expect(resume.pageSize).toBe("LETTER");
    expect(resume.experience.filter((e) => e.sourceJobId)).toHaveLength(2);
    expect(resume.experience.length).toBeGreaterThanOrEqual(3);
    expect(resume.education.length).toBeGreaterThan(0);
    expect(resume.skills.length).toBeGreaterThan(3);
    const { certifications } = await json<{ certifications: { id: string; status: string }[] }>(await t.request("/api/certifications", { cookie }));
    const chosen = certifications.filter((c) => resume.certificationIds.includes(c.id));
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((c) => c.status !== "expired")).toBe(true);
    expect(resume.experience.filter((e) => e.sourceContractId)).toHaveLength(2);
    // Importing again adds nothing: the demo's entries came from her jobs and the contracts she has begun.
    expect((await json<{ added: number }>(await t.request("/api/resume/import-jobs", { method: "POST", cookie }))).added).toBe(0);
    expect((await json<{ added: number }>(await t.request("/api/resume/import-contracts", { method: "POST", cookie }))).added).toBe(0);

    const pdf = await t.request("/api/resume.pdf", { cookie });
    expect(pdf.status).toBe(200);
    const { extractText, getDocumentProxy } = await import("unpdf");
    const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain(DEMO_NAME);
    expect(text).toContain("BLS Provider");

    const { contacts } = await json<{ contacts: unknown[] }>(await t.request("/api/contacts", { cookie }));
    expect(contacts).toHaveLength(6);
  });
});
