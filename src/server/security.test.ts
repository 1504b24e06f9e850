import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { bodyCases, isRecord, paramValues, randomBodies, RAW_URL_PIECES, toJsonText, validValue } from "./testing/body-cases";
import { fillPath, honoPath, hostileRawBodies, isMutating, operationsOf, reachProblem, type Op, type OpenApiDocument } from "./testing/openapi-ops";
import { OwnedResources, paramKind, placeableParams, unknownParams } from "./testing/owned-resources";
import { foreignFile, sampleFile, uploadForm } from "./testing/images";
import { makeSwapRequest } from "./testing/swap-rows";
import { createTestApp, json, sessionCookie, type TestUser } from "./testing/test-app";
import { eq } from "drizzle-orm";
import { jobPostingRow } from "@core/schemas/job-board";
import { SERVER_KEY_FILES } from "./db/backup";
import { jobBoard, users } from "./db/schema";
import { importPostings } from "./features/job-board/repository";

/**
 * The security suite (docs/product/README.md, Security; decision 016). Routes come from /api/openapi.json, so a route
 * is covered the day it is registered, without editing this file; a route the
 * suite cannot understand fails it rather than being skipped.
 */
// The import takes a whole account (1.5 GB by default): the suite streams past each upload's limit, so a small one here.
// Its nurses have confirmed their addresses: only a confirmed one offers a share (invites a colleague).
const t = await createTestApp({ RATE_LIMIT_FACTOR: "1000", IMPORT_MAX_MB: "8" }, { confirmed: true });
const ops = operationsOf(await json<OpenApiDocument>(await t.request("/api/openapi.json")));
let postings = 0;
const owned = new OwnedResources(
  ops,
  t.request,
  {
    // Job postings are imported by the operator, and every nurse sees them.
    "/api/job-board": async () => {
      const ref = `security-${++postings}`;
      await importPostings(t.services.db, [jobPostingRow.parse({ ref, title: "ICU RN" })]);
      const [posting] = await t.services.db.select({ id: jobBoard.id }).from(jobBoard).where(eq(jobBoard.ref, ref));
      return posting!.id;
    },
  },
  { "/api/swaps": (user) => makeSwapRequest(t, user) },
);
const alice = await t.signUp();
const bob = await t.signUp();
afterAll(async () => {
  await t.close();
});

const signedIn = ops.filter((op) => op.signedIn);
const own = ops.filter((op) => op.reach === "own");
const sharedReads = ops.filter((op) => op.reach === "shared-read");
const withBody = ops.filter((op) => op.bodySchema);

interface SendInit {
  user?: TestUser;
  params?: Record<string, string>;
  /** The body (it may hold RawJson pieces); the op's example when left out. */
  body?: unknown;
  raw?: string;
  /** The URL as sent, when the test builds it itself. */
  url?: string;
  headers?: Record<string, string>;
}

/** One request of an operation, from a fresh IP each time (sign-in limits count by IP). */
function send(op: Op, init: SendInit = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": t.randomIp(), ...init.headers };
  const body = init.raw ?? (init.body !== undefined || op.bodySchema ? toJsonText(init.body === undefined ? (op.example ?? {}) : init.body) : undefined);
  if (body !== undefined) headers["content-type"] = "application/json";
  const url = init.url ?? fillPath(op.path, init.params ?? unknownParams(op));
  return t.request(url, { method: op.method.toUpperCase(), body, cookie: init.user?.cookie, headers });
}

/** What is wrong with an answer: a 5xx, or a 4xx without the JSON error shape and a message. */
async function problemWith(res: Response): Promise<string | undefined> {
  if (res.status >= 500) return `answered ${res.status}: ${(await res.text()).slice(0, 200)}`;
  if (res.status < 400) return undefined;
  const body = (await res.json().catch(() => undefined)) as { error?: { code?: unknown; message?: unknown } } | undefined;
  const { code, message } = body?.error ?? {};
  if (typeof code !== "string" || typeof message !== "string" || !message.trim()) return `answered ${res.status} without { error: { code, message } }`;
  return undefined;
}

