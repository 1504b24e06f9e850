const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/** One decimal at most, without a trailing ".0" ("1.5", "2", "2.4"). */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A size as the account screen and the quota's message say it, in the binary
 * units the upload limits use (25 MB is 25 × 1024 × 1024 bytes): "0 MB",
 * "830 KB", "2.4 MB", "312 MB", "1 GB", "1.5 GB". Never rounds a stored byte
 * down to nothing.
 */
export function storageSizeText(bytes: number): string {
  if (bytes <= 0) return "0 MB";
  if (bytes < MB) return `${Math.ceil(bytes / KB)} KB`;
  if (bytes < 10 * MB) return `${oneDecimal(bytes / MB)} MB`;
  if (Math.round(bytes / MB) < 1024) return `${Math.round(bytes / MB)} MB`;
  return `${oneDecimal(bytes / GB)} GB`;
}

/** "312 MB of 1 GB used". */
export const storageUsageText = (usedBytes: number, quotaBytes: number) => `${storageSizeText(usedBytes)} of ${storageSizeText(quotaBytes)} used`;

/** How full her storage is, 0–100, for a meter. */
export const storagePercent = (usedBytes: number, quotaBytes: number) =>
  quotaBytes > 0 ? Math.min(100, Math.max(0, Math.round((usedBytes / quotaBytes) * 100))) : 100;

export const storageMessages = {
  /** A file that does not fit in what is left of her storage. */
  full: (usedBytes: number, quotaBytes: number) =>
    `Not enough storage for this file: ${storageUsageText(usedBytes, quotaBytes)}. Delete files you no longer need, then try again.`,
};
