import crypto from "node:crypto";
import fc from "fast-check";

/** One operation of /api/openapi.json, as the security suite sees it. */
export interface Op {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path, e.g. /api/notes/{id} */
  path: string;
  signedIn: boolean;
  jsonBody: boolean;
  example: unknown;
  upload?: { field: string; maxBytes: number; accept: string[] };
  pathParams: string[];
  title: string;
}

interface RawOp {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: {
    content: Record<string, { example?: unknown; encoding?: Record<string, { contentType?: string }>; schema?: { properties?: Record<string, unknown> } }>;
    "x-max-bytes"?: number;
  };
}

export function operationsOf(doc: { paths: Record<string, Record<string, RawOp>> }): Op[] {
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const json = raw.requestBody?.content["application/json"];
      const multipart = raw.requestBody?.content["multipart/form-data"];
      const field = multipart ? Object.keys(multipart.schema?.properties ?? {})[0] : undefined;
      ops.push({
        method: method as Op["method"],
        path,
        signedIn: (raw.security ?? []).length > 0,
        jsonBody: Boolean(json),
        example: json?.example,
        upload:
          multipart && field
            ? {
                field,
                maxBytes: raw.requestBody?.["x-max-bytes"] ?? 0,
                accept: (multipart.encoding?.[field]?.contentType ?? "").split(",").map((s) => s.trim()).filter(Boolean),
              }
            : undefined,
        pathParams: (raw.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
        title: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return ops;
}

export const isMutating = (op: Op) => op.method !== "get";

/** A plausible value for a path parameter nobody owns. */
export function sampleParam(name: string): string {
  if (/date/i.test(name)) return "2026-03-14";
  return crypto.randomUUID();
}

export function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? sampleParam(name)));
}

const oddStrings = [
  "",
  " ",
  "\u0000",
  "\uD800",
  "‮evil‬",
  "🩺💉🏥".repeat(50),
  "Z̷̢͓̈́a̶͙͌l̷̰̓g̸̱̓o̵̙͝",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "x".repeat(200_000),
];

const wrongValues: unknown[] = [null, 0, -1, 1e308, 3.5, true, false, [], [1, 2], {}, { nested: { deep: true } }, ...oddStrings];

/** Bodies that are wrong in every way the suite knows: types, missing and extra fields, sizes, unicode, nesting. */
export function badBodies(example: unknown): fc.Arbitrary<unknown> {
  const base = example && typeof example === "object" && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  const keys = Object.keys(base);
  const arbitraries: fc.Arbitrary<unknown>[] = [
    fc.jsonValue({ maxDepth: 4 }),
    fc.constantFrom(...wrongValues),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  ];
  if (keys.length) {
    const key = fc.constantFrom(...keys);
    arbitraries.push(
      // one field wrong
      fc.tuple(key, fc.constantFrom(...wrongValues)).map(([k, v]) => ({ ...base, [k]: v })),
      // one field missing
      key.map((k) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== k))),
      // an extra field
      fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => ({ ...base, [`${k}_extra`]: v })),
      // every field a random JSON value
      fc.tuple(...keys.map(() => fc.jsonValue({ maxDepth: 3 }))).map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]))),
    );
  }
  return fc.oneof(...arbitraries);
}

/** Raw bodies a JSON parser must survive. */
export const hostileRawBodies = ["{", '{"a":', "[".repeat(20_000) + "]".repeat(20_000), '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000), "\u0000", "nul"];
