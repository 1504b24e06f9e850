import { descriptionBullets, experienceDates, formatResumeMonth } from "./resume-rules";
import type { ResumeContent, ResumeTemplate } from "./schemas/resume";

/** What the resume shows of a chosen certification. */
export interface ResumeCertification {
  name: string;
  category: string;
  completionDate: string | null;
  expiryDate: string | null;
  noExpiry: boolean;
}

export interface ResumeDocumentInput {
  resume: ResumeContent;
  /** The chosen certifications, in the order the nurse chose them (only hers: the server looks them up). */
  certifications: ResumeCertification[];
  pageSize: "LETTER" | "A4";
}

/** A pdfmake node (the document definition is plain data: core builds it, the server renders it). */
type Node = Record<string, unknown> | string;

interface Look {
  base: number;
  name: number;
  heading: number;
  margins: [number, number, number, number];
  gap: number;
  accent: string;
  centred: boolean;
}

const LOOKS: Record<ResumeTemplate, Look> = {
  classic: { base: 10.5, name: 22, heading: 11.5, margins: [54, 50, 54, 50], gap: 12, accent: "#1e3a5f", centred: true },
  compact: { base: 9.5, name: 18, heading: 10, margins: [40, 36, 40, 36], gap: 8, accent: "#0f766e", centred: false },
};

/** Page widths in points. */
const PAGE_WIDTH = { LETTER: 612, A4: 595.28 } as const;

/** The section names, in the order they print. */
export const RESUME_SECTIONS = ["Summary", "Experience", "Education", "Certifications", "Skills"] as const;

const certLine = (c: ResumeCertification) => {
  const when = c.noExpiry ? "No expiry" : c.expiryDate ? `Expires ${formatResumeMonth(c.expiryDate.slice(0, 7))}` : "";
  return [c.name, c.category].filter(Boolean).join(" — ") + (when ? ` (${when})` : "");
};

/**
 * The pdfmake document of a resume: the header (name, contact line), then the
 * sections that have content, in RESUME_SECTIONS order. Each heading is kept
 * on a page with its first entry, and an entry is never split across pages
 * (no line of it left alone at a page's foot or head). A resume of more than
 * one page carries her name at the top of every page after the first and the
 * page number at the foot of each, as a recruiter who prints it expects.
 */
export function resumeDocument({ resume, certifications, pageSize }: ResumeDocumentInput): Record<string, unknown> {
  const look = LOOKS[resume.template];
  const { personal } = resume;
  const lineWidth = PAGE_WIDTH[pageSize] - look.margins[0] - look.margins[2];
  const heading = (text: string): Node => ({
    stack: [
      { text: text.toUpperCase(), style: "heading" },
      { canvas: [{ type: "line", x1: 0, y1: 0, x2: lineWidth, y2: 0, lineWidth: 0.75, lineColor: look.accent }], margin: [0, 2, 0, 5] },
    ],
  });
  /** A section: its heading and first entry unbreakable together, the other entries each unbreakable. */
  const section = (title: (typeof RESUME_SECTIONS)[number], entries: Node[]): Node[] => {
    if (entries.length === 0) return [];
    const [first, ...rest] = entries;
    return [
      { stack: [heading(title), first], unbreakable: true, margin: [0, look.gap, 0, 0] },
      ...rest.map((entry) => ({ stack: [entry], unbreakable: true })),
    ];
  };

  const experience = resume.experience
    .filter((e) => e.title.trim() || e.facility.trim())
    .map((e) => {
      const bullets = descriptionBullets(e.description);
      return {
        stack: [
          {
            columns: [
              { text: e.title || e.facility, bold: true, width: "*" },
              { text: experienceDates(e), width: "auto", alignment: "right", color: "#475569" },
            ],
          },
          ...(e.title && e.facility ? [{ text: e.facility, italics: true, color: "#334155" }] : []),
          ...(bullets.length ? [{ ul: bullets, margin: [8, 2, 0, 0] }] : []),
        ],
        margin: [0, 0, 0, look.gap / 2],
      };
    });
  const education = resume.education
    .filter((e) => e.credential.trim() || e.school.trim())
    .map((e) => ({
      columns: [
        { text: [{ text: e.credential || e.school, bold: true }, ...(e.credential && e.school ? [{ text: `, ${e.school}` }] : [])], width: "*" },
        { text: e.year, width: "auto", alignment: "right", color: "#475569" },
      ],
      margin: [0, 0, 0, 3],
    }));
  const certs = certifications.map((c) => ({ text: certLine(c), margin: [0, 0, 0, 2] }));
  const skills = resume.skills.length ? [{ text: resume.skills.join("  ·  ") }] : [];

  const contact = [personal.email, personal.phone, personal.location].filter((s) => s.trim()).join("  |  ");
  const header: Node[] = [
    { text: personal.name || "Your name", style: "name", alignment: look.centred ? "center" : "left" },
    ...(contact ? [{ text: contact, alignment: look.centred ? "center" : "left", color: "#334155", margin: [0, 2, 0, 0] }] : []),
  ];

  const [left, top, right, bottom] = look.margins;
  const small = { fontSize: Math.min(8.5, look.base - 1), color: "#64748b" };
  const runningName = personal.name.trim() || "Resume";
  return {
    pageSize,
    pageMargins: look.margins,
    header: (page: number, pages: number) =>
      page > 1 && pages > 1 ? { text: runningName, ...small, alignment: "left", margin: [left, Math.max(12, top / 2 - 6), right, 0] } : null,
    footer: (page: number, pages: number) =>
      pages > 1 ? { text: `Page ${page} of ${pages}`, ...small, alignment: "right", margin: [left, Math.max(8, bottom / 2 - 6), right, 0] } : null,
    info: { title: `${personal.name || "Resume"} — Resume`, author: personal.name || "NurseVitals", subject: "Resume", creator: "NurseVitals" },
    defaultStyle: { font: "Roboto", fontSize: look.base, lineHeight: 1.2 },
    styles: {
      name: { fontSize: look.name, bold: true, color: look.accent },
      heading: { fontSize: look.heading, bold: true, color: look.accent, characterSpacing: 0.6 },
    },
    content: [
      ...header,
      ...section("Summary", personal.summary.trim() ? [{ text: personal.summary.trim() }] : []),
      ...section("Experience", experience),
      ...section("Education", education),
      ...section("Certifications", certs),
      ...section("Skills", skills),
    ],
  };
}
