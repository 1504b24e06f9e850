import type { JsonSchema } from "./body-cases";

export interface Param {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

/** Whose data a route declares it reaches (route-spec.ts's Reach). */
export const REACHES = ["own", "shared-read", "public"] as const;

/** One operation of /api/openapi.json, as the security suite sees it. */
export interface Op {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path, e.g. /api/notes/{id} */
  path: string;
  /** Its `x-reach`: undefined when the route did not declare it (the suite fails on that). */
  reach: (typeof REACHES)[number] | undefined;
  /** Its `x-share`: how it starts or ends sharing, if it does. */
  share?: "offer" | "accept" | "end";
  /** Its `x-creates`: the other collection its new row is addressed under. */
  creates?: string;
  /** Its `x-rules`: the refusals (400) its schemas cannot say, by message (rules across fields, her data, the server's setup). */
  rules: Record<string, string>;
  /** Asks for a session: every route not declared public. */
  signedIn: boolean;
  /** Every content type its request body is documented in. */
  bodyTypes: string[];
  /** The JSON body's schema, when the operation takes one. */
  bodySchema?: JsonSchema;
  example: unknown;
  /** `fields`: the text fields sent with the file, with their documented examples. */
  upload?: { field: string; maxBytes: number; accept: string[]; fields: Record<string, string>; fileArea?: string };
  params: Param[];
  /** Takes an Idempotency-Key header (every write of a nurse's). */
  idempotent: boolean;
  pathParams: string[];
  title: string;
}

interface RawOp {
  "x-reach"?: string;
  "x-share"?: "offer" | "accept" | "end";
  "x-creates"?: string;
  "x-rules"?: Record<string, string>;
  security?: unknown[];
  parameters?: Param[];
  requestBody?: {
    content: Record<string, { example?: unknown; encoding?: Record<string, { contentType?: string }>; schema?: JsonSchema }>;
    "x-max-bytes"?: number;
    "x-file-area"?: string;
  };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOp>>;
}

export function operationsOf(doc: OpenApiDocument): Op[] {
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const json = raw.requestBody?.content["application/json"];
      const multipart = raw.requestBody?.content["multipart/form-data"];
      const field = multipart ? Object.keys(multipart.schema?.properties ?? {})[0] : undefined;
      // Headers (Idempotency-Key) are not parameters the suites place or vary.
      const params = (raw.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
      const idempotent = (raw.parameters ?? []).some((p) => (p.in as string) === "header" && p.name === "Idempotency-Key");
      const reach = REACHES.find((r) => r === raw["x-reach"]);
      ops.push({
        method: method as Op["method"],
        path,
        reach,
        share: raw["x-share"],
        creates: raw["x-creates"],
        rules: raw["x-rules"] ?? {},
        signedIn: reach !== "public",
        bodyTypes: Object.keys(raw.requestBody?.content ?? {}),
        bodySchema: json ? (json.schema ?? {}) : undefined,
        example: json?.example,
        upload:
          multipart && field
            ? {
                field,
                maxBytes: raw.requestBody?.["x-max-bytes"] ?? 0,
                fileArea: raw.requestBody?.["x-file-area"],
                accept: (multipart.encoding?.[field]?.contentType ?? "")
                  .split(",")
                  .map((s) => s.trim())
                  .filter(Boolean),
                fields: Object.fromEntries(
                  Object.entries(multipart.schema?.properties ?? {}).flatMap(([name, s]) => {
                    const example = (s as { examples?: unknown[] }).examples?.[0];
                    return name !== field && typeof example === "string" ? [[name, example]] : [];
                  }),
                ),
              }
            : undefined,
        params,
        idempotent,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        title: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return ops;
}

export const isMutating = (op: Op) => op.method !== "get";

/** What is wrong with an operation's reach declaration: none, or a write to rows someone only shared. */
export function reachProblem(op: Op): string | undefined {
  if (!op.reach) return `${op.title}: declares no reach (own, shared-read or public)`;
  if (op.reach === "shared-read" && isMutating(op)) return `${op.title}: shared rows are read-only, but it is a ${op.method.toUpperCase()}`;
  return undefined;
}

/** The path with its {params} filled in (each value URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** OpenAPI's /x/{id} as Hono writes it (/x/:id), to compare with app.routes. */
export const honoPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ":$1");

/** Raw bodies a JSON parser must survive. */
export const hostileRawBodies = ["{", '{"a":', "[".repeat(20_000) + "]".repeat(20_000), '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000), "\u0000", "nul"];