async function expectClearClientError(res: Response, what: string) {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(await problemWith(res), what).toBeUndefined();
}

const show = (value: unknown) => {
  const text = toJsonText(value);
  return text.length > 80 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
};

/** Runs `work` over the items, `width` at a time (PostgreSQL answers several requests at once). */
async function eachConcurrently<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** On a day route (/x/{date}), the PUT that fills the day; undefined on other routes. */
function dayFiller(op: Op): Op | undefined {
  if (!op.pathParams.some((name) => paramKind(op, name) === "date")) return undefined;
  const fill = ops.find((o) => o.method === "put" && o.path === op.path);
  if (!fill) throw new Error(`${op.title}: no PUT ${op.path} to fill the day with first`);
  return fill;
}

/** On a day route, each nurse first fills the day with a row of her own. */
async function fillDay(op: Op, params: Record<string, string>, nurses: TestUser[]) {
  const fill = dayFiller(op);
  if (!fill) return;
  for (const user of nurses)
    expect((await send(fill, { user, params, body: await owned.body(user, fill) })).status, `${fill.title} (setting up)`).toBeLessThan(300);
}

describe("the route table", () => {
  it("documents the API", () => {
    expect(ops.length).toBeGreaterThan(5);
    expect(signedIn.length).toBeGreaterThan(0);
  });

  it("every route declares whose data it reaches: the caller's own, shared with the caller (read-only), or public", () => {
    expect(ops.map(reachProblem).filter(Boolean)).toEqual([]);
    // The check itself: an undeclared route, and a write declared on shared rows, are caught.
    const [undeclared] = operationsOf({ paths: { "/api/x": { get: {} } } });
    const sharedWrite = { ...undeclared!, method: "put" as const, reach: "shared-read" as const, title: "PUT /api/x" };
    expect([reachProblem(undeclared!), reachProblem(sharedWrite)]).toEqual([
      "GET /api/x: declares no reach (own, shared-read or public)",
      "PUT /api/x: shared rows are read-only, but it is a PUT",
    ]);
  });

  /** Routes anyone may call without a session, each with its reason: a route wrongly declared public fails here. */
  const PUBLIC = [
    "GET /api/health", // the operator's probe
    "GET /api/calendar.ics", // the calendar feed: its secret token is the key
    "GET /files/avatars/{userId}/{file}", // profile photos: shown beside a name, under server-made names
    "GET /files/private/certifications/{userId}/{file}", // card photos: the signed link, valid an hour, is the key
    "GET /files/private/contracts/{userId}/{contractId}/{file}", // a contract's documents: likewise
    "GET /api/auth/get-session", // answers null without a session
    "POST /api/auth/sign-out",
    "GET /api/auth/verify-email", // the emailed link's token is the key
  ];

  it("a route is public only on purpose", () => {
    const publicOps = ops.filter(
      (op) => op.reach === "public" && !(op.method === "post" && op.path.startsWith("/api/auth/") && op.path !== "/api/auth/sign-out"),
    );
    expect(publicOps.map((op) => op.title).sort()).toEqual([...PUBLIC].sort());
  });

  it("every request body is JSON or a multipart upload the suite can read: a body of another type would escape the fuzzer", () => {
    const understood = ["application/json", "multipart/form-data"];
    expect(ops.flatMap((op) => op.bodyTypes.filter((type) => !understood.includes(type)).map((type) => `${op.title}: ${type}`))).toEqual([]);
    const unreadUploads = ops.filter((op) => op.bodyTypes.includes("multipart/form-data") && !op.upload?.accept.length).map((op) => op.title);
    expect(unreadUploads, "multipart bodies without a file field and its accepted types").toEqual([]);
  });

  it("every create route documents an example body (the suite creates resources with it)", () => {
    const missing = ops.filter((op) => op.method === "post" && op.bodySchema && op.example === undefined).map((op) => op.title);
    expect(missing).toEqual([]);
  });

  /**
   * Routes served outside the OpenAPI document, on purpose, each with its reason.
   * Any other route the app has must be in the document, so the suite covers it.
   */
  const UNDOCUMENTED = [
    "GET /api/auth/*", // Better Auth's catch-all: only its documented endpoints pass our gate, anything else answers 404
    "POST /api/auth/*",
    "GET /api/openapi.json", // the document itself
    "GET /api/docs", // the reference page rendered from it, and its stylesheet
    "GET /api/docs.css",
    "GET /assets/*", // the built web app: hashed files
    "GET /*", // the web app's pages, its 404 page and its top-level files (favicon, manifest)
  ];

  it("every route the app serves is documented, or listed as served outside the document", () => {
    const documented = new Set(ops.map((op) => `${op.method.toUpperCase()} ${honoPath(op.path)}`));
    const served = t.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`);
    expect(served.filter((route) => !documented.has(route) && !UNDOCUMENTED.includes(route))).toEqual([]);
    expect(
      UNDOCUMENTED.filter((route) => !served.includes(route)),
      "listed but no longer served",
    ).toEqual([]);
  });

  it("every documented operation is served (by its own route or the auth catch-all)", () => {
    const served = t.app.routes.filter((r) => r.method !== "ALL");
    const handled = (op: Op) =>
      served.some(
        (r) => r.method === op.method.toUpperCase() && (r.path === honoPath(op.path) || (r.path.endsWith("/*") && op.path.startsWith(r.path.slice(0, -1)))),
      );
    expect(ops.filter((op) => !handled(op)).map((op) => op.title)).toEqual([]);
  });

  it("every path parameter of a signed-in route names a row or a day the suite can place", () => {
    const problems: string[] = [];
    for (const op of signedIn) {
      try {
        for (const [name, kind] of Object.entries(placeableParams(op))) {
          if (kind === "id") owned.assertPlaceable(op.path.slice(0, op.path.indexOf(`/{${name}}`)));
        }
        if (op.pathParams.length) owned.reader(op.path);
        dayFiller(op);
        owned.references(op.bodySchema, op.path);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("without a session", () => {
  it("every non-public route answers 401", async () => {
    for (const op of signedIn) {
      const res = await send(op);
      expect(res.status, op.title).toBe(401);
      expect(((await res.json()) as { error?: { code?: string } }).error?.code, op.title).toBe("unauthorized");
    }
  });
});

describe("rows shared with the caller", () => {
  const [offer, accept, end] = (["offer", "accept", "end"] as const).map((kind) => ops.find((op) => op.share === kind));
  /** What B's shared reads answer, over the sample day (on which A has filled her day). */
  const sharedAnswers = async (b: TestUser) =>
    Promise.all(
      sharedReads.map(async (op) => {
        const res = await send(op, { user: b, url: fillPath(op.path, await owned.params(b, op)) + owned.requiredQuery(op) });
        return `${op.title} ${res.status} ${await res.text()}`;
      }),
    );

  it("a route that reads shared rows comes with the routes that offer, accept and end a share", () => {
    if (sharedReads.length) expect([offer, accept, end].map((op) => op?.title)).not.toContain(undefined);
  });

  it("B sees A's rows only while A shares with her: not as a stranger, not on an offer she has not accepted, not once it ended", async () => {
    if (!sharedReads.length) return;
    const [a, b] = [await t.signUp(), await t.signUp()];
    // The viewer's address is verified: a share offered to an address is accepted only by its verified holder.
    await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, b.id));
    const days = ops.filter((op) => op.reach === "own" && op.method === "put" && op.pathParams.some((name) => paramKind(op, name) === "date"));
    for (const fill of days) await fillDay(fill, await owned.params(a, fill), [a]);
    const aIds = [];
    for (const collection of ops
      .filter((op) => op.method === "post" && op.example !== undefined && !op.pathParams.length && op.reach === "own" && !op.share)
      .map((op) => op.path)) {
      aIds.push(await owned.create(a, collection).catch(() => undefined));
    }

    const asStranger = await sharedAnswers(b);
    for (const answer of asStranger)
      expect(
        aIds.filter((id) => id && answer.includes(id)),
        `${answer.slice(0, 60)}: A's rows`,
      ).toEqual([]);

    const offered = await send(offer!, { user: a, body: { ...(offer!.example as object), email: b.email } });
    expect(offered.status, offer!.title).toBeLessThan(300);
    const { id } = (await offered.json()) as { id: string };
    expect(await sharedAnswers(b), "an offer not yet accepted shares nothing").toEqual(asStranger);

    expect((await send(accept!, { user: b, params: { id } })).status, accept!.title).toBeLessThan(300);
    const shared = await sharedAnswers(b);
    expect(shared, "once accepted, B's shared reads show A's rows").not.toEqual(asStranger);

    expect((await send(end!, { user: a, params: { id } })).status, end!.title).toBeLessThan(300);
    expect(await sharedAnswers(b), "once ended, nothing of A's is shared").toEqual(asStranger);
  });
});

