import crypto from "node:crypto";
import { isRecord, type JsonSchema } from "./body-cases";
import { sampleFile, uploadForm } from "./images";
import { fillPath, type Op } from "./openapi-ops";
import type { RequestInit } from "./test-app";

type Request = (path: string, init?: RequestInit) => Response | Promise<Response>;
interface Caller {
  cookie: string;
}

/** The day the suites use for {date} parameters. */
export const SAMPLE_DAY = "2026-03-14";

/** What a path parameter names: a row (by id), a calendar day, or something the suite cannot place. */
export function paramKind(op: Op, name: string): "id" | "date" | "other" {
  const schema = op.params.find((p) => p.name === name && p.in === "path")?.schema ?? {};
  if (schema.format === "date") return "date";
  if (name === "id" || /Id$/.test(name) || schema.format === "uuid") return "id";
  return "other";
}

/** The kind of each path parameter of a signed-in route; one the suite cannot place fails it, loudly. */
export function placeableParams(op: Op): Record<string, "id" | "date"> {
  return Object.fromEntries(
    op.pathParams.map((name) => {
      const kind = paramKind(op, name);
      if (kind === "other")
        throw new Error(`${op.title}: the suite cannot tell what {${name}} names (neither an id nor a date); teach testing/owned-resources.ts`);
      return [name, kind];
    }),
  );
}

/** The collection a path parameter picks from: /api/jobs for /api/jobs/{id}/… */
const collectionOf = (path: string, name: string) => path.slice(0, path.indexOf(`/{${name}}`));

/** Path parameters nobody owns: a fresh id, the sample day, a made-up name (a public file). */
export function unknownParams(op: Op): Record<string, string> {
  const sample = { id: () => crypto.randomUUID(), date: () => SAMPLE_DAY, other: () => "unknown" };
  return Object.fromEntries(op.pathParams.map((name) => [name, sample[paramKind(op, name)]()]));
}

/**
 * A nurse's own rows, made from the OpenAPI document alone: a collection
 * (/api/jobs) is filled with its POST's example, ids in bodies (shiftTypeId,
 * jobId) point at the caller's own rows, and {id} at a row the caller owns.
 * What it cannot place throws, so a new route is understood or the suite fails.
 */
export class OwnedResources {
  /**
   * `publicRows` makes a row of a collection nobody owns (postings an operator
   * imported): a nurse may name any of them, so they are made for the suite, not
   * by a nurse's POST, and another nurse's id for one is anyone's.
   */
  constructor(
    private readonly ops: Op[],
    private readonly request: Request,
    private readonly publicRows: Record<string, () => Promise<string>> = {},
    /**
     * Rows of hers no request of hers alone makes (a swap request needs a
     * connected colleague: testing/swap-rows.ts), made for her by the suite.
     * Unlike a public row, another nurse's id for one is still a 404.
     */
    private readonly madeRows: Record<string, (user: Caller) => Promise<string>> = {},
  ) {}

  /** Whether an {id} of the operation names a row nobody owns (see publicRows). */
  namesPublicRow(op: Op): boolean {
    return op.pathParams.some((name) => paramKind(op, name) === "id" && collectionOf(op.path, name) in this.publicRows);
  }

  /** Throws unless the suite can make a row of the collection (by a nurse's POST, or as a public row). */
  assertPlaceable(collection: string): void {
    if (!(collection in this.publicRows) && !(collection in this.madeRows)) this.creator(collection);
  }

  /** The POST that adds to a collection, with its documented example (or, for an upload, its documented fields and a sample file). */
  creator(collection: string): Op {
    const op =
      this.ops.find((o) => o.method === "post" && o.path === collection && (o.example !== undefined || o.upload)) ??
      this.ops.find((o) => o.method === "post" && o.creates === collection && (o.example !== undefined || o.upload));
    if (!op) throw new Error(`no POST ${collection} with an example (or declaring it creates one): the suite cannot make a row of ${collection}`);
    return op;
  }

  /** Body fields that hold the id of another row (shiftTypeId → /api/shift-types). */
  references(schema: JsonSchema | undefined, path = ""): { key: string; collection: string; many: boolean }[] {
    const isUuid = (s: unknown) => JSON.stringify(s).includes('"format":"uuid"');
    return Object.entries(schema?.properties ?? {}).flatMap(([key, s]) => {
      let collection: string;
      // `ids` lists rows of the collection the operation works on (PUT /api/shift-types/order).
      if (key === "ids") collection = path.split("/").slice(0, 3).join("/");
      // A rotation's cycle lists shift types (and nulls, days off).
      else if (key === "cycle") collection = "/api/shift-types";
      else if (/Ids?$/.test(key)) collection = `/api/${key.replace(/Ids?$/, "").replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}s`;
      else return [];
      if (!isUuid(s)) return [];
      this.assertPlaceable(collection); // throws when there is no such collection
      return [{ key, collection, many: key === "ids" || key.endsWith("Ids") || key === "cycle" }];
    });
  }

