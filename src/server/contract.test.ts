import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { jobPostingRow } from "@core/schemas/job-board";
import { jobBoard } from "./db/schema";
import { importPostings } from "./features/job-board/repository";
import { documentedResponses } from "./http/openapi-document";
import { randomBodies, schemaValues, toJsonText, isRecord } from "./testing/body-cases";
import { fillPath, operationsOf, type Op, type OpenApiDocument } from "./testing/openapi-ops";
import { OwnedResources, unknownParams } from "./testing/owned-resources";
import { makeSwapRequest } from "./testing/swap-rows";
import { createTestApp, errorOf, json, type TestUser } from "./testing/test-app";

/**
 * The API document as a contract, in the spirit of Schemathesis (decision 041):
 * every documented operation gets generated requests — without a session, then
 * with one, with bodies and queries made from its own schemas (valid ones, and
 * random ones from the security suite's fuzzer) — and every answer must be one
 * its document lists, with a body its schema takes (the test client checks
 * that: testing/contract.ts), and never a 5xx. A body valid by the document
 * alone that the server refuses is a document that says less than the server
 * enforces, and fails too, unless the route's 400 says why (a rule across fields).
 */
const t = await createTestApp({ RATE_LIMIT_FACTOR: "1000", IMPORT_MAX_MB: "8" }, { confirmed: true });
const ops = operationsOf(await json<OpenApiDocument>(await t.request("/api/openapi.json")));
let postings = 0;
const owned = new OwnedResources(
  ops,
  t.request,
  {
    "/api/job-board": async () => {
      const ref = `contract-${++postings}`;
      await importPostings(t.services.db, [jobPostingRow.parse({ ref, title: "ICU RN" })]);
      const [posting] = await t.services.db.select({ id: jobBoard.id }).from(jobBoard).where(eq(jobBoard.ref, ref));
      return posting!.id;
    },
  },
  { "/api/swaps": (user) => makeSwapRequest(t, user) },
);
const nurse = await t.signUp();
afterAll(async () => {
  await t.close();
});

/** Generated values repeat from run to run (CONTRACT_SEED picks others). */
const SEED = Number(process.env.CONTRACT_SEED ?? 41);
const RUNS = 6;
let sent = 0;

/** Operations that end or change the caller's session or account get a nurse of their own. */
const endsSession = (op: Op) => op.path.startsWith("/api/auth/") || (op.method === "delete" && op.path === "/api/account");

async function send(op: Op, init: { user?: TestUser; params: Record<string, string>; query?: string; body?: unknown }) {
  sent++;
  const headers: Record<string, string> = { "x-forwarded-for": t.randomIp() };
  let body: string | FormData | undefined;
  if (op.upload) {
    // The documented text fields and no file: the route must say so in a documented way.
    body = new FormData();
    for (const [name, value] of Object.entries(op.upload.fields)) body.append(name, value);
  } else if (op.bodySchema) {
    body = toJsonText(init.body === undefined ? (op.example ?? {}) : init.body);
    headers["content-type"] = "application/json";
  }
  const res = await t.request(fillPath(op.path, init.params) + (init.query ?? ""), {
    method: op.method.toUpperCase(),
    body,
    cookie: init.user?.cookie,
    headers,
  });
  expect(res.status, `${op.title} answered ${res.status}: ${(await res.clone().text()).slice(0, 200)}`).toBeLessThan(500);
  return res;
}

/** A query string of values its parameters' schemas allow (required ones always, the others now and then). */
function queries(op: Op): string[] {
  const params = op.params.filter((p) => p.in === "query");
  if (!params.length) return [""];
  const record = fc.record(Object.fromEntries(params.map((p) => [p.name, schemaValues(p.schema)])), {
    requiredKeys: params.filter((p) => p.required).map((p) => p.name),
  });
  return fc.sample(record, { numRuns: RUNS, seed: SEED }).map((values) => {
    const query = new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]));
    return query.size ? `?${query.toString()}` : "";
  });
}

/** TRACE as the Node adapter hands it to the app: fetch's Request refuses to make one, so it makes a GET and renames it. */
function traceRequest(path: string) {
  const request = new Request(`http://localhost:3000${path}`, { headers: { "x-forwarded-for": t.randomIp() } });
  Object.defineProperty(request, "method", { get: () => "TRACE" });
  return t.app.fetch(request);
}

describe("the document", () => {
  it("lists for every operation the statuses it answers, each 4xx and 5xx with the Error body", () => {
    let statuses = 0;
    for (const { method, spec, path } of t.registry.operations) {
      const responses = documentedResponses({ method, spec });
      statuses += Object.keys(responses).length;
      if (spec.reach !== "public") expect(responses[401], `${method} ${path}`).toBeDefined();
      for (const [status, r] of Object.entries(responses))
        if (Number(status) >= 400) expect(r.schema ?? r.contentType, `${method} ${path} ${status}`).toBeDefined();
    }
    console.info(`${t.registry.operations.length} operations document ${statuses} statuses`);
  });

  it("an unsupported method answers 405 with Allow, TRACE included; an unknown API path 404", async () => {
    const trace = await traceRequest("/api/jobs");
    expect(trace.status).toBe(405);
    expect(trace.headers.get("allow")).toBe("GET, POST, HEAD");
    const put = await t.request("/api/jobs", { method: "PUT", body: {} });
    expect(put.status).toBe(405);
    expect((await json<{ error: { code: string } }>(put)).error.code).toBe("method_not_allowed");
    expect((await t.request("/dashboard", { method: "DELETE" })).headers.get("allow")).toBe("GET, HEAD");
    expect((await traceRequest("/api/no-such-thing")).status).toBe(404);
  });
});

describe.each(ops.map((op) => [op.title, op] as const))("%s", (_title, op) => {
  it("answers as documented: without a session, and with one to valid and random requests", async () => {
    const unknown = unknownParams(op);
    const anonymous = await send(op, { params: unknown, query: queries(op)[0] });
    if (op.signedIn) expect(anonymous.status).toBe(401);

    const user = endsSession(op) ? await t.signUp() : nurse;
    const params = await owned.params(user, op).catch(() => unknown);
    /** Bodies the document allows that the server refused for a reason the document does not give. */
    const refusedValid: string[] = [];
    const rules = op.rules;
    for (const query of queries(op)) await send(op, { user, params, query });
    if (!op.bodySchema) return;
    const base = isRecord(op.example) ? ((await owned.body(user, op).catch(() => op.example)) as Record<string, unknown>) : {};
    for (const body of fc.sample(schemaValues(op.bodySchema), { numRuns: RUNS, seed: SEED })) {
      const res = await send(op, { user, params, body });
      if (res.status !== 400) continue;
      const refusal = await errorOf(res);
      const unstated = Object.values(refusal.fields ?? { "": refusal.message }).filter((message) => !(message in rules));
      if (unstated.length) refusedValid.push(`${toJsonText(body).slice(0, 120)} → ${unstated.join(" | ").slice(0, 160)}`);
    }
    for (const body of fc.sample(randomBodies(op.bodySchema, base), { numRuns: RUNS, seed: SEED })) await send(op, { user, params, body });
    // A refusal the document does not give means its schema says less than the server enforces: say the rule in the
    // schema (a pattern, a format, an enum, uniqueItems, multipleOf), or, across fields, list it (withRules).
    expect(refusedValid, `${op.title}: bodies the document allows were refused`).toEqual([]);
  });
});

afterAll(() => {
  console.info(`${sent} generated requests to ${ops.length} operations`);
});
