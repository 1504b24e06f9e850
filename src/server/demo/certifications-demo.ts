import { addDays, todayIn } from "@core/calendar-dates";
import { cardImage, type CardSpec } from "./card-image";
import { toCardJpeg } from "../image-text/photo";
import { insertCertification, listCertificationRows, photoKey, removeCertification, setPhoto } from "../features/certifications/repository";
import type { Services } from "../services";

/** A card's issuer line and colours; the rest of it is the certification's. */
type CardLook = Pick<CardSpec, "font" | "background" | "ink"> & { header: CardSpec["lines"][number] };
const look = (header: string, size: number, font: string, background: string, ink: string): CardLook => ({
  header: { text: header, size, weight: "bold" },
  font,
  background,
  ink,
});
const clean = ({ header, ...colours }: CardLook, lines: CardSpec["lines"]): CardSpec => ({
  ...colours,
  lines: [header, ...lines],
  rotate: 0,
  blur: 0,
  noise: 3,
  quality: 90,
});
const when = (ymd: string) => {
  const [y, m, d] = ymd.split("-");
  return `${m}/${d}/${y}`;
};

/** The demo's five, dated from `today`. */
function demoCertifications(today: string) {
  return [
    {
      name: "BLS Provider",
      category: "Life Support",
      completionDate: addDays(today, -300),
      expiryDate: addDays(today, 430),
      card: look("American Heart Association", 34, "DejaVu Sans", "#ffffff", "#b91c1c"),
      title: "BLS Provider",
    },
    {
      name: "ACLS Provider",
      category: "Life Support",
      completionDate: addDays(today, -720),
      expiryDate: addDays(today, 10),
      card: look("AMERICAN HEART ASSOCIATION", 30, "Liberation Sans", "#fef2f2", "#111827"),
      title: "ACLS Provider",
    },
    {
      name: "PALS Provider",
      category: "Life Support",
      completionDate: addDays(today, -760),
      expiryDate: addDays(today, -21),
      card: look("Pediatric Advanced Life Support", 34, "DejaVu Serif", "#eff6ff", "#1e3a8a"),
      title: "PALS",
    },
    {
      name: "Registered Nurse Licence (BCCNM)",
      category: "License",
      completionDate: addDays(today, -200),
      expiryDate: addDays(today, 165),
      card: look("BC College of Nurses and Midwives", 30, "DejaVu Sans", "#ecfeff", "#164e63"),
      title: "Registered Nurse",
    },
    {
      name: "Wound Care Workshop",
      category: "Other",
      completionDate: addDays(today, -400),
      expiryDate: null,
      card: look("Wound Care Workshop", 44, "DejaVu Serif", "#ffffff", "#374151"),
      title: "Wound Care Workshop",
    },
  ];
}

/**
 * The demo nurse's certifications: one expiring in 10 days, one
 * expired, one with no expiry and two valid, each with a photo of its card.
 */
export async function seedCertificationsDemo(services: Services, userId: string): Promise<void> {
  const demo = demoCertifications(todayIn("America/Vancouver"));
  for (const [i, cert] of demo.entries()) {
    const row = await insertCertification(services.db, userId, {
      name: cert.name,
      category: cert.category,
      completionDate: cert.completionDate,
      expiryDate: cert.expiryDate,
      noExpiry: cert.expiryDate === null,
    });
    const lines = [
      { text: cert.title, size: 46, weight: "bold" as const },
      { text: "Jordan Rivera", size: 28 },
      { text: `Issue Date ${when(cert.completionDate)}`, size: 26 },
      { text: cert.expiryDate ? `Expires ${when(cert.expiryDate)}` : "This certificate does not expire", size: 26 },
    ];
    const jpeg = await toCardJpeg(await cardImage(clean(cert.card, lines)));
    const name = `cert-${row.id}-front-${Date.now() + i}.jpg`;
    await services.files.put(photoKey(userId, name), jpeg);
    await setPhoto(services.db, userId, row.id, "front", name);
  }
}

/**
 * A demo data dir opened weeks later would show the "expiring in 10 days" card
 * long expired and nothing expiring soon. Once that card's expiry has passed,
 * the five are made again from today, photos included; if she has changed her
 * certifications (another name, one more or fewer), they are hers and stay.
 */
export async function refreshCertificationsDemo(services: Services, userId: string): Promise<void> {
  const today = todayIn("America/Vancouver");
  const rows = await listCertificationRows(services.db, userId);
  const names = demoCertifications(today).map((c) => c.name);
  // "Registered Nurse Licence": the licence's name before it named its college (a demo made then is still the demo's).
  const demos = (name: string) => names.includes(name) || name === "Registered Nurse Licence";
  if (rows.length !== names.length || !rows.every((row) => demos(row.name))) return;
  const soon = rows.find((row) => row.name === names[1]);
  if (!soon?.expiryDate || soon.expiryDate >= today) return;
  for (const row of rows) {
    await removeCertification(services.db, userId, row.id);
    for (const name of [row.frontPhoto, row.backPhoto]) if (name) await services.files.delete(photoKey(userId, name));
  }
  await seedCertificationsDemo(services, userId);
}
