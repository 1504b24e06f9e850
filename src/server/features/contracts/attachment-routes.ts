import type { Hono } from "hono";
import { z } from "zod";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_CONTRACT,
  ATTACHMENTS_PER_NURSE,
  attachmentMessages,
  hasForeignExtension,
  type AttachmentType,
} from "@core/attachment-rules";
import { safeFileName } from "@core/file-names";
import { idParams } from "@core/schemas/common";
import { attachmentFields, attachmentLinkSchema, attachmentListSchema, attachmentSchema } from "@core/schemas/attachments";
import { createHeicPreviews, previewKeyOf } from "../../files/heic-preview";
import { serveStoredFile } from "../../files/serve-stored-file";
import { PRIVATE_FILES_PREFIX, type FileVariant } from "../../files/signed-links";
import type { Api } from "../../http/api";
import { notFoundAnswer, signedOutAnswer } from "../../http/error-answers";
import { ApiError, conflict } from "../../http/errors";
import type { AppEnv } from "../../http/route-spec";
import { renderer } from "../../render/renderer";
import { fileRules } from "../../rate-limit";
import type { Services } from "../../services";
import { ATTACHMENT_STORED_NAME, attachmentKey, downloadName } from "./attachment-store";
import {
  attachmentByKey,
  countAttachments,
  deleteAttachment,
  getAttachment,
  getContract,
  insertAttachment,
  listAttachments,
  toAttachment,
  type AttachmentRow,
} from "./repository";
import { tag } from "./routes";

const missing = notFoundAnswer("No such contract or attachment of yours");

/** A contract's documents (docs/product/career.md, Attachments). */
export function registerAttachmentRoutes(api: Api, services: Services, app: Hono<AppEnv>) {
  const { db, files, fileLinks } = services;

  const withLinks = (row: AttachmentRow) => {
    const original = fileLinks.sign(row.fileKey);
    const preview = row.mimeType === "image/heic" ? fileLinks.sign(row.fileKey, { variant: "jpeg" }) : original;
    return { ...toAttachment(row), url: original.url, previewUrl: preview.url, expiresAt: original.expiresAt.toISOString() };
  };

  api.get(
    "/api/contracts/:id/attachments",
    {
      summary: "The attachments of my contract, newest first",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The attachments", schema: attachmentListSchema }, ...signedOutAnswer, ...missing },
    },
    async (c, { user, params }) => c.json({ attachments: (await listAttachments(db, user.id, params.id)).map(toAttachment) }, 200),
  );

  api.post(
    "/api/contracts/:id/attachments",
    {
      summary:
        'Attach a file to my contract: multipart with "label" (required) and "notes" first, then "file" (pdf, jpeg, png or heic by its bytes, at most 25 MB, refused while it streams)',
      tag,
      reach: "own",
      creates: "/api/attachments",
      params: idParams,
      limits: [fileRules.uploadUser],
      upload: {
        field: "file",
        maxBytes: ATTACHMENT_MAX_BYTES,
        accept: [...ATTACHMENT_TYPES],
        messages: { tooLarge: attachmentMessages.tooLarge, invalidType: attachmentMessages.invalidType, missing: attachmentMessages.missingFile },
        fileArea: "contracts",
        storedName: ATTACHMENT_STORED_NAME,
        fields: {
          label: { description: "What the document is (required, not blank)", example: "Signed contract", required: true },
          notes: { description: "Notes about it", example: "Countersigned copy" },
        },
      },
      responses: {
        201: { description: "Attached", schema: attachmentSchema },
        400: { description: "Missing label: Please add a label for all attachments. (or no file)" },
        ...signedOutAnswer,
        ...missing,
        409: { description: `The contract already has ${ATTACHMENTS_PER_CONTRACT} attachments, or I have ${ATTACHMENTS_PER_NURSE} in all` },
        413: { description: "File too large ({file} exceeds 25MB limit), or past my storage quota (the message names it and what is used; nothing is kept)" },
        415: { description: "Invalid file type ({file} is not a supported format)" },
      },
    },
    async (c, { user, params, upload }) => {
      await getContract(db, user.id, params.id);
      const held = await countAttachments(db, user.id, params.id);
      if (held.onContract >= ATTACHMENTS_PER_CONTRACT) throw conflict(attachmentMessages.tooManyOnContract);
      if (held.inAll >= ATTACHMENTS_PER_NURSE) throw conflict(attachmentMessages.tooManyInAll);
      const {
        stored: key,
        fields,
        mimeType,
        size,
      } = await upload.receive({
        // Label and notes come first in the form: without a good label nothing is stored.
        fields: attachmentFields,
        store: async ({ stream, name, mimeType }) => {
          if (hasForeignExtension(name)) throw new ApiError(415, "unsupported_media_type", attachmentMessages.invalidType(safeFileName(name)));
          const key = attachmentKey(user.id, params.id, name, mimeType as AttachmentType);
          await files.put(key, stream);
          return key;
        },
        discard: (key) => files.delete(key),
      });
      try {
        const row = await insertAttachment(db, user.id, {
          contractId: params.id,
          fileKey: key,
          label: fields.label,
          notes: fields.notes,
          mimeType: mimeType as AttachmentType,
          sizeBytes: size,
        });
        return c.json(toAttachment(row), 201);
      } catch (error) {
        await files.delete(key);
        throw error;
      }
    },
  );

  api.get(
    "/api/attachments/:id",
    {
      summary: "One of my contracts' attachments with signed links to open it (and, for HEIC, a JPEG preview), valid 3600 s",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "The attachment and its links", schema: attachmentLinkSchema }, ...signedOutAnswer, ...missing },
    },
    async (c, { user, params }) => c.json(withLinks(await getAttachment(db, user.id, params.id)), 200),
  );

  // An attachment is deleted by its own id (DELETE /api/attachments/:id), not under its contract.
  api.delete(
    "/api/attachments/:id",
    {
      summary: "Delete one of my contracts' attachments and its file",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...signedOutAnswer, ...missing },
    },
    async (c, { user, params }) => {
      const row = await deleteAttachment(db, user.id, params.id);
      // And its JPEG preview, if a HEIC photo had one made.
      await Promise.all([files.delete(row.fileKey), files.delete(previewKeyOf(row.fileKey))]);
      return c.json({ id: row.id }, 200);
    },
  );

  registerPrivateFileRoute(app, api, services);
}

