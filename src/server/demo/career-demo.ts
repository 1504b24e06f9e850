import { count, eq } from "drizzle-orm";
import { addDays, todayIn } from "@core/calendar-dates";
import { contractDurationDays, contractDurationLabel } from "@core/contract-status";
import { contractAttachments, contracts, jobBoard, users } from "../db/schema";
import { userTimeZone } from "../db/user-time-zone";
import { attachmentKey } from "../features/contracts/attachment-store";
import { importPostings } from "../features/job-board/repository";
import type { Services } from "../services";
import { demoAvatarPng } from "./demo-avatar";

/** Characters outside ASCII that Helvetica's WinAnsi encoding has (dashes, curly quotes, bullet, euro). */
const WIN_ANSI: Record<string, number> = { "—": 0x97, "–": 0x96, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "…": 0x85, "€": 0x80 };

/** A line as a PDF string in WinAnsi: Latin-1 and the characters above as octal escapes, anything else as "?". */
function pdfString(line: string): string {
  return [...line]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === "(" || ch === ")" || ch === "\\") return `\\${ch}`;
      if (code >= 0x20 && code < 0x7f) return ch;
      const byte = WIN_ANSI[ch] ?? (code >= 0xa0 && code <= 0xff ? code : undefined);
      return byte === undefined ? "?" : `\\${byte.toString(8).padStart(3, "0")}`;
    })
    .join("");
}

/**
 * A one-page PDF with lines of text (Helvetica, WinAnsi, so an em dash stays an
 * em dash): the demo's contract documents.
 */
