import type { Hono } from "hono";
import { z } from "zod";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, attachmentMessages, hasForeignExtension, type AttachmentType } from "@core/attachment-rules";
import { safeFileName } from "@core/file-names";
import { idParams } from "@core/schemas/common";
import { attachmentFields, attachmentLinkSchema, attachmentListSchema, attachmentSchema } from "@core/schemas/attachments";
import { heicToJpeg } from "../../files/heic-preview";
import { serveStoredFile } from "../../files/serve-stored-file";
import { PRIVATE_FILES_PREFIX, type FileVariant } from "../../files/signed-links";
import type { Api } from "../../http/api";
import { ApiError, invalidInput } from "../../http/errors";
import type { AppEnv } from "../../http/route-spec";
import { receiveUpload } from "../../http/streamed-upload";
import type { Services } from "../../services";
import { ATTACHMENT_STORED_NAME, attachmentKey, downloadName } from "./attachment-store";
import {
  attachmentByKey,
  deleteAttachment,
  getAttachment,
  getContract,
  insertAttachment,
  listAttachments,
  toAttachment,
  type AttachmentRow,
} from "./repository";
import { tag } from "./routes";

const errors = {
  401: { description: "Not signed in" },
  404: { description: "No such contract or attachment of yours" },
};

/** A contract's documents (spec §5 attachments, §7 storage, §8 messages). */
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
      responses: { 200: { description: "The attachments", schema: attachmentListSchema }, ...errors },
    },
    async (c, { user, params }) => c.json({ attachments: (await listAttachments(db, user.id, params.id)).map(toAttachment) }),
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
      upload: {
        field: "file",
        maxBytes: ATTACHMENT_MAX_BYTES,
        accept: [...ATTACHMENT_TYPES],
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
        ...errors,
        413: { description: "File too large ({file} exceeds 25MB limit)" },
        415: { description: "Invalid file type ({file} is not a supported format)" },
      },
    },
    async (c, { user, params }) => {
      await getContract(db, user.id, params.id);
      const checkFields = (fields: Record<string, string>) => {
        const parsed = attachmentFields.safeParse({ label: fields.label ?? "", notes: fields.notes ?? "" });
        if (!parsed.success) throw invalidInput(parsed.error);
        return parsed.data;
      };
      const upload = await receiveUpload(c.req.raw, {
        field: "file",
        maxBytes: ATTACHMENT_MAX_BYTES,
        accept: ATTACHMENT_TYPES,
        messages: { tooLarge: attachmentMessages.tooLarge, invalidType: attachmentMessages.invalidType, missing: attachmentMessages.missingFile },
        store: async ({ stream, name, fields, mimeType }) => {
          // Label and notes come first in the form: without a good label nothing is stored.
          checkFields(fields);
          if (hasForeignExtension(name)) throw new ApiError(415, "unsupported_media_type", attachmentMessages.invalidType(safeFileName(name)));
          const key = attachmentKey(user.id, params.id, name, mimeType as AttachmentType);
          await files.put(key, stream);
          return key;
        },
        discard: (key) => files.delete(key),
      });
      const key = upload.stored;
      try {
        const { label, notes } = checkFields(upload.fields);
        const row = await insertAttachment(db, user.id, {
          contractId: params.id,
          fileKey: key,
          label,
          notes,
          mimeType: upload.mimeType as AttachmentType,
          sizeBytes: upload.size,
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
      responses: { 200: { description: "The attachment and its links", schema: attachmentLinkSchema }, ...errors },
    },
    async (c, { user, params }) => c.json(withLinks(await getAttachment(db, user.id, params.id))),
  );

  // DESIGN §4: an attachment is deleted by its own id.
  api.delete(
    "/api/attachments/:id",
    {
      summary: "Delete one of my contracts' attachments and its file",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Deleted", schema: z.object({ id: z.string() }) }, ...errors },
    },
    async (c, { user, params }) => {
      const row = await deleteAttachment(db, user.id, params.id);
      await files.delete(row.fileKey);
      return c.json({ id: row.id });
    },
  );

  registerPrivateFileRoute(app, api, services);
}

const FILE_PATH = /^contracts\/[A-Za-z0-9_-]{1,100}\/[0-9a-f-]{36}\/\d{13,}_[A-Za-z0-9.-]{1,80}$/;
const forbidden = (message: string) => new ApiError(403, "forbidden", message);

/**
 * A contract's file through its signed link (DESIGN §4, §6): the signature
 * and expiry are checked, the file must still be an attachment, and it is
 * served with its own type, nosniff and a download name, framable only by the
 * app itself (the preview dialog shows PDFs inline).
 */
function registerPrivateFileRoute(app: Hono<AppEnv>, api: Api, { db, files, fileLinks }: Services) {
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
      // Converted here, whatever the store: the browser cannot show HEIC.
      const found = await files.get(key);
      if (!found) throw new ApiError(404, "not_found", "That file was not found.");
      const chunks: Buffer[] = [];
      for await (const chunk of found.stream) chunks.push(chunk as Buffer);
      let jpeg: Buffer;
      try {
        jpeg = await heicToJpeg(Buffer.concat(chunks));
      } catch {
        throw new ApiError(415, "unsupported_media_type", "This photo could not be converted for preview. Download it instead.");
      }
      return c.body(new Uint8Array(jpeg), 200, {
        ...headers,
        "Content-Type": "image/jpeg",
        "Content-Length": String(jpeg.length),
        "Content-Disposition": `inline; filename="${name.replace(/\.heic$/i, "")}.jpg"`,
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
      403: { description: "The link was changed or has expired" },
      404: { description: "No such file" },
      415: { description: "A HEIC photo that could not be converted for preview" },
    },
  });
}
