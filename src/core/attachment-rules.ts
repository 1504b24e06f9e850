import { SAFE_NAME_MAX, safeFileName } from "./file-names";

/** Contract attachments (docs/product/career.md, Attachments). */
export const ATTACHMENT_MAX_BYTES = 26_214_400;

/** The kinds taken, by their bytes: pdf, jpeg/jpg, png, heic. */
export const ATTACHMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/heic"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** What the file picker offers (the server still checks the bytes). */
export const ATTACHMENT_ACCEPT = ".pdf,.jpeg,.jpg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic";

const EXTENSIONS = ["pdf", "jpeg", "jpg", "png", "heic"];

/**
 * How many documents a contract, and a nurse in all, may hold: far more than a
 * contract's papers (the contract, addenda, licences, housing, a pay stub a
 * week), so only a script meets them; her storage quota bounds their bytes.
 */
export const ATTACHMENTS_PER_CONTRACT = 100;
export const ATTACHMENTS_PER_NURSE = 1000;

export const attachmentMessages = {
  missingLabel: "Missing label: Please add a label for all attachments.",
  tooLarge: (file: string) => `File too large (${file} exceeds 25MB limit)`,
  invalidType: (file: string) => `Invalid file type (${file} is not a supported format)`,
  uploadFailed: (file: string) => `Failed to upload ${file}`,
  missingFile: "Please choose a file to attach.",
  tooManyOnContract: `This contract has ${ATTACHMENTS_PER_CONTRACT} attachments, the most it can hold. Delete one you no longer need to add another.`,
  tooManyInAll: `You have ${ATTACHMENTS_PER_NURSE} attachments, the most an account can hold. Delete some you no longer need to add more.`,
};

/** The browser's first check, before anything is sent: by extension or the type the browser names. */
export function attachmentProblem(file: { name: string; size: number; type: string }): string | undefined {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!EXTENSIONS.includes(ext) && !(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return attachmentMessages.invalidType(file.name);
  if (file.size > ATTACHMENT_MAX_BYTES) return attachmentMessages.tooLarge(file.name);
  return undefined;
}

/**
 * A name that says it is something else ("scan.exe" holding a PDF): refused, as
 * the nurse may not know what she picked. A name with no extension at all is
 * taken as what its bytes are.
 */
export function hasForeignExtension(name: string): boolean {
  const base = name.split(/[/\\]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 && !EXTENSIONS.includes(base.slice(dot + 1).toLowerCase());
}

/** Every new attachment needs a label that is not blank. */
export const hasLabel = (label: string | null | undefined): boolean => Boolean(label?.trim());

/** "2.4 MB", "830 KB", "12 B". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const EXTENSIONS_OF: Record<AttachmentType, string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/heic": ["heic"],
};

/**
 * The name an attachment is stored and offered under: the sanitised name,
 * ending in the extension of what its bytes are ("photo.png" holding a JPEG
 * becomes "photo.png.jpg", "passwd" holding a PDF "passwd.pdf"), so a download
 * opens as what it is.
 */
export function attachmentFileName(name: string, mimeType: AttachmentType): string {
  const safe = safeFileName(name);
  const ext = safe.includes(".") ? safe.split(".").pop()!.toLowerCase() : "";
  const wanted = EXTENSIONS_OF[mimeType];
  if (wanted.includes(ext)) return safe;
  return safeFileName(`${safe.slice(0, SAFE_NAME_MAX - 6)}.${wanted[0]}`);
}
