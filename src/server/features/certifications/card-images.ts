/**
 * Generated photos of certification cards, for the AI Read tests and the
 * bench: different issuers, layouts, fonts and date formats, taken slightly
 * rotated, blurred, noisy and JPEG-compressed, as a phone would.
 */
export interface CardSpec {
  lines: { text: string; size: number; weight?: "bold" | "normal" }[];
  font: string;
  background: string;
  ink: string;
  rotate: number;
  blur: number;
  noise: number;
  quality: number;
  width?: number;
  /** What AI Read must find. */
  expect: { name: string; expiryDate: string | null };
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const CARDS: CardSpec[] = [
  {
    lines: [
      { text: "American Heart Association", size: 34, weight: "bold" },
      { text: "BLS Provider", size: 48, weight: "bold" },
      { text: "Maya Okafor", size: 30 },
      { text: "Issue Date 03/12/2025", size: 28 },
      { text: "Recommended Renewal Date 03/2027", size: 28 },
    ],
    font: "DejaVu Sans",
    background: "#ffffff",
    ink: "#b91c1c",
    rotate: 1.5,
    blur: 0.5,
    noise: 12,
    quality: 80,
    expect: { name: "BLS", expiryDate: "2027-03-31" },
  },
  {
    lines: [
      { text: "AMERICAN HEART ASSOCIATION", size: 30, weight: "bold" },
      { text: "ACLS Provider", size: 46, weight: "bold" },
      { text: "Advanced Cardiovascular Life Support", size: 26 },
      { text: "Issued: 06/30/2025", size: 28 },
      { text: "Renew by: 06/2027", size: 28 },
    ],
    font: "Liberation Sans",
    background: "#fef2f2",
    ink: "#111827",
    rotate: -2,
    blur: 0.6,
    noise: 15,
    quality: 70,
    expect: { name: "ACLS", expiryDate: "2027-06-30" },
  },
  {
    lines: [
      { text: "Pediatric Advanced Life Support", size: 34, weight: "bold" },
      { text: "PALS", size: 54, weight: "bold" },
      { text: "Completed 15 Jan 2025", size: 28 },
      { text: "Expires 31 Jan 2027", size: 28 },
    ],
    font: "DejaVu Serif",
    background: "#eff6ff",
    ink: "#1e3a8a",
    rotate: 1,
    blur: 0.4,
    noise: 10,
    quality: 85,
    expect: { name: "PALS", expiryDate: "2027-01-31" },
  },
  {
    lines: [
      { text: "American Academy of Pediatrics", size: 30 },
      { text: "Neonatal Resuscitation Program", size: 36, weight: "bold" },
      { text: "NRP Provider - 8th Edition", size: 28 },
      { text: "Date of course: 2025-09-10", size: 26 },
      { text: "Expiration: 2027-09-30", size: 26 },
    ],
    font: "Liberation Serif",
    background: "#ffffff",
    ink: "#14532d",
    rotate: -1.2,
    blur: 0.5,
    noise: 12,
    quality: 75,
    expect: { name: "NRP", expiryDate: "2027-09-30" },
  },
  {
    lines: [
      { text: "Emergency Nurses Association", size: 32, weight: "bold" },
      { text: "TNCC", size: 56, weight: "bold" },
      { text: "Trauma Nursing Core Course", size: 28 },
      { text: "Verified: May 2, 2024", size: 26 },
      { text: "Valid until: May 31, 2028", size: 26 },
    ],
    font: "DejaVu Sans",
    background: "#fffbeb",
    ink: "#78350f",
    rotate: 2,
    blur: 0.6,
    noise: 14,
    quality: 70,
    expect: { name: "TNCC", expiryDate: "2028-05-31" },
  },
  {
    lines: [
      { text: "Emergency Nurses Association", size: 30 },
      { text: "ENPC Provider", size: 48, weight: "bold" },
      { text: "Emergency Nursing Pediatric Course", size: 26 },
      { text: "Issue 2024/11/20", size: 28 },
      { text: "Expiry 2028/11/30", size: 28 },
    ],
    font: "Liberation Sans",
    background: "#f0fdf4",
    ink: "#111827",
    rotate: -1.5,
    blur: 0.4,
    noise: 10,
    quality: 80,
    expect: { name: "ENPC", expiryDate: "2028-11-30" },
  },
  {
    lines: [
      { text: "AACN Certification Corporation", size: 30, weight: "bold" },
      { text: "CCRN (Adult)", size: 50, weight: "bold" },
      { text: "Critical Care Registered Nurse", size: 26 },
      { text: "Certified since 01 Apr 2023", size: 26 },
      { text: "Expires 31 Mar 2026", size: 26 },
    ],
    font: "DejaVu Serif",
    background: "#ffffff",
    ink: "#1f2937",
    rotate: 0.8,
    blur: 0.5,
    noise: 16,
    quality: 65,
    expect: { name: "CCRN", expiryDate: "2026-03-31" },
  },
  {
    lines: [
      { text: "Board of Certification for Emergency Nursing", size: 26 },
      { text: "CEN", size: 60, weight: "bold" },
      { text: "Certified Emergency Nurse", size: 28 },
      { text: "Effective 12/01/2024", size: 28 },
      { text: "Expiration 11/30/2028", size: 28 },
    ],
    font: "Liberation Sans",
    background: "#f5f3ff",
    ink: "#3b0764",
    rotate: -0.8,
    blur: 0.4,
    noise: 12,
    quality: 80,
    expect: { name: "CEN", expiryDate: "2028-11-30" },
  },
  {
    lines: [
      { text: "British Columbia College of Nurses", size: 30, weight: "bold" },
      { text: "Registered Nurse", size: 44, weight: "bold" },
      { text: "Licence No. 0123456", size: 26 },
      { text: "Issued 2025-10-31", size: 26 },
      { text: "Expires 2026-10-31", size: 26 },
    ],
    font: "DejaVu Sans",
    background: "#ecfeff",
    ink: "#164e63",
    rotate: 1.2,
    blur: 0.5,
    noise: 12,
    quality: 75,
    expect: { name: "Registered Nurse Licence", expiryDate: "2026-10-31" },
  },
  {
    lines: [
      { text: "Heart and Stroke Foundation", size: 30 },
      { text: "Basic Life Support", size: 44, weight: "bold" },
      { text: "Course date: 14/02/2025", size: 26 },
      { text: "Valid to: 14/02/2027", size: 26 },
    ],
    font: "Liberation Serif",
    background: "#ffffff",
    ink: "#991b1b",
    rotate: -2.2,
    blur: 0.6,
    noise: 14,
    quality: 70,
    expect: { name: "BLS", expiryDate: "2027-02-14" },
  },
  {
    lines: [
      { text: "Canadian Red Cross", size: 34, weight: "bold" },
      { text: "First Aid & CPR Level C", size: 38, weight: "bold" },
      { text: "Completion: March 3, 2025", size: 26 },
      { text: "Expiry: March 3, 2028", size: 26 },
    ],
    font: "DejaVu Sans",
    background: "#fff1f2",
    ink: "#111827",
    rotate: 1.6,
    blur: 0.5,
    noise: 12,
    quality: 75,
    expect: { name: "CPR", expiryDate: "2028-03-03" },
  },
  {
    lines: [
      { text: "AMERICAN HEART ASSOCIATION", size: 28, weight: "bold" },
      { text: "PALS PROVIDER", size: 46, weight: "bold" },
      { text: "ISSUE DATE 08/22/2025", size: 26 },
      { text: "RECOMMENDED RENEWAL DATE 08/2027", size: 26 },
    ],
    font: "DejaVu Sans Mono",
    background: "#ffffff",
    ink: "#1f2937",
    rotate: -1,
    blur: 0.7,
    noise: 18,
    quality: 60,
    expect: { name: "PALS", expiryDate: "2027-08-31" },
  },
  {
    lines: [
      { text: "Nursing and Midwifery Council", size: 30 },
      { text: "Registered Nurse - Adult", size: 40, weight: "bold" },
      { text: "PIN 12A3456E", size: 26 },
      { text: "Renewal due 30/04/2027", size: 26 },
    ],
    font: "Liberation Sans",
    background: "#f8fafc",
    ink: "#0f172a",
    rotate: 0.6,
    blur: 0.4,
    noise: 10,
    quality: 85,
    expect: { name: "Registered Nurse Licence", expiryDate: "2027-04-30" },
  },
  {
    lines: [
      { text: "Wound Care Workshop", size: 44, weight: "bold" },
      { text: "Certificate of Completion", size: 28 },
      { text: "Completed 2024-09-01", size: 26 },
      { text: "This certificate does not expire", size: 26 },
    ],
    font: "DejaVu Serif",
    background: "#ffffff",
    ink: "#374151",
    rotate: -1.4,
    blur: 0.5,
    noise: 12,
    quality: 75,
    expect: { name: "Wound Care Workshop", expiryDate: null },
  },
];

/** A card photo: the card on a table, rotated a little, softened and noisy, saved as a JPEG. */
export async function cardImage(spec: CardSpec): Promise<Buffer> {
  const width = spec.width ?? 1100;
  const height = Math.round(width * 0.63);
  let y = 90;
  const texts = spec.lines
    .map((line) => {
      const at = y;
      y += line.size * 1.6;
      return `<text x="60" y="${at}" font-family="${spec.font}" font-size="${line.size}" font-weight="${line.weight ?? "normal"}" fill="${spec.ink}">${esc(line.text)}</text>`;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" rx="28" fill="${spec.background}" stroke="#94a3b8" stroke-width="4"/>${texts}</svg>`;
  // Loaded here, not at start-up (the demo draws its cards once, on a new data dir).
  const { default: sharp } = await import("sharp");
  const card = await sharp(Buffer.from(svg))
    .rotate(spec.rotate, { background: "#8b8f94" })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: "#8b8f94" })
    .blur(spec.blur > 0.3 ? spec.blur : undefined)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Sensor noise, the same every run (a fixed sequence).
  let seed = 12345;
  const data = card.data;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((seed % (2 * spec.noise + 1)) - spec.noise)));
  }
  return sharp(data, { raw: { width: card.info.width, height: card.info.height, channels: card.info.channels } })
    .jpeg({ quality: spec.quality })
    .toBuffer();
}
