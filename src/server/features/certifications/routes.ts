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
import { textAnswer } from "../../http/compression";
import { badRequest } from "../../http/errors";
import { receiveFileBytes } from "../../http/streamed-upload";
import type { Services } from "../../services";
import { auditPacket } from "./audit-packet";
import { readCardWithLlm } from "./card-llm";
import { CARD_PHOTO_MAX_BYTES, CARD_PHOTO_TYPES, cardPhotoMessages, toCardJpeg } from "./card-photo";
import { cardReader } from "./card-reader-instance";
import {
  getCertificationRow,
  insertCertification,
  listCertificationRows,
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
const errors = {
  400: { description: "Invalid input: `error.fields` has a message per field" },
  401: { description: "Not signed in" },
};
const missing = { 404: { description: "No such certification of yours" } };

/** The name a stored card photo gets in the nurse's private folder: server-made, never the upload's. */
export const CARD_PHOTO_STORED_NAME = /^cert-[0-9a-f-]{36}-(front|back)-\d{13,}\.jpg$/;

let lastStamp = 0;
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

const example = { name: "BLS Provider", category: "Life Support", completionDate: "2025-03-12", expiryDate: "2027-03-31", noExpiry: false };

/** The photo in the multipart field "file", checked by its first bytes (415) and its size (413) while it streams; its bytes. */
export const readUploadedPhoto = (request: Request) =>
  receiveFileBytes(request, {
    field: "file",
    maxBytes: CARD_PHOTO_MAX_BYTES,
    accept: CARD_PHOTO_TYPES,
    messages: { tooLarge: () => cardPhotoMessages.tooLarge, invalidType: () => cardPhotoMessages.notImage, missing: cardPhotoMessages.missing },
  });

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
      responses: { 200: { description: "The certifications and the day their statuses are for", schema: certificationListSchema }, 401: errors[401] },
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
      return textAnswer(c, answer, "application/json");
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
      responses: { 201: { description: "Added", schema: certificationSchema }, ...errors },
    },
    async (c, { user, body }) => c.json(await view(user.id, await insertCertification(db, user.id, body)), 201),
  );

  api.get(
    "/api/certifications/packet.pdf",
    {
      summary: "Download all: one PDF with a table of every certification (dates, status) and each card photo on its own page",
      tag,
      reach: "own",
      responses: { 200: { description: "The audit packet", contentType: "application/pdf" }, 401: errors[401] },
    },
    async (c, { user }) => {
      const [rows, facts] = await Promise.all([listCertificationRows(db, user.id), ownerFacts(user.id)]);
      const certs = rows.map((row) => toCertification(row, facts, fileLinks));
      const pdf = await auditPacket({ nurseName: user.name || user.email, today: facts.today, certs, rows, files });
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="certifications-${facts.today}.pdf"`,
        "Cache-Control": "private, no-store",
      });
    },
  );

  api.post(
    "/api/certifications/extract",
    {
      summary:
        'AI Read: suggested name, category, dates and no-expiry from a photo of the card (multipart field "file"). Read on this server (OCR, one at a time), or by the configured model (LLM_URL); nothing is stored',
      tag,
      reach: "own",
      upload: { field: "file", maxBytes: CARD_PHOTO_MAX_BYTES, accept: [...CARD_PHOTO_TYPES], fileArea: "certifications", storedName: CARD_PHOTO_STORED_NAME },
      responses: {
        200: { description: "The suggested fields, for the nurse to review (all empty when nothing was found on the photo)", schema: extractResponse },
        400: errors[400],
        401: errors[401],
        413: { description: "Larger than 20 MB, or too many pixels" },
        415: { description: "Not a JPEG, PNG, WebP or HEIC photo" },
        422: { description: "The OCR engine failed on this photo" },
        503: { description: "Card reading is busy (Retry-After) or took too long" },
      },
    },
    async (c, { user }) => {
      const bytes = await readUploadedPhoto(c.req.raw);
      const { today } = await ownerFacts(user.id);
      let answer: ExtractResponse | undefined;
      if (services.config.llm) {
        try {
          const fields = await readCardWithLlm(services.config.llm, await toCardJpeg(bytes, 1600, 85));
          answer = { ...fields, source: "llm" };
        } catch (error) {
          // Read here instead: the nurse still gets her form filled.
          services.logger.warn(`AI Read: the model service failed (${(error as Error).message}); reading the card on this server`);
        }
      }
      answer ??= { ...parseCardText(await cardReader().read(bytes), today), source: "ocr" };
      return c.json(answer);
    },
  );

  api.get(
    "/api/certifications/:id",
    {
      summary: "One of my certifications",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The certification", schema: certificationSchema }, ...errors, ...missing },
    },
    async (c, { user, params }) => c.json(await view(user.id, await getCertificationRow(db, user.id, params.id))),
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
      responses: { 200: { description: "Saved", schema: certificationSchema }, ...errors, ...missing },
    },
    async (c, { user, params, body }) => c.json(await view(user.id, await updateCertification(db, user.id, params.id, body))),
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
      responses: { 200: { description: "Saved", schema: certificationSchema }, ...errors, ...missing },
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
      return c.json(await view(user.id, await updateCertification(db, user.id, params.id, input)));
    },
  );

  api.delete(
    "/api/certifications/:id",
    {
      summary: "Delete one of my certifications and its photos",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...errors, ...missing },
    },
    async (c, { user, params }) => {
      const row = await removeCertification(db, user.id, params.id);
      await Promise.all([deletePhoto(user.id, row.frontPhoto), deletePhoto(user.id, row.backPhoto)]);
      return c.json({ id: params.id });
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
        upload: {
          field: "file",
          maxBytes: CARD_PHOTO_MAX_BYTES,
          accept: [...CARD_PHOTO_TYPES],
          fileArea: "certifications",
          storedName: CARD_PHOTO_STORED_NAME,
        },
        responses: {
          200: { description: "Saved; the certification with its photo links", schema: certificationSchema },
          ...errors,
          ...missing,
          413: { description: "Larger than 20 MB (refused while streaming), or more pixels than the server decodes (80 MP; 50 MP for HEIC)" },
          415: { description: "Not a JPEG, PNG, WebP or HEIC photo (checked by its bytes)" },
        },
      },
      async (c, { user, params }) => {
        // 404 before reading a photo for a certification that is not hers.
        await getCertificationRow(db, user.id, params.id);
        const jpeg = await toCardJpeg(await readUploadedPhoto(c.req.raw));
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
        return c.json(await view(user.id, after));
      },
    );

    api.delete(
      `/api/certifications/:id/${side}-photo`,
      {
        summary: `Remove the photo of the card's ${side}`,
        tag,
        reach: "own",
        params: idParams,
        responses: { 200: { description: "Removed; the certification", schema: certificationSchema }, ...errors, ...missing },
      },
      async (c, { user, params }) => {
        const before = await getCertificationRow(db, user.id, params.id);
        const after = await setPhoto(db, user.id, params.id, side, null);
        await deletePhoto(user.id, side === "front" ? before.frontPhoto : before.backPhoto);
        return c.json(await view(user.id, after));
      },
    );
  }
}
