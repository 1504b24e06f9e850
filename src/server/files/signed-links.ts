import crypto from "node:crypto";

/** How long a link to a private file opens it (an hour: docs/product/README.md, Rules). */
export const SIGNED_LINK_SECONDS = 3600;

export const PRIVATE_FILES_PREFIX = "/files/private/";

/** A variant of the stored file a link may ask for ("jpeg": a HEIC photo converted for preview). */
export type FileVariant = "original" | "jpeg";

export interface FileLinks {
  /** A link to the stored file at `key`, valid SIGNED_LINK_SECONDS from `now`. */
  sign(key: string, options?: { variant?: FileVariant; now?: number }): { url: string; expiresAt: Date };
  /** Whether the link's expiry and signature are good for this key and variant. */
  verify(key: string, query: { expires?: string; sig?: string; variant: FileVariant }, now?: number): "ok" | "expired" | "invalid";
}

/**
 * Signed links for private files (/files/private/…?expires&sig; decision 011).
 * The signature is an HMAC of key, expiry and variant under a key derived
 * from the server's secret: changing any of them, or waiting past the expiry,
 * makes the link answer 403.
 */
export function createFileLinks(secret: string): FileLinks {
  const key = crypto.createHmac("sha256", secret).update("nursevitals file links v1").digest();
  const mac = (fileKey: string, expires: string, variant: FileVariant) =>
    crypto.createHmac("sha256", key).update(`${fileKey}\n${expires}\n${variant}`).digest("base64url");
  return {
    sign(fileKey, { variant = "original", now = Date.now() } = {}) {
      const expires = String(Math.floor(now / 1000) + SIGNED_LINK_SECONDS);
      const query = new URLSearchParams({ expires, sig: mac(fileKey, expires, variant) });
      if (variant !== "original") query.set("as", variant);
      return { url: `${PRIVATE_FILES_PREFIX}${fileKey}?${query.toString()}`, expiresAt: new Date(Number(expires) * 1000) };
    },
    verify(fileKey, { expires, sig, variant }, now = Date.now()) {
      if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return "invalid";
      const expected = Buffer.from(mac(fileKey, expires, variant));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return "invalid";
      return Number(expires) * 1000 < now ? "expired" : "ok";
    },
  };
}
