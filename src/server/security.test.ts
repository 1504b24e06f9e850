import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badBodies, fillPath, hostileRawBodies, isMutating, operationsOf, type Op } from "./testing/openapi-ops";
import { createTestApp, json, type TestApp, type TestUser } from "./testing/test-app";

/**
 * The security suite (DESIGN §6). Routes come from /api/openapi.json, so a route
 * is covered the day it is registered, without editing this file.
 */
let t: TestApp;
let ops: Op[];
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: "1000" });
  ops = operationsOf(await json(await t.request("/api/openapi.json")));
  alice = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error?: { code?: string; message?: string } };

function send(op: Op, init: { cookie?: string; body?: unknown; raw?: string; headers?: Record<string, string>; params?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.raw !== undefined) {
    body = init.raw;
    headers["content-type"] = "application/json";
  } else if (op.jsonBody || init.body !== undefined) {
    body = JSON.stringify(init.body === undefined ? (op.example ?? {}) : init.body);
    headers["content-type"] = "application/json";
  }
  return t.request(fillPath(op.path, init.params), { method: op.method.toUpperCase(), body, cookie: init.cookie, headers });
}

async function expectClearClientError(res: Response, what: string) {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  const body = (await res.json().catch(() => ({}))) as ErrorBody;
  expect(typeof body.error?.message === "string" && body.error.message.length > 0, `${what}: a message`).toBe(true);
}

describe("the route table", () => {
  it("documents the API", () => {
    expect(ops.length).toBeGreaterThan(5);
    expect(ops.some((op) => op.signedIn)).toBe(true);
  });

  it("every create route documents an example body (the suite creates resources with it)", () => {
    const missing = ops.filter((op) => op.method === "post" && op.jsonBody && op.example === undefined).map((op) => op.title);
    expect(missing).toEqual([]);
  });
});

describe("without a session", () => {
  it("every non-public route answers 401", async () => {
    for (const op of ops.filter((o) => o.signedIn)) {
      const res = await send(op);
      expect(res.status, op.title).toBe(401);
      expect(((await res.json()) as ErrorBody).error?.code, op.title).toBe("unauthorized");
    }
  });
});

describe("another nurse's ids", () => {
  /** Item routes (/x/{id}) whose collection (/x) creates with an example. */
  function itemRoutes() {
    const creators = new Map(ops.filter((op) => op.method === "post" && op.example !== undefined).map((op) => [op.path, op]));
    return ops
      .filter((op) => op.signedIn && op.pathParams.includes("id"))
      .map((op) => ({ op, create: creators.get(op.path.replace(/\/\{id\}.*$/, "")) }))
      .filter((r): r is { op: Op; create: Op } => Boolean(r.create));
  }

  it("answer 404 on every read, update and delete, and leave the owner's data unchanged", async () => {
    const routes = itemRoutes();
    expect(routes.length, "item routes found").toBeGreaterThanOrEqual(3);
    for (const { op, create } of routes) {
      const created = await send(create, { cookie: alice.cookie });
      expect(created.status, `${create.title} (as the owner)`).toBeLessThan(300);
      const id = ((await created.json()) as { id?: string }).id;
      expect(id, `${create.title} answers the new id`).toBeTruthy();
      const read = ops.find((o) => o.method === "get" && o.path === op.path.replace(/(\/\{id\}).*$/, "$1"));
      const before = read ? await (await send(read, { cookie: alice.cookie, params: { id: id! } })).text() : undefined;

      const res = await send(op, { cookie: bob.cookie, params: { id: id! } });
      expect(res.status, `${op.title} by another nurse`).toBe(404);

      if (read) {
        const after = await send(read, { cookie: alice.cookie, params: { id: id! } });
        expect(after.status).toBe(200);
        expect(await after.text(), `${op.title} left the owner's row as it was`).toBe(before);
      }
    }
  });
});