  /** A new row of the collection, owned by the caller; its id. */
  async create(user: Caller, collection: string, known: Record<string, string> = {}): Promise<string> {
    const makePublic = this.publicRows[collection];
    if (makePublic) return makePublic();
    const make = this.madeRows[collection];
    if (make) return make(user);
    const creator = this.creator(collection);
    const params = { ...known, ...(await this.params(user, creator, known)) };
    let body: unknown;
    if (creator.upload) {
      const file = await sampleFile(creator.upload.accept);
      body = uploadForm(creator.upload.field, file.bytes, `sample.${file.ext}`, file.type, creator.upload.fields);
    } else body = freshAddresses(creator, await this.body(user, creator));
    const res = await this.request(fillPath(creator.path, params), { method: "POST", cookie: user.cookie, body });
    const id = res.ok ? ((await res.json()) as { id?: unknown }).id : undefined;
    if (typeof id !== "string") throw new Error(`POST ${collection} with its example answered ${res.status} without an id`);
    return id;
  }

  /** The operation's example, with every id in it pointing at one of the caller's own rows. */
  async body(user: Caller, op: Op): Promise<unknown> {
    if (!isRecord(op.example)) return op.example;
    const body = { ...op.example, ...TIMELY[op.path]?.() };
    for (const { key, collection, many } of this.references(op.bodySchema, op.path)) {
      if (!(key in body)) continue;
      const id = await this.create(user, collection);
      body[key] = many ? [id] : id;
    }
    return body;
  }

  /** Path parameters naming the caller's own rows (a new one each), and the sample day. */
  async params(user: Caller, op: Op, known: Record<string, string> = {}): Promise<Record<string, string>> {
    const values = { ...known };
    for (const [name, kind] of Object.entries(placeableParams(op))) {
      if (values[name] !== undefined) continue;
      values[name] = kind === "date" ? SAMPLE_DAY : await this.create(user, collectionOf(op.path, name), values);
    }
    return values;
  }

  /**
   * How to see what an operation may have changed: a GET of the same path, of
   * the item (/x/{id}), of the collection (/x), or, for an action on a collection
   * (/x/order), of its parent, whichever exists first, with
   * its required query filled (date ranges cover the sample day).
   */
  reader(path: string): { op: Op; query: string } {
    const firstParam = path.search(/\/\{/);
    const item = firstParam < 0 ? path : path.slice(0, path.indexOf("}", firstParam) + 1);
    const candidates = [path, item, firstParam < 0 ? path : path.slice(0, firstParam), path.slice(0, path.lastIndexOf("/"))];
    const op = candidates.map((p) => this.ops.find((o) => o.method === "get" && o.path === p)).find(Boolean);
    if (!op) throw new Error(`no GET to read back what ${path} changes (tried ${candidates.join(", ")})`);
    return { op, query: this.requiredQuery(op) };
  }

  /** The operation's required query parameters, filled: a day is the sample day, a month its month. */
  requiredQuery(op: Op): string {
    const query = new URLSearchParams();
    for (const p of op.params.filter((q) => q.in === "query" && q.required)) {
      if (p.schema.format === "date") query.set(p.name, SAMPLE_DAY);
      else if (p.schema.pattern && new RegExp(p.schema.pattern).test(SAMPLE_DAY.slice(0, 7))) query.set(p.name, SAMPLE_DAY.slice(0, 7));
      else throw new Error(`${op.title}: the suite cannot fill the required query parameter ${p.name}`);
    }
    return query.size ? `?${query.toString()}` : "";
  }

  /**
   * What the caller sees through the reader: the answer's status and text, to compare before and after another
   * nurse's try. A signed file link is made afresh on each read and expires an hour from that second: its expiry and
   * signature are left out, so two reads a second apart compare equal.
   */
  async read(user: Caller, path: string, params: Record<string, string>): Promise<string> {
    const { op, query } = this.reader(path);
    const res = await this.request(fillPath(op.path, params) + query, { cookie: user.cookie });
    const text = (await res.text()).replace(/expires=\d+&sig=[\w-]+/g, "expires=…&sig=…").replace(/"expiresAt":"[^"]*"/g, '"expiresAt":"…"');
    return `${res.status} ${text}`;
  }
}

/**
 * Example fields that must be made at the request: a document's example is written once,
 * and a timer's end must be ahead of now, by at most a day (POST /api/push/timers).
 */
const TIMELY: Record<string, () => Record<string, unknown>> = {
  "/api/push/timers": () => ({ endsAt: new Date(Date.now() + 60 * 60_000).toISOString() }),
};

/**
 * Each new row gets its own address in the example's email fields (named email or …Email): a collection
 * keyed by address (an invitation, POST /api/colleagues) refuses the same one
 * twice (409), and the suite makes many rows of one nurse.
 */
function freshAddresses(op: Op, body: unknown): unknown {
  if (!isRecord(body)) return body;
  const fresh = { ...body };
  for (const key of Object.keys(op.bodySchema?.properties ?? {})) {
    if (typeof fresh[key] === "string" && /^email$|Email$/.test(key)) fresh[key] = `row-${crypto.randomUUID()}@example.com`;
  }
  return fresh;
}
