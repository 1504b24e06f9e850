import { Readable } from "node:stream";
import type { Context } from "hono";
import type { BlobStore } from "./blob-store";

export interface StoredFileAnswer {
  contentType: string;
  /** `inline; filename="…"` or `attachment; filename="…"`. */
  contentDisposition: string;
  /** When the signed link that opened it expires (ms): a store's own link lasts no longer. */
  linkExpiresAt: number;
  /** Headers for the bytes when this server sends them (caching, CSP). */
  headers: Record<string, string>;
}

/**
 * A private file its signed link has opened (the caller checked the link).
 * With an object store that has links of its own (S3), a 302 to one that
 * lasts as long as the signed link: the bytes go from the store to the
 * browser. Otherwise the bytes from here, streamed; 404 when the file is gone.
 */
export async function serveStoredFile(c: Context, files: BlobStore, key: string, answer: StoredFileAnswer): Promise<Response> {
  const { contentType, contentDisposition, linkExpiresAt, headers } = answer;
  if (files.directLinks) {
    const seconds = Math.max(60, Math.ceil((linkExpiresAt - Date.now()) / 1000));
    const url = await files.directLinks.url(key, { seconds, contentType, contentDisposition });
    c.header("Cache-Control", "private, no-store");
    return c.redirect(url, 302);
  }
  const found = await files.get(key);
  if (!found) return c.json({ error: { code: "not_found", message: "That file was not found." } }, 404);
  const all = { ...headers, "Content-Type": contentType, "Content-Length": String(found.size), "Content-Disposition": contentDisposition };
  if (c.req.method === "HEAD") {
    found.stream.destroy();
    return c.body(null, 200, all);
  }
  return c.body(Readable.toWeb(found.stream) as ReadableStream<Uint8Array>, 200, all);
}
