import { z } from "zod";

/** GET /api/account/storage: what her files take, of the room she has. */
export const storageUsage = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
