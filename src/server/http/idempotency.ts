import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Operation } from "./route-spec";

/** Printable ASCII without spaces, as Stripe and the IETF draft take it; a UUID is what the web app sends. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

export interface KeptAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The answer kept for a key, or undefined when this request is the first and should run. */
export type IdempotencyStart = { replay: KeptAnswer } | { replay?: undefined };

/** What the route helper needs (http/api.ts): begin before the handler, then keep its answer or let the key go. */
export interface IdempotencyStore {
  begin(userId: string, key: string, fingerprint: string): Promise<IdempotencyStart>;
  keep(userId: string, key: string, answer: KeptAnswer): Promise<void>;
  release(userId: string, key: string): Promise<void>;
}

/** The same request: method, path with its query, and the body as JSON with its keys in order (null for an upload). */
export function requestFingerprint(method: string, pathAndQuery: string, body: unknown): string {
  return crypto
    .createHash("sha256")
    .update(`${method.toUpperCase()} ${pathAndQuery}\n${stableJson(body ?? null)}`)
    .digest("hex");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export const idempotencyMessages = {
  reused: "This Idempotency-Key was already used for a different request. Send a new key with each new request.",
  running: "The same request is still being saved. Please wait a moment and try again.",
};

/**
 * A nurse's writes take an Idempotency-Key: a repeat of the same request with
 * the same key (a retry after a lost answer, a queued write sent again) gets the
 * first answer back and changes nothing. Public routes have no nurse to keep keys for.
 */
export const honoursIdempotencyKey = (op: Pick<Operation, "method" | "spec">) => op.method !== "get" && op.spec.reach === "own";

/** Runs the handler once per key: the first success is kept and replayed to repeats; a failure lets the key go. */
export async function replayable(
  store: IdempotencyStore,
  userId: string,
  key: string,
  fingerprint: string,
  run: () => Response | Promise<Response>,
): Promise<Response> {
  const start = await store.begin(userId, key, fingerprint);
  if (start.replay) {
    const { status, contentType, body } = start.replay;
    return new Response(body || null, { status, headers: { "Content-Type": contentType, "Cache-Control": "no-store", "Idempotent-Replayed": "true" } });
  }
  let res: Response;
  try {
    res = await run();
  } catch (error) {
    await store.release(userId, key);
    throw error;
  }
  const contentType = res.headers.get("content-type") ?? "";
  if (res.status < 200 || res.status > 299 || (res.body && !/^(application\/json|text\/)/.test(contentType))) {
    await store.release(userId, key);
    return res;
  }
  // An answer over 1 KiB comes compressed at its source (compression.ts): its text is kept, its bytes go out as they are.
  const encoding = res.headers.get("content-encoding");
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = (encoding === "br" ? zlib.brotliDecompressSync(bytes) : encoding === "gzip" ? zlib.gunzipSync(bytes) : bytes).toString("utf8");
  await store.keep(userId, key, { status: res.status, contentType: contentType || "application/json", body: text });
  return new Response(bytes.length ? bytes : null, { status: res.status, headers: res.headers });
}
