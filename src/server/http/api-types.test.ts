import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";

/**
 * The web app's API types (src/web/lib/api/schema.ts) are generated from
 * /api/openapi.json, so a handler's documented answer and what the web app
 * expects cannot drift apart: this fails when the file is stale.
 * `npm run api:types` rewrites it.
 */
const TYPES_FILE = path.resolve(import.meta.dirname, "../../web/lib/api/schema.ts");
const HEADER = "// Generated from /api/openapi.json by `npm run api:types` (src/server/http/api-types.test.ts). Do not edit.\n";

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

it("src/web/lib/api/schema.ts matches the API document", async () => {
  const doc = (await (await t.request("/api/openapi.json")).json()) as Parameters<typeof openapiTS>[0];
  const fresh = HEADER + astToString(await openapiTS(doc, { alphabetize: true }));
  if (process.env.UPDATE_API_TYPES) fs.writeFileSync(TYPES_FILE, fresh);
  const current = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, "utf8") : "";
  expect(current === fresh, "src/web/lib/api/schema.ts is stale: run `npm run api:types`").toBe(true);
});