describe("another nurse's rows", () => {
  // A row nobody owns (a job posting) is anyone's to name: each nurse's own marks on it are tested by its area.
  const byId = own.filter((op) => op.pathParams.length && op.pathParams.every((name) => paramKind(op, name) === "id") && !owned.namesPublicRow(op));
  const byDay = own.filter((op) => op.pathParams.some((name) => paramKind(op, name) === "date"));

  it("B given A's ids answers 404 on every read, update and delete, and A's data is unchanged", async () => {
    expect(byId.length, "routes by id").toBeGreaterThanOrEqual(3);
    for (const op of byId) {
      const params = await owned.params(alice, op);
      const before = await owned.read(alice, op.path, params);
      const res = await send(op, { user: bob, params, body: await owned.body(bob, op) });
      expect(res.status, `${op.title} by another nurse`).toBe(404);
      await expectClearClientError(res, op.title);
      expect(await owned.read(alice, op.path, params), `${op.title} left the owner's data as it was`).toBe(before);
    }
  });

  it("on a day both have filled, B's write changes B's day only", async () => {
    expect(byDay.length, "routes by day").toBeGreaterThan(0);
    for (const op of byDay) {
      const [a, b] = [await t.signUp(), await t.signUp()];
      const params = await owned.params(b, op);
      await fillDay(op, params, [a, b]);
      const [aBefore, bBefore] = [await owned.read(a, op.path, params), await owned.read(b, op.path, params)];

      const res = await send(op, { user: b, params, body: await owned.body(b, op) });
      expect(res.status, `${op.title} on her own day`).toBeLessThan(300);
      expect(await owned.read(b, op.path, params), `${op.title} changed B's day`).not.toBe(bBefore);
      expect(await owned.read(a, op.path, params), `${op.title} left A's day as it was`).toBe(aBefore);
    }
  });

  it("an id of A's inside B's body answers 404 and changes neither nurse's rows", async () => {
    const cases = withBody.filter((op) => op.signedIn).flatMap((op) => owned.references(op.bodySchema, op.path).map((ref) => ({ op, ref })));
    expect(cases.map(({ op, ref }) => `${op.title} ${ref.key}`)).toEqual(
      expect.arrayContaining(["POST /api/notes shiftTypeId", "POST /api/shift-types jobId", "PUT /api/shift-types/order ids"]),
    );
    for (const { op, ref } of cases) {
      const what = `${op.title} with A's ${ref.key}`;
      const [a, b] = [await t.signUp(), await t.signUp()];
      const params = await owned.params(b, op);
      await fillDay(op, params, [a, b]); // neither nurse's day may change
      const theirs = await owned.create(a, ref.collection);
      const theirRow = () => owned.read(a, `${ref.collection}/{id}`, { id: theirs });
      // B's own body first: filling it may make rows of hers, which belong in "before".
      const body = await owned.body(b, op);
      const [rowBefore, aBefore, bBefore] = [await theirRow(), await owned.read(a, op.path, params), await owned.read(b, op.path, params)];

      const res = await send(op, { user: b, params, body: { ...(isRecord(body) ? body : {}), [ref.key]: ref.many ? [theirs] : theirs } });
      expect(res.status, what).toBe(404);
      await expectClearClientError(res, what);
      expect(await theirRow(), `${what}: A's row as it was`).toBe(rowBefore);
      expect(await owned.read(a, op.path, params), `${what}: A's rows as they were`).toBe(aBefore);
      expect(await owned.read(b, op.path, params), `${what}: B's rows as they were`).toBe(bBefore);
    }
  });
});

