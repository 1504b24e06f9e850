import type { Hono } from "hono";
import { z } from "zod";
import type { Api } from "../../http/api";
import { serveStoredFile } from "../../files/serve-stored-file";
import type { AppEnv } from "../../http/route-spec";
import type { Services } from "../../services";

const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", pdf: "application/pdf" };

/**
 * Private files (decision 011): GET /files/private/certifications/{userId}/{file}?expires&sig.
 * The link is the permission — made by the API for the file's owner, valid
 * 3600 s; a tampered or expired one answers 403. When a session comes with it,
 * it must be the owner's (404 otherwise). Images inline, anything else as an
 * attachment, always with nosniff: never taken for a page.
 */
export function registerPrivateFileRoutes(app: Hono<AppEnv>, api: Api, { files, fileLinks, sessions }: Services) {
  app.get("/files/private/certifications/:userId/:file", async (c) => {
    const { userId, file } = c.req.param();
    const missing = () => c.json({ error: { code: "not_found", message: "That file was not found." } }, 404);
    if (!USER_ID.test(userId) || !FILE.test(file) || file.includes("..")) return missing();
    const key = `certifications/${userId}/${file}`;
    const verdict = fileLinks.verify(key, { expires: c.req.query("expires"), sig: c.req.query("sig"), variant: "original" });
    if (verdict !== "ok") {
      const message = verdict === "expired" ? "This link has expired. Please reload the page for a new one." : "This link is not valid.";
      return c.json({ error: { code: "forbidden", message } }, 403);
    }
    const viewer = await sessions.read(c.req.header("cookie"));
    if (viewer && viewer.id !== userId) return missing();
    const ext = file.split(".").pop()?.toLowerCase() ?? "";
    const type = TYPES[ext] ?? "application/octet-stream";
    return serveStoredFile(c, files, key, {
      contentType: type,
      contentDisposition: `${type.startsWith("image/") ? "inline" : "attachment"}; filename="${file}"`,
      linkExpiresAt: Number(c.req.query("expires")) * 1000,
      headers: { "Cache-Control": "private, max-age=3600", "Cross-Origin-Resource-Policy": "same-origin" },
    });
  });

  api.document("get", "/files/private/certifications/:userId/:file", {
    summary: "A private file (a card photo) through a signed link the API made for its owner, valid 3600 s",
    tag: "files",
    reach: "public",
    params: z.object({ userId: z.string(), file: z.string().regex(FILE) }),
    query: z.object({ expires: z.string(), sig: z.string() }),
    responses: {
      200: { description: "The file", contentType: "image/jpeg" },
      302: { description: "On an object store (S3): to the store's own presigned link, for the rest of this link's hour" },
      403: { description: "A tampered or expired link" },
      404: { description: "No such file, or not the signed-in nurse's" },
    },
  });
}
