import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { RateLimiter } from "../rate-limit";
import { contractProblem } from "../testing/contract";
import { createApi, type Api } from "./api";
import { OpenApiRegistry } from "./openapi-document";
import { OpenUploads } from "./open-uploads";
import type { AppEnv } from "./route-spec";

const thing = z.object({ id: z.string(), n: z.number() });
const spec = { summary: "Make a thing", tag: "test", reach: "public", responses: { 201: { description: "Made", schema: thing } } } as const;

/** A bare app with the routes given, and its registry. */
function appWith(register: (api: Api) => void) {
  const app = new Hono<AppEnv>();
  const registry = new OpenApiRegistry();
  const limiter = { hit: async () => undefined } as unknown as RateLimiter;
  register(createApi(app, registry, async () => undefined, { limiter, openUploads: new OpenUploads({ uploadsPerNurse: 1, uploadsPerIp: 1 }) }));
  return { app, registry };
}

describe("a route answers what its document lists", () => {
  it("a documented status with a body its schema takes passes the contract check", async () => {
    const { app, registry } = appWith((api) => api.post("/things", spec, (c) => c.json({ id: "a", n: 1 }, 201)));
    const res = await app.request("/things", { method: "POST" });
    expect(res.status).toBe(201);
    expect(await contractProblem(registry, "POST", "/things", res)).toBeUndefined();
  });

  // What the compiler cannot see (a field too many, an error thrown), the API tests' client does: contractProblem.
  it.each([
    ["a status it does not list", 200, { id: "a", n: 1 }, /answered 200, which its document does not list \(it lists 201, 403, 413, 500\)/],
    ["a field its schema does not name", 201, { id: "a", n: 1, secret: "x" }, /fields its schema does not name: secret/],
    ["a field of the wrong type", 201, { id: "a", n: "1" }, /a body its schema refuses/],
    ["an error without the error body", 500, { oops: true }, /a body its schema refuses/],
  ] as const)("the contract check names %s", async (_what, status, body, message) => {
    // Cast past the compiler on purpose: these are the answers it refuses.
    const { app, registry } = appWith((api) => api.post("/things", spec, (c) => c.json(body as never, status as 201)));
    const res = await app.request("/things", { method: "POST" });
    expect(await contractProblem(registry, "POST", "/things", res)).toMatch(message);
  });
});

/**
 * Never called: each handler here is one the compiler refuses, and `npm run
 * typecheck` fails the day it stops refusing one (an unused @ts-expect-error is an error).
 */
export function refusedByTheCompiler(api: Api) {
  // @ts-expect-error -- a field of the wrong type
  api.post("/things", spec, (c) => c.json({ id: "a", n: "1" }, 201));
  // @ts-expect-error -- a field missing
  api.post("/things", spec, (c) => c.json({ id: "a" }, 201));
  // @ts-expect-error -- a status the route does not document
  api.post("/things", spec, (c) => c.json({ id: "a", n: 1 }, 200));
  // @ts-expect-error -- an untyped Response: its status and body are unknown to the compiler
  api.post("/things", spec, () => new Response("{}"));
  // @ts-expect-error -- no body where the route documents one
  api.post("/things", spec, (c) => c.body(null, 201));
}