describe("bad bodies", () => {
  const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 25);

  /** The caller's own targets (a row she owns), so a body that passes validation reaches the write. */
  const ownTargets = async (user: TestUser, op: Op) => ({
    params: op.signedIn ? await owned.params(user, op) : {},
    base: op.signedIn ? await owned.body(user, op) : op.example,
  });

  describe.each(withBody.map((op) => [op.title, op] as const))("%s", (_title, op) => {
    it("each field, one by one: missing, null, every wrong type and the edges of its own, on a row it owns", async () => {
      const user = await t.signUp();
      const { params, base } = await ownTargets(user, op);
      const problems: string[] = [];
      await eachConcurrently(bodyCases(op.bodySchema!, isRecord(base) ? base : {}), 4, async ({ field, body }) => {
        const problem = await problemWith(await send(op, { user, params, body }));
        if (problem) problems.push(`${field} in ${show(body)}: ${problem}`);
      });
      expect(problems).toEqual([]);
    }, 240_000);

    it("random bodies, on a row it owns and on an unknown one", async () => {
      const user = await t.signUp();
      const { params, base } = await ownTargets(user, op);
      await fc.assert(
        fc.asyncProperty(fc.boolean(), randomBodies(op.bodySchema!, isRecord(base) ? base : {}), async (ownRow, body) => {
          const problem = await problemWith(await send(op, { user, params: ownRow ? params : unknownParams(op), body }));
          expect(problem, show(body)).toBeUndefined();
        }),
        { numRuns: fuzzRuns },
      );
    }, 120_000);
  });

  it("a body that is not JSON at all, deeply nested or cut short answers a clear 4xx", async () => {
    for (const op of withBody) {
      for (const raw of hostileRawBodies) {
        const res = await send(op, { user: alice, raw });
        await expectClearClientError(res, `${op.title} with ${raw.slice(0, 12)}…`);
      }
    }
  });

  it("a NUL character in any text field answers 400 (PostgreSQL text cannot hold it)", async () => {
    for (const op of withBody.filter((o) => isRecord(o.example))) {
      const example = op.example as Record<string, unknown>;
      for (const [key, value] of Object.entries(example)) {
        if (typeof value !== "string") continue;
        const res = await send(op, { user: alice, body: { ...example, [key]: `a\u0000b` } });
        expect(res.status, `${op.title} ${key}`).toBe(400);
        await expectClearClientError(res, `${op.title} ${key}`);
      }
    }
    const search = await t.request("/api/notes?q=a%00b", { cookie: alice.cookie });
    expect(search.status).toBe(400);
  });

  it("a JSON body over 1 MB answers 413 with { error: { code, message } }", async () => {
    for (const op of withBody) {
      const res = await send(op, { user: alice, body: { padding: "x".repeat(1024 * 1024 + 1) } });
      expect(res.status, op.title).toBe(413);
      await expectClearClientError(res, op.title);
    }
  });
});

