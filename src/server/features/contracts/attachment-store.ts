import { attachmentFileName, type AttachmentType } from "@core/attachment-rules";
import { userPrefix } from "../../files/user-files";

/**
 * The name of a stored attachment inside the nurse's contracts folder: {contractId}/{timestamp}_{safeName},
 * and for a HEIC photo, its JPEG preview beside it (…_{safeName}.preview.jpg).
 */
export const ATTACHMENT_STORED_NAME = /^[0-9a-f-]{36}\/\d{13,}_[A-Za-z0-9.-]{1,80}(\.preview\.jpg)?$/;

let lastStamp = 0;
/** Later than any stamp handed out before in this process: two files in the same millisecond get two names. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/** contracts/{userId}/{contractId}/{timestamp}_{safeName} (docs/product/career.md, Attachments). */
export const attachmentKey = (userId: string, contractId: string, fileName: string, mimeType: AttachmentType) =>
  `${userPrefix("contracts", userId)}${contractId}/${nextStamp()}_${attachmentFileName(fileName, mimeType)}`;

/** Every file of one contract. */
export const contractFolder = (userId: string, contractId: string) => `${userPrefix("contracts", userId)}${contractId}/`;

/** The name a download is offered under: the stored name without its stamp. */
export const downloadName = (fileKey: string) => fileKey.split("/").pop()!.replace(/^\d+_/, "");
