import { describe, expect, it } from "vitest";
import { RESUME_SECTIONS, resumeDocument } from "./resume-document";
import type { ResumeContent } from "./schemas/resume";

const resume: ResumeContent = {
  template: "classic",
  personal: { name: "Jordan Lee", email: "jordan@example.com", phone: "604-555-0100", location: "Vancouver, BC", summary: "ER nurse." },
  experience: [
    {
      id: "a",
      title: "Charge Nurse",
      facility: "VGH, Emergency",
      startDate: "2023-07",
      endDate: null,
      current: true,
      description: "- Led a team of 8\n- Triage",
      sourceJobId: null,
      sourceContractId: null,
    },
    {
      id: "b",
      title: "Registered Nurse",
      facility: "St. Paul's",
      startDate: "2019-01",
      endDate: "2023-06",
      current: false,
      description: "",
      sourceJobId: null,
      sourceContractId: null,
    },
  ],
  education: [{ id: "c", credential: "BSN", school: "UBC", year: "2018" }],
  certificationIds: [],
  skills: ["ACLS", "Epic charting"],
};
const certifications = [{ name: "BLS Provider", category: "Life Support", completionDate: null, expiryDate: "2027-03-31", noExpiry: false }];

/** Every text in a node tree, in document order. */
function texts(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    return [...texts(o.text), ...texts(o.stack), ...texts(o.columns), ...texts(o.ul)];
  }
  return [];
}

describe("the resume's document", () => {
  it("has the header, then every section with content, in order", () => {
    const doc = resumeDocument({ resume, certifications, pageSize: "LETTER" });
    const all = texts(doc.content);
    expect(all[0]).toBe("Jordan Lee");
    expect(all[1]).toBe("jordan@example.com  |  604-555-0100  |  Vancouver, BC");
    const at = RESUME_SECTIONS.map((s) => all.indexOf(s.toUpperCase()));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(all).toEqual(
      expect.arrayContaining([
        "Charge Nurse",
        "Jul 2023 – Present",
        "Led a team of 8",
        "BLS Provider — Life Support (Expires Mar 2027)",
        "ACLS  ·  Epic charting",
      ]),
    );
  });

  it("leaves out empty sections and keeps each heading with its first entry", () => {
    const doc = resumeDocument({
      resume: { ...resume, education: [], skills: [], personal: { ...resume.personal, summary: "" } },
      certifications: [],
      pageSize: "A4",
    });
    const all = texts(doc.content);
    expect(all).not.toContain("EDUCATION");
    expect(all).not.toContain("SUMMARY");
    expect(all).not.toContain("CERTIFICATIONS");
    const content = doc.content as Record<string, unknown>[];
    const experience = content.find((n) => texts(n).includes("EXPERIENCE"))!;
    expect(experience.unbreakable).toBe(true);
    expect(texts(experience)).toContain("Charge Nurse");
  });

  it("takes the page size it is given, and each template its own look", () => {
    expect(resumeDocument({ resume, certifications, pageSize: "LETTER" }).pageSize).toBe("LETTER");
    expect(resumeDocument({ resume, certifications, pageSize: "A4" }).pageSize).toBe("A4");
    const classic = resumeDocument({ resume, certifications, pageSize: "A4" });
    const compact = resumeDocument({ resume: { ...resume, template: "compact" }, certifications, pageSize: "A4" });
    expect((compact.defaultStyle as { fontSize: number }).fontSize).toBeLessThan((classic.defaultStyle as { fontSize: number }).fontSize);
    expect(compact.pageMargins).not.toEqual(classic.pageMargins);
  });
});
