import { z } from "zod";
import { pingDatabase } from "../db/client";
import type { Api } from "./api";
import type { Services } from "../services";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ kind: z.enum(["embedded", "postgres"]), ok: z.boolean() }),
  uptimeSeconds: z.number(),
});

export function registerHealthRoutes(api: Api, { database }: Services) {
  api.get(
    "/api/health",
    {
      summary: "Is the server up, and does its database answer",
      tag: "health",
      reach: "public",
      responses: { 200: { description: "Healthy", schema: healthSchema }, 503: { description: "The database does not answer", schema: healthSchema } },
    },
    async (c) => {
      const ok = await pingDatabase(database.db);
      c.header("Cache-Control", "no-store");
      return c.json({ status: ok ? "ok" : "degraded", database: { kind: database.kind, ok }, uptimeSeconds: Math.round(process.uptime()) }, ok ? 200 : 503);
    },
  );
}
