import type { JsonSchema } from "./body-cases";

export interface Param {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

/** One operation of /api/openapi.json, as the security suite sees it. */
export interface Op {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path, e.g. /api/notes/{id} */
  path: string;
  signedIn: boolean;
  /** Every content type its request body is documented in. */
  bodyTypes: string[];
  /** The JSON body's schema, when the operation takes one. */
  bodySchema?: JsonSchema;
  example: unknown;
  /** `fields`: the text fields sent with the file, with their documented examples. */
  upload?: { field: string; maxBytes: number; accept: string[]; fields: Record<string, string> };
  params: Param[];
  pathParams: string[];
  title: string;
}

interface RawOp {
  security?: unknown[];
  parameters?: Param[];
  requestBody?: {
    content: Record<string, { example?: unknown; encoding?: Record<string, { contentType?: string }>; schema?: JsonSchema }>;
    "x-max-bytes"?: number;
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
      const params = raw.parameters ?? [];
      ops.push({
        method: method as Op["method"],
        path,
        signedIn: (raw.security ?? []).length > 0,
        bodyTypes: Object.keys(raw.requestBody?.content ?? {}),
        bodySchema: json ? (json.schema ?? {}) : undefined,
        example: json?.example,
        upload:
          multipart && field
            ? {
                field,
                maxBytes: raw.requestBody?.["x-max-bytes"] ?? 0,
                accept: (multipart.encoding?.[field]?.contentType ?? "").split(",").map((s) => s.trim()).filter(Boolean),
                fields: Object.fromEntries(
                  Object.entries(multipart.schema?.properties ?? {}).flatMap(([name, s]) => {
                    const example = (s as { examples?: unknown[] }).examples?.[0];
                    return name !== field && typeof example === "string" ? [[name, example]] : [];
                  }),
                ),
              }
            : undefined,
        params,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        title: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return ops;
}

export const isMutating = (op: Op) => op.method !== "get";

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
