import crypto from "node:crypto";

/** How long a signed link to a private file works (DESIGN §4 files). */
export const SIGNED_LINK_SECONDS = 3600;
/**
 * Links made within the same 10 minutes share one expiry (and so one URL), so
 * the browser caches a thumbnail instead of fetching it on every list; each
 * still works at least 3600 s from when it was made.
 */
const STEP_SECONDS = 600;

const PRIVATE_PREFIX = "/files/private/";

export interface FileLinks {
  /** A link to a stored file in the private area ("private/{userId}/name.jpg"), valid 3600 s. */
  sign(key: string, nowMs?: number): string;
  /** "ok", "expired" or "bad" (tampered, or not ours) for a key and the link's `expires` and `sig`. */
  check(key: string, expires: string | undefined, sig: string | undefined, nowMs?: number): "ok" | "expired" | "bad";
}

/** Signs with a key derived from the server's secret (never the secret itself). */
export function createFileLinks(secret: string): FileLinks {
  const key = crypto.createHmac("sha256", secret).update("nursevitals private file links").digest();
  const signature = (fileKey: string, expires: number) => crypto.createHmac("sha256", key).update(`${fileKey}\n${expires}`).digest("base64url");
  return {
    sign(fileKey, nowMs = Date.now()) {
      if (!fileKey.startsWith("private/")) throw new Error(`not a private file: ${fileKey}`);
      const expires = Math.ceil(nowMs / 1000 / STEP_SECONDS) * STEP_SECONDS + SIGNED_LINK_SECONDS;
      return `${PRIVATE_PREFIX}${fileKey.slice("private/".length)}?expires=${expires}&sig=${signature(fileKey, expires)}`;
    },
    check(fileKey, expires, sig, nowMs = Date.now()) {
      if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return "bad";
      const expected = Buffer.from(signature(fileKey, Number(expires)));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return "bad";
      return Number(expires) * 1000 < nowMs ? "expired" : "ok";
    },
  };
}
