import { z } from "zod";
import { parseCardText } from "@core/card-text";
import { idParams } from "@core/schemas/common";
import {
  certificationBody,
  certificationListSchema,
  certificationPatchBody,
  certificationSchema,
  certificationUpdateBody,
  extractResponse,
  type CertificationInput,
  type ExtractResponse,
} from "@core/schemas/certifications";
import { cachedProfileFacts } from "../../db/user-time-zone";
import { cachedAnswer } from "../../cache/user-data-cache";
import type { Api } from "../../http/api";
import { inputErrorAnswers, notFoundAnswer, signedOutAnswer } from "../../http/error-answers";
import { jsonTextAnswer } from "../../http/compression";
import { badRequest } from "../../http/errors";
import { fileRules } from "../../rate-limit";
import type { Services } from "../../services";
import { auditPacket } from "./audit-packet";
import { readCardWithLlm } from "./card-llm";
import { heicBytesToJpeg } from "../../files/heic-preview";
import { pdfAnswer, pdfRoute } from "../../render/pdf-answer";
import { renderer } from "../../render/renderer";
import { CARD_PHOTO_MAX_BYTES, CARD_PHOTO_TYPES, cardPhotoMessages, toCardJpeg } from "../../image-text/photo";
import { decodable } from "../../image-text/decodable";
import { imageReader } from "../../image-text/reader-instance";
import {
  getCertificationRow,
  insertCertification,
  listCertificationRows,
  packetPageSize,
  toOwnerFacts,
  photoKey,
  removeCertification,
  setPhoto,
  toCertification,
  updateCertification,
  type CertificationRow,
  type PhotoSide,
} from "./repository";

const tag = "certifications";
const missing = notFoundAnswer("No such certification of yours");

/** The name a stored card photo gets in the nurse's private folder: server-made, never the upload's. */
export const CARD_PHOTO_STORED_NAME = /^cert-[0-9a-f-]{36}-(front|back)-\d{13,}\.jpg$/;

let lastStamp = 0;
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

const example = { name: "BLS Provider", category: "Life Support", completionDate: "2025-03-12", expiryDate: "2027-03-31", noExpiry: false };

/** A card photo in the multipart field "file", checked by its first bytes (415) and its size (413) while it streams. */
const cardPhotoUpload = {
  field: "file",
  maxBytes: CARD_PHOTO_MAX_BYTES,
  accept: [...CARD_PHOTO_TYPES],
  messages: { tooLarge: () => cardPhotoMessages.tooLarge, invalidType: () => cardPhotoMessages.notImage, missing: cardPhotoMessages.missing },
  fileArea: "certifications",
  storedName: CARD_PHOTO_STORED_NAME,
};

/** The long side of a card photo's preview in the form (shown at 80 px; sharp on a 3× screen). */
const PHOTO_PREVIEW_SIZE = 480;

