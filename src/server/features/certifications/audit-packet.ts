import type { Readable } from "node:stream";
import type { Certification } from "@core/schemas/certifications";
import type { BlobStore } from "../../files/blob-store";
import { renderPdf } from "../../pdf/render-pdf";
import { photoKey, type CertificationRow } from "./repository";

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const longDate = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const day = (ymd: string | null) => (ymd ? longDate.format(new Date(`${ymd}T00:00:00Z`)) : "—");

/**
 * The audit packet ("Download all"): one PDF with a table of every
 * certification (dates and status on her day), then each card photo on a
 * page of its own — what a manager or a licensing board asks for.
 */
export async function auditPacket({
  nurseName,
  today,
  certs,
  rows,
  files,
}: {
  nurseName: string;
  today: string;
  certs: Certification[];
  rows: CertificationRow[];
  files: BlobStore;
}): Promise<Buffer> {
  const photoPages: Record<string, unknown>[] = [];
  for (const [i, row] of rows.entries()) {
    for (const [side, name] of [
      ["Front", row.frontPhoto],
      ["Back", row.backPhoto],
    ] as const) {
      if (!name) continue;
      const found = await files.get(photoKey(row.userId, name));
      if (!found) continue;
      const jpeg = await bytesOf(found.stream);
      photoPages.push(
        { text: `${certs[i]!.name} — ${side} of the card`, style: "h2", pageBreak: "before" },
        { text: `Expiry: ${certs[i]!.noExpiry ? "No expiry" : day(certs[i]!.expiryDate)} · Status: ${certs[i]!.statusLabel}`, margin: [0, 0, 0, 12] },
        { image: `data:image/jpeg;base64,${jpeg.toString("base64")}`, fit: [515, 640] },
      );
    }
  }
  const definition = {
    pageSize: "A4",
    pageMargins: [40, 48, 40, 48],
    info: { title: `Certifications of ${nurseName}`, author: "NurseVitals", subject: "Certification audit packet" },
    defaultStyle: { font: "Roboto", fontSize: 10 },
    styles: {
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 14, bold: true, margin: [0, 0, 0, 6] },
      th: { bold: true, fillColor: "#e2e8f0" },
    },
    content: [
      { text: "Certifications", style: "h1" },
      { text: `${nurseName} · status as of ${day(today)} · ${certs.length} certification${certs.length === 1 ? "" : "s"}`, margin: [0, 0, 0, 14] },
      {
        table: {
          headerRows: 1,
          widths: ["*", "auto", "auto", "auto", "auto"],
          body: [
            ["Name", "Category", "Completion Date", "Expiry Date", "Status"].map((text) => ({ text, style: "th" })),
            ...certs.map((c) => [
              { text: c.name, bold: true },
              c.category || "—",
              day(c.completionDate),
              c.noExpiry ? "No expiry" : day(c.expiryDate),
              { text: `${c.statusLabel}\n${c.statusDetail}`, color: c.status === "expired" ? "#b91c1c" : c.status === "expiring" ? "#92400e" : "#166534" },
            ]),
          ],
        },
        layout: "lightHorizontalLines",
      },
      ...photoPages,
    ],
    footer: (page: number, pages: number) => ({
      text: `NurseVitals · page ${page} of ${pages}`,
      alignment: "center",
      fontSize: 8,
      color: "#64748b",
      margin: [0, 16, 0, 0],
    }),
  };
  return renderPdf(definition);
}