const FILE_PATH = /^contracts\/[A-Za-z0-9_-]{1,100}\/[0-9a-f-]{36}\/\d{13,}_[A-Za-z0-9.-]{1,80}$/;
const forbidden = (message: string) => new ApiError(403, "forbidden", message);

/**
 * A contract's file through its signed link (decision 011): the signature
 * and expiry are checked, the file must still be an attachment, and it is
 * served with its own type, nosniff and a download name, framable only by the
 * app itself (the preview dialog shows PDFs inline).
 */
function registerPrivateFileRoute(app: Hono<AppEnv>, api: Api, { db, files, fileLinks }: Services) {
  const previews = createHeicPreviews({ files, renderer });
  const path = `${PRIVATE_FILES_PREFIX}contracts/:userId/:contractId/:file`;
  app.get(path, async (c) => {
    const { userId, contractId, file } = c.req.param();
    const key = `contracts/${userId}/${contractId}/${file}`;
    if (!FILE_PATH.test(key)) throw new ApiError(404, "not_found", "That file was not found.");
    const variant: FileVariant = c.req.query("as") === "jpeg" ? "jpeg" : "original";
    const verdict = fileLinks.verify(key, { expires: c.req.query("expires"), sig: c.req.query("sig"), variant });
    if (verdict === "expired") throw forbidden("This link has expired. Open the attachment again from the contract.");
    if (verdict !== "ok") throw forbidden("This link is not valid.");
    const row = await attachmentByKey(db, key);
    if (!row) throw new ApiError(404, "not_found", "That file was not found.");
    const name = downloadName(key);
    const headers: Record<string, string> = {
      "Cache-Control": "private, max-age=3600",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    };
    if (variant === "jpeg") {
      // Browsers cannot show HEIC: its JPEG, made once (off the server's thread) and kept beside it.
      const previewKey = await previews.preview(userId, key);
      return serveStoredFile(c, files, previewKey, {
        contentType: "image/jpeg",
        contentDisposition: `inline; filename="${name.replace(/\.heic$/i, "")}.jpg"`,
        linkExpiresAt: Number(c.req.query("expires")) * 1000,
        headers,
      });
    }
    return serveStoredFile(c, files, key, {
      contentType: row.mimeType,
      contentDisposition: `inline; filename="${name}"`,
      linkExpiresAt: Number(c.req.query("expires")) * 1000,
      headers,
    });
  });

  api.document("get", path, {
    summary: "A contract's file through its signed link (expires, sig; `as=jpeg` for a HEIC photo's preview); 403 when tampered or expired",
    tag: "files",
    reach: "public",
    params: z.object({ userId: z.string(), contractId: z.string(), file: z.string() }),
    query: z.object({ expires: z.string(), sig: z.string(), as: z.enum(["jpeg"]).optional() }),
    responses: {
      200: { description: "The file, with its own type", contentType: "application/octet-stream" },
      302: { description: "On an object store (S3): to the store's own presigned link, for the rest of this link's hour" },
      403: { description: "The link was changed or has expired" },
      404: { description: "No such file" },
      413: { description: "A HEIC photo with too many pixels to preview (over 50 MP, read from its header)" },
      415: { description: "A HEIC photo that could not be converted for preview" },
      503: { description: "The server is busy making previews (Retry-After)" },
    },
  });
}