export function registerCertificationRoutes(api: Api, services: Services) {
  const { db, files, fileLinks, userData } = services;
  const ownerFacts = async (userId: string) => toOwnerFacts(await cachedProfileFacts(db, userData, userId));
  const view = async (userId: string, row: CertificationRow) => toCertification(row, await ownerFacts(userId), fileLinks);
  const deletePhoto = async (userId: string, name: string | null) => {
    if (name && CARD_PHOTO_STORED_NAME.test(name)) await files.delete(photoKey(userId, name));
  };

  api.get(
    "/api/certifications",
    {
      summary: "My certifications, the last added first, each with its status on my own day, its photo links (3600 s) and a renewal link",
      tag,
      reach: "own",
      responses: { 200: { description: "The certifications and the day their statuses are for", schema: certificationListSchema }, ...signedOutAnswer },
    },
    async (c, { user }) => {
      // From the answer cache (certifications notify on every write), serialised once per day and
      // minute: the statuses are for her today, the photo links signed at the minute's start.
      const facts = await ownerFacts(user.id);
      const minute = Math.floor(Date.now() / 60_000) * 60_000;
      const listed = () => listCertificationRows(db, user.id);
      const answer = await cachedAnswer(userData, user.id, "certifications", listed, `${facts.today}|${minute}`, (rows) => ({
        certifications: rows.map((row) => toCertification(row, facts, fileLinks, minute)),
        today: facts.today,
      }));
      return jsonTextAnswer(c, answer);
    },
  );

  api.post(
    "/api/certifications",
    {
      summary: "Add a certification (name required; expiry not before completion; No expiry clears the expiry)",
      tag,
      reach: "own",
      body: certificationBody,
      example,
      responses: { 201: { description: "Added", schema: certificationSchema }, ...inputErrorAnswers },
    },
    async (c, { user, body }) => c.json(await view(user.id, await insertCertification(db, user.id, body)), 201),
  );

  api.get(
    "/api/certifications/packet.pdf",
    {
      summary:
        "Download all: one PDF with a table of every certification (dates, status) and each card photo on its own page; Letter or A4 by my country; made again only when any of it changes",
      tag,
      reach: "own",
      ...pdfRoute("The audit packet"),
    },
    async (c, { user }) => {
      const [rows, facts] = await Promise.all([listCertificationRows(db, user.id), ownerFacts(user.id)]);
      const certs = rows.map((row) => toCertification(row, facts, fileLinks));
      const pageSize = await packetPageSize(db, user.id, facts.countryCode);
      const pdf = await auditPacket({ owner: user.id, nurseName: user.name || user.email, today: facts.today, pageSize, certs, rows, files });
      return pdfAnswer(c, pdf, `attachment; filename="certifications-${facts.today}.pdf"`);
    },
  );

  api.post(
    "/api/certifications/photo-preview",
    {
      summary:
        'A HEIC photo of a card (multipart field "file", under 20 MB) as a small JPEG, for the form to show before it is saved: browsers cannot show HEIC. Made in the render process; nothing is stored',
      tag,
      reach: "own",
      upload: { ...cardPhotoUpload, accept: ["image/heic", "image/heif"] },
      limits: [fileRules.uploadUser],
      responses: {
        200: { description: "The photo as a JPEG at most 480 px on its long side", contentType: "image/jpeg" },
        ...inputErrorAnswers,
        413: { description: "Larger than 20 MB, or more than 50 MP (read from its header)" },
        415: { description: "Not a HEIC photo, or one that cannot be decoded" },
        503: { description: "The server is busy making previews (Retry-After)" },
      },
    },
    async (c, { user, upload }) => {
      const bytes = await upload.bytes();
      const jpeg = await heicBytesToJpeg(renderer(), user.id, bytes, PHOTO_PREVIEW_SIZE);
      return c.body(new Uint8Array(jpeg), 200, { "Content-Type": "image/jpeg", "Cache-Control": "private, no-store" });
    },
  );

  api.post(
    "/api/certifications/extract",
    {
      summary:
        'AI Read: suggested name, category, dates and no-expiry from a photo of the card (multipart field "file"). Read on this server (OCR, one at a time), or by the configured model (LLM_URL); nothing is stored',
      tag,
      reach: "own",
      limits: [fileRules.aiReadUser],
      upload: cardPhotoUpload,
      responses: {
        200: { description: "The suggested fields, for the nurse to review (all empty when nothing was found on the photo)", schema: extractResponse },
        ...inputErrorAnswers,
        413: { description: "Larger than 20 MB, or too many pixels" },
        415: { description: "Not a JPEG, PNG, WebP or HEIC photo" },
        422: { description: "The OCR engine failed on this photo" },
        503: { description: "Card reading is busy (Retry-After) or took too long" },
      },
    },
    async (c, { user, upload }) => {
      const bytes = await upload.bytes();
      const { today } = await ownerFacts(user.id);
      let answer: ExtractResponse | undefined;
      if (services.config.llm) {
        try {
          const fields = await readCardWithLlm(services.config.llm, await toCardJpeg(await decodable(user.id, bytes), 1600, 85));
          answer = { ...fields, source: "llm" };
        } catch (error) {
          // Read here instead: the nurse still gets her form filled.
          services.logger.warn(`AI Read: the model service failed (${(error as Error).message}); reading the card on this server`);
        }
      }
      answer ??= { ...parseCardText(await imageReader().read(bytes, user.id), today), source: "ocr" };
      return c.json(answer, 200);
    },
  );

  api.get(
    "/api/certifications/:id",
    {
      summary: "One of my certifications",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The certification", schema: certificationSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => c.json(await view(user.id, await getCertificationRow(db, user.id, params.id)), 200),
  );

  api.put(
    "/api/certifications/:id",
    {
      summary: "Replace a certification's fields (the edit form sends them all); its photos stay",
      tag,
      reach: "own",
      params: idParams,
      body: certificationUpdateBody,
      example,
      responses: { 200: { description: "Saved", schema: certificationSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params, body }) => c.json(await view(user.id, await updateCertification(db, user.id, params.id, body)), 200),
  );

  api.patch(
    "/api/certifications/:id",
    {
      summary: "Change some of a certification's fields; the result is checked as a whole (expiry not before completion)",
      tag,
      reach: "own",
      params: idParams,
      body: certificationPatchBody,
      example: { expiryDate: "2029-03-31" },
      responses: { 200: { description: "Saved", schema: certificationSchema }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params, body }) => {
      const current = await getCertificationRow(db, user.id, params.id);
      const merged = certificationBody.safeParse({
        name: current.name,
        category: current.category,
        completionDate: current.completionDate,
        expiryDate: current.expiryDate,
        noExpiry: current.noExpiry,
        ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
      });
      if (!merged.success) {
        const issue = merged.error.issues[0]!;
        throw badRequest(issue.message, { [issue.path.join(".")]: issue.message });
      }
      const input: CertificationInput = merged.data;
      return c.json(await view(user.id, await updateCertification(db, user.id, params.id, input)), 200);
    },
  );

  api.delete(
    "/api/certifications/:id",
    {
      summary: "Delete one of my certifications and its photos",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...inputErrorAnswers, ...missing },
    },
    async (c, { user, params }) => {
      const row = await removeCertification(db, user.id, params.id);
      await Promise.all([deletePhoto(user.id, row.frontPhoto), deletePhoto(user.id, row.backPhoto)]);
      return c.json({ id: params.id }, 200);
    },
  );

  for (const side of ["front", "back"] as const satisfies PhotoSide[]) {
    api.post(
      `/api/certifications/:id/${side}-photo`,
      {
        summary: `Upload the photo of the card's ${side} (multipart field "file": JPEG, PNG, WebP or HEIC under 20 MB); stored re-encoded as JPEG without metadata, replacing the one before`,
        tag,
        reach: "own",
        params: idParams,
        limits: [fileRules.uploadUser],
        upload: cardPhotoUpload,
        responses: {
          200: { description: "Saved; the certification with its photo links", schema: certificationSchema },
          ...inputErrorAnswers,
          ...missing,
          413: {
            description:
              "Larger than 20 MB (refused while streaming), more pixels than the server decodes (80 MP; 50 MP for HEIC), or past my storage quota (the message names it and what is used)",
          },
          415: { description: "Not a JPEG, PNG, WebP or HEIC photo (checked by its bytes)" },
        },
      },
      async (c, { user, params, upload }) => {
        // 404 before reading a photo for a certification that is not hers.
        await getCertificationRow(db, user.id, params.id);
        const jpeg = await toCardJpeg(await decodable(user.id, await upload.bytes()));
        const name = `cert-${params.id}-${side}-${nextStamp()}.jpg`;
        await files.put(photoKey(user.id, name), jpeg);
        let before: CertificationRow;
        let after: CertificationRow;
        try {
          before = await getCertificationRow(db, user.id, params.id);
          after = await setPhoto(db, user.id, params.id, side, name);
        } catch (error) {
          await files.delete(photoKey(user.id, name));
          throw error;
        }
        const replaced = side === "front" ? before.frontPhoto : before.backPhoto;
        if (replaced !== name) await deletePhoto(user.id, replaced);
        return c.json(await view(user.id, after), 200);
      },
    );

    api.delete(
      `/api/certifications/:id/${side}-photo`,
      {
        summary: `Remove the photo of the card's ${side}`,
        tag,
        reach: "own",
        params: idParams,
        responses: { 200: { description: "Removed; the certification", schema: certificationSchema }, ...inputErrorAnswers, ...missing },
      },
      async (c, { user, params }) => {
        const before = await getCertificationRow(db, user.id, params.id);
        const after = await setPhoto(db, user.id, params.id, side, null);
        await deletePhoto(user.id, side === "front" ? before.frontPhoto : before.backPhoto);
        return c.json(await view(user.id, after), 200);
      },
    );
  }
}
