import { addDays, todayIn } from "@core/calendar-dates";
import { CARDS, cardImage, type CardSpec } from "../features/certifications/card-images";
import { toCardJpeg } from "../features/certifications/card-photo";
import { insertCertification, listCertificationRows, photoKey, removeCertification, setPhoto } from "../features/certifications/repository";
import type { Services } from "../services";

const clean = (spec: CardSpec, lines: CardSpec["lines"]): CardSpec => ({ ...spec, lines, rotate: 0, blur: 0, noise: 3, quality: 90 });
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
      spec: CARDS[0]!,
      title: "BLS Provider",
    },
    {
      name: "ACLS Provider",
      category: "Life Support",
      completionDate: addDays(today, -720),
      expiryDate: addDays(today, 10),
      spec: CARDS[1]!,
      title: "ACLS Provider",
    },
    { name: "PALS Provider", category: "Life Support", completionDate: addDays(today, -760), expiryDate: addDays(today, -21), spec: CARDS[2]!, title: "PALS" },
    {
      name: "Registered Nurse Licence",
      category: "License",
      completionDate: addDays(today, -200),
      expiryDate: addDays(today, 165),
      spec: CARDS[8]!,
      title: "Registered Nurse",
    },
    { name: "Wound Care Workshop", category: "Other", completionDate: addDays(today, -400), expiryDate: null, spec: CARDS[13]!, title: "Wound Care Workshop" },
  ];
}

/**
 * The demo nurse's certifications (issue 15): one expiring in 10 days, one
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
      cert.spec.lines[0]!,
      { text: cert.title, size: 46, weight: "bold" as const },
      { text: "Jordan Rivera", size: 28 },
      { text: `Issue Date ${when(cert.completionDate)}`, size: 26 },
      { text: cert.expiryDate ? `Expires ${when(cert.expiryDate)}` : "This certificate does not expire", size: 26 },
    ];
    const jpeg = await toCardJpeg(await cardImage(clean(cert.spec, lines)));
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
  if (rows.length !== names.length || !rows.every((row) => names.includes(row.name))) return;
  const soon = rows.find((row) => row.name === names[1]);
  if (!soon?.expiryDate || soon.expiryDate >= today) return;
  for (const row of rows) {
    await removeCertification(services.db, userId, row.id);
    for (const name of [row.frontPhoto, row.backPhoto]) if (name) await services.files.delete(photoKey(userId, name));
  }
  await seedCertificationsDemo(services, userId);
}
