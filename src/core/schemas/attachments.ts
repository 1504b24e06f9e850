import { z } from "zod";
import { ATTACHMENT_TYPES } from "../attachment-rules";
import { attachmentMessages } from "../attachment-rules";
import { multiLine, NOT_BLANK, oneLine } from "./common";

/** The form fields sent before the file: a label (required, not blank) and notes. */
export const attachmentFields = z.object({
  label: oneLine(
    z.string(attachmentMessages.missingLabel).trim().max(200, "Label must be 200 characters or less").regex(NOT_BLANK, attachmentMessages.missingLabel),
    "Label",
  ),
  notes: multiLine(z.string("Notes must be text").trim().max(2000, "Notes must be 2000 characters or less"), "Notes").default(""),
});

export const attachmentSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  label: z.string(),
  notes: z.string(),
  mimeType: z.enum(ATTACHMENT_TYPES),
  sizeBytes: z.number(),
  createdAt: z.string(),
});

export const attachmentListSchema = z.object({ attachments: z.array(attachmentSchema) });

/** A signed link to open the file (valid 3600 s) and, for HEIC, one to a JPEG preview. */
export const attachmentLinkSchema = attachmentSchema.extend({
  url: z.string(),
  previewUrl: z.string(),
  expiresAt: z.string(),
});

export type Attachment = z.infer<typeof attachmentSchema>;
