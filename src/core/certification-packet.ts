import type { Certification } from "./schemas/certifications";

/** What the packet shows of a certification. */
export type PacketCertification = Pick<
  Certification,
  "name" | "category" | "completionDate" | "expiryDate" | "noExpiry" | "status" | "statusLabel" | "statusDetail"
>;

export interface CertificationPacketInput<Image> {
  nurseName: string;
  /** Her day (statuses are as of it). */
  today: string;
  /** Letter in the US and Canada, else A4, as her resume. */
  pageSize: "LETTER" | "A4";
  certs: PacketCertification[];
  /** Each card photo, by its certification's place in `certs`: a JPEG as pdfmake takes it (a data URL). */
  photos: { cert: number; side: "Front" | "Back"; image: Image }[];
}

const longDate = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const day = (ymd: string | null) => (ymd ? longDate.format(new Date(`${ymd}T00:00:00Z`)) : "—");

/** The printable area's width and height in points, inside the packet's margins. */
const AREA = { LETTER: [532, 664], A4: [515, 714] } as const;
const MARGINS = [40, 48, 40, 56];

/**
 * The audit packet ("Download all"): a table of every certification (dates
 * and status on her day), then each card photo on a page of its own — what a
 * manager or a licensing board asks for — her name and the page on every page.
 */
export function certificationPacketDocument({ nurseName, today, pageSize, certs, photos }: CertificationPacketInput<string>): Record<string, unknown> {
  const [width, height] = AREA[pageSize];
  const photoPages = photos.flatMap(({ cert, side, image }) => {
    const c = certs[cert]!;
    return [
      { text: `${c.name} — ${side} of the card`, style: "h2", pageBreak: "before" },
      { text: `Expiry: ${c.noExpiry ? "No expiry" : day(c.expiryDate)} · Status: ${c.statusLabel}`, margin: [0, 0, 0, 12] },
      { image, fit: [width, height - 80] },
    ];
  });
  return {
    pageSize,
    pageMargins: MARGINS,
    info: { title: `Certifications of ${nurseName}`, author: nurseName, subject: "Certification audit packet", creator: "NurseVitals" },
    defaultStyle: { fontSize: 10 },
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
          dontBreakRows: true,
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
      text: `${nurseName} · Certifications · page ${page} of ${pages}`,
      alignment: "center",
      fontSize: 8,
      color: "#64748b",
      margin: [40, 20, 40, 0],
    }),
  };
}
