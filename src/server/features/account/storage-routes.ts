import { storageUsage } from "@core/schemas/storage";
import { storageUsed } from "../../files/storage-quota";
import type { Api } from "../../http/api";
import { signedOutAnswer } from "../../http/error-answers";
import type { Services } from "../../services";

/** Her storage: every file she stored and what the server made from them, against her quota (STORAGE_QUOTA_MB). */
export function registerStorageRoutes(api: Api, services: Services) {
  api.get(
    "/api/account/storage",
    {
      summary: "How much of my storage my files take (attachments, card photos, my photo and their previews), and my quota, in bytes",
      tag: "account",
      reach: "own",
      responses: { 200: { description: "Used and total", schema: storageUsage }, ...signedOutAnswer },
    },
    async (c, { user }) =>
      c.json({ usedBytes: await storageUsed(services.files, services.fileAreas, user.id), quotaBytes: services.config.storageQuotaBytes }, 200),
  );
}
