/** The longest stored name part kept from a file's own name. */
export const SAFE_NAME_MAX = 80;

/**
 * A file's name made safe to store (letters, digits, dot and hyphen: docs/product/career.md, Attachments):
 * every other character becomes a hyphen, runs of dots or hyphens shrink to
 * one (so "../" can never survive), no dot or hyphen at either end, the stem is
 * cut to fit and the extension kept. "file" when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9.-]/g, "-")
    .replace(/[.-]{2,}/g, (run) => (run.includes(".") ? "." : "-"))
    .replace(/^[.-]+|[.-]+$/g, "");
  if (!cleaned) return "file";
  if (cleaned.length <= SAFE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, SAFE_NAME_MAX - ext.length).replace(/[.-]+$/, "") + ext;
}

/* eslint-disable no-control-regex -- a download's name is cleaned of control characters here */
/**
 * A download's Content-Disposition (RFC 6266) that keeps the name as she wrote
 * it: `filename*` in UTF-8 (RFC 5987: "Zoë 王芳.vcf" stays so), and `filename`
 * its plain-ASCII form for old clients (accents taken off; `fallback` when no
 * letter of it is ASCII). Characters no file system takes (\ / : * ? " < > |),
 * semicolons and control characters are left out of both.
 */
export function attachmentDisposition(name: string, fallback: string): string {
  const clean = name
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f-\u009f]/gu, "")
    .replace(/[\\/:*?"<>|;]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const dot = clean.lastIndexOf(".");
  const stem = dot >= 0 ? clean.slice(0, dot).trim() : clean;
  const extension = dot >= 0 ? clean.slice(dot) : "";
  const ascii = stem
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const plain = ascii ? `${ascii}${extension}` : fallback;
  const whole = stem ? `${stem}${extension}` : fallback;
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(whole).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}
