import { count } from "drizzle-orm";
import { addDays, todayIn } from "@core/calendar-dates";
import { contractAttachments, contracts, jobBoard } from "../db/schema";
import { userTimeZone } from "../db/user-time-zone";
import { attachmentKey } from "../features/contracts/attachment-store";
import { importPostings } from "../features/job-board/repository";
import type { Services } from "../services";

/** A one-page PDF with a line of text: the demo's contract documents. */
export function demoPdf(line: string): Buffer {
  const stream = `BT /F1 14 Tf 40 100 Td (${line.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
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

/**
 * The demo nurse's career records beside the two jobs of the calendar demo:
 * three travel contracts, one per status today (complete, active, upcoming),
 * with their documents, and a few postings on the job board.
 */
export async function seedCareerDemo({ db, files }: Services, userId: string): Promise<void> {
  const today = todayIn(await userTimeZone(db, userId));
  const rows = await db
    .insert(contracts)
    .values([
      {
        userId,
        contractName: "PACU travel — Lions Gate",
        employer: "Vancouver Coastal Health",
        facility: "Lions Gate Hospital",
        department: "Perioperative",
        unit: "PACU",
        city: "North Vancouver",
        provinceState: "BC",
        country: "Canada",
        startDate: addDays(today, -220),
        endDate: addDays(today, -130),
        baseWage: 58.25,
        housingOption: "none",
        travelToDriving: true,
        travelFromDriving: true,
      },
      {
        userId,
        contractName: "ICU travel — Kamloops",
        employer: "Interior Health",
        facility: "Royal Inland Hospital",
        department: "Critical Care",
        unit: "ICU",
        city: "Kamloops",
        provinceState: "BC",
        country: "Canada",
        startDate: addDays(today, -30),
        endDate: addDays(today, 60),
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
    .returning({ id: contracts.id, name: contracts.contractName });

  const { default: sharp } = await import("sharp");
  const badge = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  for (const { id, name } of rows) {
    const documents: { name: string; label: string; notes: string; mimeType: "application/pdf" | "image/png"; bytes: Buffer }[] = [
      {
        name: "signed-contract.pdf",
        label: "Signed contract",
        notes: "Countersigned by the agency",
        mimeType: "application/pdf",
        bytes: demoPdf(`${name ?? "Contract"}: signed contract`),
      },
      { name: "hospital-badge.png", label: "Hospital badge", notes: "", mimeType: "image/png", bytes: badge },
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
      DEMO_POSTINGS.map((p, i) => ({ ...p, postedOn: addDays(today, -i * 3) })),
    );
  }
}
