import { Readable } from "node:stream";
import type { Hono } from "hono";
import { z } from "zod";
import type { Api } from "../../http/api";
import type { AppEnv } from "../../http/route-spec";
import type { Services } from "../../services";

const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const AVATAR_FILE = /^avatar-\d{1,16}\.png$/;

/**
 * Public profile photos (decision 011). Only names the server made are
 * served, always as image/png with nosniff and inline disposition: a stored
 * file can never be taken for a page. Names carry a timestamp, so they are
 * cached for good.
 */
export function registerFileRoutes(app: Hono<AppEnv>, api: Api, services: Services) {
  const { files } = services;

  app.get("/files/avatars/:userId/:file", async (c) => {
    const { userId, file } = c.req.param();
    const missing = () => c.json({ error: { code: "not_found", message: "That file was not found." } }, 404);
    if (!USER_ID.test(userId) || !AVATAR_FILE.test(file)) return missing();
    const found = await files.get(`avatars/${userId}/${file}`);
    if (!found) return missing();
    const headers = {
      "Content-Type": "image/png",
      "Content-Length": String(found.size),
      "Content-Disposition": 'inline; filename="avatar.png"',
      "Cache-Control": "public, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "same-site",
    };
    if (c.req.raw.method === "HEAD") {
      found.stream.destroy();
      return c.body(null, 200, headers);
    }
    return c.body(Readable.toWeb(found.stream) as ReadableStream<Uint8Array>, 200, headers);
  });

  api.document("get", "/files/avatars/:userId/:file", {
    summary: "A profile photo (public): image/png, inline, cached for a year",
    tag: "files",
    reach: "public",
    params: z.object({ userId: z.string(), file: z.string().regex(AVATAR_FILE) }),
    responses: { 200: { description: "The photo", contentType: "image/png" }, 404: { description: "No such photo" } },
  });
}