describe("odd parameters", () => {
  it("every path and query parameter, one by one, odd or badly encoded, answers a clear 4xx or a success", async () => {
    const problems: string[] = [];
    const encodeAll = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));
    for (const op of ops.filter((o) => o.params.length)) {
      const user = op.method === "get" ? alice : await t.signUp();
      const path = encodeAll(op.signedIn ? await owned.params(user, op) : unknownParams(op));
      const query = encodeAll(Object.fromEntries(op.params.filter((p) => p.in === "query").map((p) => [p.name, String(validValue(p.schema))])));
      const body = op.bodySchema ? await owned.body(user, op) : undefined;
      for (const param of op.params) {
        for (const value of [...paramValues(param.schema).map(encodeURIComponent), ...RAW_URL_PIECES]) {
          // An empty or dot segment is another path altogether (the URL drops it), not an odd value.
          if (param.in === "path" && ["", ".", ".."].includes(value)) continue;
          const values = { ...path, ...query, [param.name]: value };
          const queryText = Object.keys(query)
            .map((name) => `${name}=${values[name]}`)
            .join("&");
          const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "") + (queryText ? `?${queryText}` : "");
          const problem = await problemWith(await send(op, { user: op.signedIn ? user : undefined, url, body }));
          if (problem) problems.push(`${op.title} ${param.name}=${value.slice(0, 60)}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

describe("the edge", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin: null (a sandboxed frame, a file)", { origin: "null" }],
    ["no Origin but Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ])("a mutating request with %s is refused with 403", async (_what, headers) => {
    for (const op of ops.filter(isMutating)) {
      const res = await t.app.request(fillPath(op.path, unknownParams(op)), {
        method: op.method.toUpperCase(),
        headers: { cookie: alice.cookie, "content-type": "application/json", ...headers },
        body: op.bodySchema ? toJsonText(op.example ?? {}) : undefined,
      });
      expect(res.status, op.title).toBe(403);
      await expectClearClientError(res, op.title);
    }
  });

  const expectSecurityHeaders = (res: Response, what: string) => {
    const h = res.headers;
    expect(h.get("content-security-policy"), what).toMatch(/frame-ancestors 'none'/);
    expect(h.get("content-security-policy"), what).toMatch(/script-src 'self'(;|$)/);
    expect(h.get("x-content-type-options"), what).toBe("nosniff");
    expect(h.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  };

  it("security headers are on every documented response", async () => {
    // Reads as Alice; mutations as a spare nurse, replaced once one of them (sign-out, deletion) ends her session.
    let spare = await t.signUp();
    for (const op of ops) {
      if (op.method !== "get" && (await t.request("/api/profile", { cookie: spare.cookie })).status === 401) spare = await t.signUp();
      expectSecurityHeaders(await send(op, { user: op.method === "get" ? alice : spare }), op.title);
    }
  });

  it("security headers are on pages, assets, the reference page, files and 404s too", async () => {
    const png = await sampleFile(["image/png"]);
    const avatar = await t.request("/api/profile/avatar", { body: uploadForm("file", png.bytes, "me.png", png.type), cookie: alice.cookie });
    expect(avatar.status).toBe(200);
    const { avatarUrl } = await json<{ avatarUrl: string }>(avatar);
    const file = await t.request(new URL(avatarUrl, t.config.baseUrl).pathname);
    expect(file.status).toBe(200);
    expectSecurityHeaders(file, "a /files/ answer");

    for (const url of [
      "/",
      "/login",
      "/dashboard",
      "/no-such-page",
      "/assets/no-such-file.js",
      "/favicon.svg",
      "/api/docs",
      "/api/docs.css",
      "/api/openapi.json",
      "/api/nothing",
    ]) {
      expectSecurityHeaders(await t.request(url, { cookie: alice.cookie }), url);
    }
  });

  const sendTo = (method: string, url: string) =>
    t.request(url, { method, cookie: alice.cookie, body: method === "GET" ? undefined : "{}", headers: { "content-type": "application/json" } });

  it.each([
    ["DELETE", "/api/nothing"],
    ["GET", "/api/no/such/route"],
    ["POST", "/api"],
  ])("%s %s (no such API route) answers a JSON 404", async (method, url) => {
    const res = await sendTo(method, url);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    await expectClearClientError(res, `${method} ${url}`);
  });

  it.each([
    ["PUT", "/api/notes", "GET"],
    ["PATCH", "/api/auth/sign-in/email", "POST"],
  ])("%s %s (a route without that method) answers a JSON 405 that names its methods", async (method, url, allowed) => {
    const res = await sendTo(method, url);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain(allowed);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("on https, HSTS is on and the session cookie is Secure and HttpOnly", async () => {
    const https = await createTestApp({ BASE_URL: "https://nurses.example.org" });
    try {
      const res = await https.request("/api/auth/sign-up/email", {
        body: { firstName: "Tls", lastName: "Nurse", email: "tls.nurse@example.com", password: "secret-123" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
      const cookie = res.headers.getSetCookie().find((c) => /session_token=/.test(c)) ?? "";
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect((await https.request("/login")).headers.get("strict-transport-security")).toMatch(/max-age/);
    } finally {
      await https.close();
    }
    // And on plain http (a nurse's laptop), no HSTS and no Secure flag, or the cookie would never come back.
    const plain = await t.request("/api/auth/sign-in/email", { body: { email: alice.email, password: alice.password } });
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(sessionCookie(plain)).toBeTruthy();
    expect(plain.headers.getSetCookie().find((c) => c.startsWith("nv.session_token="))).not.toMatch(/;\s*Secure/i);
  });
});

describe("uploads", () => {
  const uploads = () => ops.filter((op) => op.upload);
  const post = async (op: Op, body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    t.app.request(fillPath(op.path, await owned.params(alice, op)), {
      method: "POST",
      body,
      headers: { origin: t.config.baseUrl, cookie: alice.cookie, "x-forwarded-for": t.randomIp(), ...headers },
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);

  it("there is at least one upload endpoint, with a declared limit", () => {
    expect(uploads().length).toBeGreaterThan(0);
    for (const op of uploads()) expect(op.upload?.maxBytes, op.title).toBeGreaterThan(0);
  });

  it("refuse wrong magic bytes, SVG, HTML and a real file of a type they do not take with 415", async () => {
    for (const op of uploads()) {
      const { field, accept } = op.upload!;
      const foreign = foreignFile(accept);
      const cases: [string, string, Uint8Array][] = [
        ["notes.png", "image/png", new TextEncoder().encode("just some text, not a picture at all")],
        ["pic.svg", "image/svg+xml", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
        ["page.html", "text/html", new TextEncoder().encode("<!doctype html><script>alert(1)</script>")],
        ["page.png", "image/png", new TextEncoder().encode("<html><body><script>alert(1)</script></body></html>")],
        [`scan.${foreign.ext}`, foreign.type, foreign.bytes],
        // The same file claiming to be one the endpoint takes: only its bytes count.
        [`scan.${accept[0]!.split("/")[1]}`, accept[0]!, foreign.bytes],
      ];
      for (const [name, type, bytes] of cases) {
        const res = await post(op, uploadForm(field, bytes, name, type, op.upload!.fields));
        expect(res.status, `${op.title} ${name}`).toBe(415);
        await expectClearClientError(res, `${op.title} ${name}`);
      }
    }
  });

  it("refuse an oversize body with 413 while it streams, without reading it all", async () => {
    for (const op of uploads()) {
      const { maxBytes } = op.upload!;
      const total = maxBytes + 4 * 1024 * 1024;
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024).fill(0x41);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= total) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await post(op, body, { "content-type": "multipart/form-data; boundary=----nv" });
      expect(res.status, op.title).toBe(413);
      expect(sent, `${op.title} stopped reading`).toBeLessThan(maxBytes + 2 * 1024 * 1024);
    }
  });

  /** The names the server gives stored files, as each upload route declares them: {fileArea}/{userId}/{storedName}. */
  const serverMadeNames = () =>
    t.registry.operations.flatMap(({ spec: { upload } }) =>
      upload?.fileArea && upload.storedName ? [new RegExp(`^${upload.fileArea}/(?<userId>[^/]+)/${upload.storedName.source.replace(/^\^/, "")}`)] : [],
    );

  /** File names a client may send to place a file somewhere of its choosing; each but /etc/passwd carries the marker. */
  const hostileNames = (marker: string, ext: string) => [
    `../../../../tmp/${marker}.${ext}`,
    "/etc/passwd",
    `/tmp/${marker}.${ext}`,
    `..\\..\\${marker}.${ext}`,
    `%2e%2e%2f%2e%2e%2f${marker}.${ext}`,
    `${marker}\u0000.${ext}`,
    `${marker}-${"a".repeat(5_000)}.${ext}`,
    // Shows as "…lmth.png" and is an .html file.
    `${marker}\u202E${[...ext].reverse().join("")}.html`,
  ];

  /** Every entry under a directory that is not itself a directory, as "/"-separated paths relative to it. */
  const storedUnder = (dir: string) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));

  // Every upload route with every hostile name, each stored and looked for: minutes on a slow machine.
  it("store under server-made names: whatever the file name says, the file lands at its own name and nowhere else", async () => {
    const marker = `nv-escape-${crypto.randomBytes(4).toString("hex")}`;
    const passwd = fs.readFileSync("/etc/passwd");
    // An upload that keeps a file of its own (an import stores what it carries under those same names).
    for (const op of uploads().filter((o) => o.upload!.fileArea)) {
      const { field, accept } = op.upload!;
      const file = await sampleFile(accept);
      for (const name of hostileNames(marker, file.ext)) {
        const what = `${op.title} named ${JSON.stringify(name.slice(0, 60))}`;
        const res = await post(op, uploadForm(field, file.bytes, name, file.type, op.upload!.fields));
        // Stored, or refused for a name that says it is another kind of file (an attachment named .html).
        expect(res.status < 300 || res.status === 415, `${what}: ${res.status}`).toBe(true);
        const text = await res.text();
        // A refusal names the file as the product's message does, sanitised: no path, no control or direction characters.
        if (res.status === 415)
          expect((JSON.parse(text) as { error: { message: string } }).error.message, what).toMatch(
            /^Invalid file type \([A-Za-z0-9.-]+ is not a supported format\)$/,
          );
        else expect(text, what).not.toContain(marker);
        expect(text, what).not.toContain("..");
      }
    }

    const filesDir = path.join(t.dataDir, "files");
    const stored = storedUnder(filesDir);
    expect(stored.length).toBeGreaterThan(0);
    const userIds = new Set((await t.services.database.query<{ id: string }>("select id from users")).map((u) => u.id));
    const strays = stored.filter((name) => {
      const userId = serverMadeNames()
        .map((pattern) => pattern.exec(name)?.groups?.userId)
        .find(Boolean);
      return !userId || !userIds.has(userId);
    });
    expect(strays, "stored files without a server-made name").toEqual([]);
    // Nothing beside the files and the server's own keys: not elsewhere in the data dir, beside it, in /tmp, at the root or here.
    expect(
      storedUnder(t.dataDir).filter((name) => !name.startsWith("files/") && !(SERVER_KEY_FILES as readonly string[]).includes(name)),
      "written in the data dir outside files/",
    ).toEqual([]);
    for (const dir of [path.dirname(t.dataDir), os.tmpdir(), "/tmp", "/", process.cwd()]) {
      expect(
        fs.readdirSync(dir).filter((name) => name.includes(marker)),
        `written in ${dir}`,
      ).toEqual([]);
    }
    expect(fs.readFileSync("/etc/passwd").equals(passwd), "/etc/passwd as it was").toBe(true);
  }, 240_000);
});