export function demoPdf(lines: string[]): Buffer {
  const stream = `BT /F1 12 Tf 16 TL 48 330 Td ${lines.map((line) => `(${pdfString(line)}) '`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 396] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let text = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A hospital ID badge for a contract: the facility's band, her photo, name, role and unit, a barcode. */
export async function demoBadgePng(facility: string, unit: string, nurse: string, photo: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const bars = Array.from({ length: 38 }, (_, i) => `<rect x="${330 + i * 7}" y="322" width="${i % 3 === 0 ? 4 : 2}" height="42" fill="#0f172a"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
  <rect x="2" y="2" width="636" height="396" rx="28" fill="#ffffff" stroke="#cbd5e1" stroke-width="4"/>
  <path d="M2 30a28 28 0 0 1 28-28h580a28 28 0 0 1 28 28v62H2z" fill="#1d4ed8"/>
  <text x="36" y="60" font-family="DejaVu Sans" font-size="26" font-weight="bold" fill="#ffffff">${xml(facility)}</text>
  <rect x="36" y="120" width="180" height="220" rx="14" fill="#e2e8f0"/>
  <text x="250" y="160" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#0f172a">${xml(nurse)}</text>
  <text x="250" y="200" font-family="DejaVu Sans" font-size="22" fill="#334155">Registered Nurse</text>
  <text x="250" y="234" font-family="DejaVu Sans" font-size="22" fill="#334155">${xml(unit)} · Contract staff</text>
  <rect x="250" y="256" width="64" height="30" rx="6" fill="#16a34a"/>
  <text x="262" y="278" font-family="DejaVu Sans" font-size="18" font-weight="bold" fill="#ffffff">RN</text>
  ${bars}
</svg>`;
  const face = await sharp(photo).resize(172, 212, { fit: "cover" }).png().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: face, left: 40, top: 124 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Sample postings for the Discover tab (loaded once, when the board is empty). */
export const DEMO_POSTINGS = [
  {
    ref: "demo-rih-icu",
    title: "ICU Registered Nurse — 13-week travel",
    employer: "Interior Health",
    facility: "Royal Inland Hospital",
    city: "Kamloops",
    provinceState: "BC",
    country: "Canada",
    payRate: 68.5,
    url: null,
    description: "Nights and weekends rotation; housing stipend.",
    postedOn: null,
  },
  {
    ref: "demo-vgh-er",
    title: "Emergency Nurse (Casual)",
    employer: "Vancouver Coastal Health",
    facility: "Vancouver General Hospital",
    city: "Vancouver",
    provinceState: "BC",
    country: "Canada",
    payRate: 52.4,
    url: null,
    description: "Casual line, flexible shifts.",
    postedOn: null,
  },
  {
    ref: "demo-uhnbc-peds",
    title: "Pediatrics RN",
    employer: "Northern Health",
    facility: "University Hospital of Northern BC",
    city: "Prince George",
    provinceState: "BC",
    country: "Canada",
    payRate: 55.1,
    url: null,
    description: null,
    postedOn: null,
  },
  {
    ref: "demo-lgh-pacu",
    title: "PACU Nurse",
    employer: "Vancouver Coastal Health",
    facility: "Lions Gate Hospital",
    city: "North Vancouver",
    provinceState: "BC",
    country: "Canada",
    payRate: 53.75,
    url: null,
    description: "Day shifts, Monday to Friday.",
    postedOn: null,
  },
];

/** The travel agency the demo nurse contracts through (her recruiter works there). */
export const DEMO_AGENCY = "Northern Lights Staffing";

/**
 * The demo nurse's career records beside her two Vancouver jobs of the
 * calendar demo: three contracts, one per status today — a Kamloops ICU
 * travel contract she finished (a leave from her staff job), PACU relief at
 * Lions Gate in North Vancouver now (close to home, beside her jobs), and an
 * emergency contract in Whitehorse to come — with their signed contracts and
 * badges, and a few sample postings on the job board.
 */
export async function seedCareerDemo({ db, files }: Services, userId: string): Promise<void> {
  const today = todayIn(await userTimeZone(db, userId));
  const rows = await db
    .insert(contracts)
    .values([
      {
        userId,
        contractName: "ICU travel — Kamloops",
        employer: DEMO_AGENCY,
        facility: "Royal Inland Hospital",
        department: "Critical Care",
        unit: "ICU",
        city: "Kamloops",
        provinceState: "BC",
        country: "Canada",
        startDate: addDays(today, -220),
        endDate: addDays(today, -130),
        baseWage: 68.5,
        housingOption: "stipend",
        housingNotes: "Furnished suite ten minutes from the hospital.",
        travelToStipend: 500,
        travelToDriving: true,
        travelFromStipend: 500,
        travelFromDriving: true,
      },
      {
        userId,
        contractName: "PACU relief — Lions Gate",
        employer: DEMO_AGENCY,
        facility: "Lions Gate Hospital",
        department: "Perioperative",
        unit: "PACU",
        city: "North Vancouver",
        provinceState: "BC",
        country: "Canada",
        startDate: addDays(today, -30),
        endDate: addDays(today, 60),
        baseWage: 58.25,
        housingOption: "none",
        housingNotes: "Lives in Vancouver: no housing needed.",
      },
      {
        userId,
        contractName: "Emergency travel — Whitehorse",
        employer: "Yukon Hospital Corporation",
        facility: "Whitehorse General Hospital",
        department: "Emergency",
        unit: "ED",
        city: "Whitehorse",
        provinceState: "YT",
        country: "Canada",
        startDate: addDays(today, 75),
        endDate: addDays(today, 165),
        baseWage: 72,
        housingOption: "agency_provided",
        travelToStipend: 900,
        travelToFlying: true,
        travelFromStipend: 900,
        travelFromFlying: true,
      },
    ])
    .returning();

  const [nurse] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  const photo = await demoAvatarPng();
  for (const contract of rows) {
    const { id, contractName, employer, facility, unit, city, provinceState, startDate, endDate, baseWage } = contract;
    const signed = demoPdf([
      `${employer} — Contract Nurse Agreement`,
      "",
      `Contract: ${contractName}`,
      `Nurse: ${nurse?.name ?? ""}, Registered Nurse`,
      `Facility: ${facility}, ${unit} — ${city}, ${provinceState}`,
      `Term: ${startDate} – ${endDate} (${contractDurationLabel(contractDurationDays(startDate, endDate))})`,
      `Base wage: $${baseWage?.toFixed(2)} an hour`,
      "",
      "Signed by the nurse and countersigned by the agency.",
    ]);
    const documents: { name: string; label: string; notes: string; mimeType: "application/pdf" | "image/png"; bytes: Buffer }[] = [
      { name: "signed-contract.pdf", label: "Signed contract", notes: "Countersigned by the agency", mimeType: "application/pdf", bytes: signed },
      {
        name: "hospital-badge.png",
        label: "Hospital badge",
        notes: "",
        mimeType: "image/png",
        bytes: await demoBadgePng(facility ?? "", unit ?? "", nurse?.name ?? "", photo),
      },
    ];
    for (const doc of documents) {
      const fileKey = attachmentKey(userId, id, doc.name, doc.mimeType);
      await files.put(fileKey, doc.bytes);
      await db
        .insert(contractAttachments)
        .values({ userId, contractId: id, fileKey, label: doc.label, notes: doc.notes, mimeType: doc.mimeType, sizeBytes: doc.bytes.length });
    }
  }

  const [board] = await db.select({ n: count() }).from(jobBoard);
  if ((board?.n ?? 0) === 0) {
    await importPostings(
      db,
      DEMO_POSTINGS.map((p, i) => ({ ...p, postedOn: addDays(today, -i * 3), sample: true })),
    );
  }
}