describe("bad bodies", () => {
  const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 25);

  it("every JSON body, fuzzed, answers a clear 4xx or a success — never a 5xx", async () => {
    for (const op of ops.filter((o) => o.jsonBody)) {
      await fc.assert(
        fc.asyncProperty(badBodies(op.example), async (body) => {
          const res = await send(op, { cookie: alice.cookie, body, headers: { "x-forwarded-for": t.randomIp() } });
          expect(res.status, `${op.title} ${JSON.stringify(body)?.slice(0, 120)}`).toBeLessThan(500);
          if (res.status >= 400) await expectClearClientError(res, op.title);
        }),
        { numRuns: fuzzRuns },
      );
    }
  }, 180_000);

  it("a body that is not JSON at all, deeply nested or cut short answers a clear 4xx", async () => {
    for (const op of ops.filter((o) => o.jsonBody)) {
      for (const raw of hostileRawBodies) {
        const res = await send(op, { cookie: alice.cookie, raw });
        await expectClearClientError(res, `${op.title} with ${raw.slice(0, 12)}…`);
      }
    }
  });

  it("a NUL character in any text field answers 400 (PostgreSQL text cannot hold it)", async () => {
    for (const op of ops.filter((o) => o.jsonBody && o.example && typeof o.example === "object")) {
      const example = op.example as Record<string, unknown>;
      for (const [key, value] of Object.entries(example)) {
        if (typeof value !== "string") continue;
        const res = await send(op, { cookie: alice.cookie, body: { ...example, [key]: `a\u0000b` } });
        expect(res.status, `${op.title} ${key}`).toBe(400);
        await expectClearClientError(res, `${op.title} ${key}`);
      }
    }
    const search = await t.request("/api/notes?q=a%00b", { cookie: alice.cookie });
    expect(search.status).toBe(400);
  });

  it("a JSON body over 1 MB answers 413", async () => {
    for (const op of ops.filter((o) => o.jsonBody)) {
      const res = await send(op, { cookie: alice.cookie, body: { padding: "x".repeat(1024 * 1024 + 1) } });
      expect(res.status, op.title).toBe(413);
    }
  });
});

describe("the edge", () => {
  it("a mutating request from another site is refused", async () => {
    for (const op of ops.filter(isMutating)) {
      const res = await send(op, { cookie: alice.cookie, headers: { origin: "https://evil.example" } });
      expect(res.status, op.title).toBe(403);
    }
  });

  it("security headers are on every response", async () => {
    for (const op of ops) {
      // Signed in for reads; a mutation as a throwaway nurse (sign-out and deletion end sessions).
      const cookie = op.method === "get" ? alice.cookie : (await t.signUp()).cookie;
      const res = await send(op, { cookie });
      const h = res.headers;
      expect(h.get("content-security-policy"), op.title).toMatch(/frame-ancestors 'none'/);
      expect(h.get("content-security-policy"), op.title).toMatch(/script-src 'self'(;|$)/);
      expect(h.get("x-content-type-options"), op.title).toBe("nosniff");
      expect(h.get("referrer-policy"), op.title).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("uploads", () => {
  /** A genuine file of a type the endpoint accepts. */
  async function validFile(accept: string[]): Promise<{ bytes: Uint8Array; type: string; ext: string }> {
    if (accept.includes("image/png")) {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2563eb" } }).png().toBuffer();
      return { bytes: new Uint8Array(png), type: "image/png", ext: "png" };
    }
    if (accept.includes("application/pdf")) return { bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), type: "application/pdf", ext: "pdf" };
    throw new Error(`no sample file for ${accept.join(", ")}`);
  }

  const form = (field: string, bytes: Uint8Array, name: string, type: string) => {
    const data = new FormData();
    data.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    return data;
  };

  const uploads = () => ops.filter((op) => op.upload);
  const post = (op: Op, body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    t.app.request(fillPath(op.path), {
      method: "POST",
      body,
      headers: { origin: t.config.baseUrl, cookie: alice.cookie, "x-forwarded-for": t.randomIp(), ...headers },
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);

  it("there is at least one upload endpoint, with a declared limit", () => {
    expect(uploads().length).toBeGreaterThan(0);
    for (const op of uploads()) expect(op.upload?.maxBytes, op.title).toBeGreaterThan(0);
  });

  it("refuse wrong magic bytes, SVG and HTML with 415", async () => {
    for (const op of uploads()) {
      const { field } = op.upload!;
      const cases: [string, string, Uint8Array][] = [
        ["notes.png", "image/png", new TextEncoder().encode("just some text, not a picture at all")],
        ["pic.svg", "image/svg+xml", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
        ["page.html", "text/html", new TextEncoder().encode("<!doctype html><script>alert(1)</script>")],
        ["page.png", "image/png", new TextEncoder().encode("<html><body><script>alert(1)</script></body></html>")],
      ];
      for (const [name, type, bytes] of cases) {
        const res = await post(op, form(field, bytes, name, type));
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

  it("store under server-made names: a path in the file name goes nowhere", async () => {
    for (const op of uploads()) {
      const { field, accept } = op.upload!;
      const file = await validFile(accept);
      const name = `../../../../tmp/escape-${Date.now()}.${file.ext}`;
      const res = await post(op, form(field, file.bytes, name, file.type));
      expect(res.status, op.title).toBeLessThan(300);
      const text = await res.text();
      expect(text, op.title).not.toContain("..");
      expect(text, op.title).not.toContain("escape-");
      expect(fs.existsSync(path.join("/tmp", path.basename(name))), op.title).toBe(false);
      expect(fs.existsSync(path.resolve(t.dataDir, "..", path.basename(name))), op.title).toBe(false);
    }
  });
});
