import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import type { CertificationPacketInput, PacketCertification } from "@core/certification-packet";
import type { Certification } from "@core/schemas/certifications";
import type { BlobStore } from "../../files/blob-store";
import { pdfRenders } from "../../render/pdf-renders";
import { renderer } from "../../render/renderer";
import { photoKey, type CertificationRow } from "./repository";

/**
 * The audit packet ("Download all"): one PDF with a table of every
 * certification (dates and status on her day), then each card photo on a
 * page of its own. Made in the render process and kept until any of it
 * changes (pdf-renders.ts); the card photos go to it as files.
 */
export async function auditPacket({
  owner,
  nurseName,
  today,
  pageSize,
  certs,
  rows,
  files,
}: {
  owner: string;
  nurseName: string;
  today: string;
  pageSize: "LETTER" | "A4";
  certs: Certification[];
  rows: CertificationRow[];
  files: BlobStore;
}): Promise<Buffer> {
  const shown: PacketCertification[] = certs.map(({ name, category, completionDate, expiryDate, noExpiry, status, statusLabel, statusDetail }) => ({
    name,
    category,
    completionDate,
    expiryDate,
    noExpiry,
    status,
    statusLabel,
    statusDetail,
  }));
  // Stored photos' names change with each upload: they stand for the photos in the fingerprint.
  const photos = rows.flatMap((row, cert) =>
    (
      [
        ["Front", row.frontPhoto],
        ["Back", row.backPhoto],
      ] as const
    ).flatMap(([side, name]) => (name ? [{ cert, side, image: photoKey(row.userId, name) }] : [])),
  );
  const data: CertificationPacketInput<string> = { nurseName, today, pageSize, certs: shown, photos };
  return pdfRenders().pdf(owner, "packet", data, async () => {
    const written: string[] = [];
    const onDisk: CertificationPacketInput<string>["photos"] = [];
    for (const photo of photos) {
      const found = await files.get(photo.image);
      if (!found) continue;
      const file = await renderer().tempFile(".jpg");
      written.push(file);
      await pipeline(found.stream, fs.createWriteStream(file));
      onDisk.push({ ...photo, image: file });
    }
    return {
      document: { type: "packet", input: { ...data, photos: onDisk } },
      done: async () => void (await Promise.all(written.map((file) => fs.promises.rm(file, { force: true })))),
    };
  });
}
