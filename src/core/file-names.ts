/** The longest stored name part kept from a file's own name. */
export const SAFE_NAME_MAX = 80;

/**
 * A file's name made safe to store (spec §5: letters, digits, dot and hyphen):
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
