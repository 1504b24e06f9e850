import { z } from "zod";
import { errorBody } from "./errors";
import { honoursIdempotencyKey, idempotencyMessages } from "./idempotency";
import { seenVersionHeaders } from "./seen-version";
import type { Operation, Responses, Schema } from "./route-spec";

/** Every documented operation; /api/openapi.json is written from it. */
export class OpenApiRegistry {
  readonly operations: Operation[] = [];

  add(operation: Operation): void {
    this.operations.push(operation);
  }

  document(info: { title: string; version: string; description: string }) {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const { method, path, spec } of this.operations) {
      const openPath = path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      const idempotent = honoursIdempotencyKey({ method, spec });
      const parameters = [
        ...schemaParameters(spec.params, "path"),
        ...schemaParameters(spec.query, "query"),
        ...(idempotent ? [IDEMPOTENCY_HEADER] : []),
        ...(spec.conditional ? seenVersionHeaders(spec.conditional) : []),
      ];
      const responses = documentedResponses({ method, spec });
      const rules = refusalRules({ spec });
      const operation: Record<string, unknown> = {
        summary: spec.summary,
        tags: [spec.tag],
        operationId: `${method}${openPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase())}`,
        ...(parameters.length ? { parameters } : {}),
        security: spec.reach === "public" ? [] : [{ sessionCookie: [] }],
        "x-reach": spec.reach,
        ...(spec.share ? { "x-share": spec.share } : {}),
        ...(spec.creates ? { "x-creates": spec.creates } : {}),
        ...(rules ? { "x-rules": rules } : {}),
        responses: Object.fromEntries(
          Object.entries(responses).map(([status, r]) => [
            status,
            {
              description: r.description,
              ...(r.schema
                ? { content: { [r.contentType ?? "application/json"]: { schema: r.schema === errorBody ? ERROR_REF : toJsonSchema(r.schema, "output") } } }
                : r.contentType
                  ? { content: { [r.contentType]: {} } }
                  : {}),
            },
          ]),
        ),
      };
      if (spec.body) {
        operation.requestBody = {
          required: true,
          content: {
            "application/json": {
              schema: toJsonSchema(spec.body, "input"),
              ...(spec.example === undefined ? {} : { example: spec.example }),
            },
          },
        };
      } else if (spec.upload) {
        operation.requestBody = {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: [spec.upload.field, ...Object.entries(spec.upload.fields ?? {}).flatMap(([name, f]) => (f.required ? [name] : []))],
                properties: {
                  [spec.upload.field]: { type: "string", format: "binary" },
                  ...Object.fromEntries(
                    Object.entries(spec.upload.fields ?? {}).map(([name, f]) => [name, { type: "string", description: f.description, examples: [f.example] }]),
                  ),
                },
              },
              encoding: { [spec.upload.field]: { contentType: spec.upload.accept.join(", ") } },
            },
          },
          "x-max-bytes": spec.upload.maxBytes,
          ...(spec.upload.fileArea ? { "x-file-area": spec.upload.fileArea } : {}),
        };
      }
      (paths[openPath] ??= {})[method] = operation;
    }
    return {
      openapi: "3.1.0",
      info,
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: "nv.session_token" } },
        schemas: { Error: toJsonSchema(errorBody, "output") },
      },
      paths,
    };
  }
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };

/**
 * What the route helper and the app answer on every route of a kind, whatever
 * its handler does: input refused (400), no session (401), a write from another
 * site (403, origin-check.ts), a body over 1 MB (413) or not JSON (415), our failure (500).
 */
const SHARED_RESPONSES = {
  400: { description: "Invalid input: the message says what is wrong, and `error.fields` has a message per field" },
  401: { description: "Not signed in, or the session has ended" },
  403: { description: "Sent from another site (its Origin is not this app's) and refused" },
  413: { description: "The request body is over 1 MB" },
  415: { description: "The body is not sent as JSON (Content-Type: application/json)" },
  500: { description: "Something went wrong on our side; nothing was changed" },
} satisfies Responses;

/**
 * Every status an operation can answer, each with its body: its own, the ones
 * every route of its kind shares, and the Idempotency-Key's. A 4xx or 5xx without
 * a body of its own has the error body. The document is written from this, and
 * the API tests check every answer against it (testing/contract.ts).
 */
export function documentedResponses({ method, spec }: Pick<Operation, "method" | "spec">): Responses {
  const idempotent = honoursIdempotencyKey({ method, spec });
  const takesInput = spec.params || spec.query || spec.body || spec.upload || idempotent;
  const shared: Responses = { 500: SHARED_RESPONSES[500] };
  if (takesInput) shared[400] = SHARED_RESPONSES[400];
  if (spec.reach !== "public") shared[401] = SHARED_RESPONSES[401];
  if (method !== "get") Object.assign(shared, { 403: SHARED_RESPONSES[403], 413: SHARED_RESPONSES[413] });
  if (spec.body) shared[415] = SHARED_RESPONSES[415];
  if (spec.conditional) shared[412] = { description: "Changed since the version named by If-Match (or If-None-Match: *): nothing was changed" };
  const all: Responses = { ...shared, ...(idempotent ? IDEMPOTENCY_RESPONSES : {}) };
  for (const [status, own] of Object.entries(spec.responses)) {
    const also = idempotent ? IDEMPOTENCY_RESPONSES[Number(status)] : undefined;
    // A route's own 409 or 422 and the key's: either can happen.
    all[Number(status)] = also ? { ...own, description: `${own.description}; or ${also.description}` } : own;
  }
  const rules = refusalRules({ spec });
  if (rules && all[400]) {
    const listed = Object.entries(rules).map(([message, rule]) => `${rule} ("${message}")`);
    all[400] = { ...all[400], description: `${all[400].description}. Also refused, by rules its schema cannot say: ${listed.join("; ")}` };
  }
  return Object.fromEntries(
    Object.entries(all)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, r]) => [status, Number(status) >= 400 && !r.schema && !r.contentType ? { ...r, schema: errorBody } : r]),
  );
}

/**
 * The refusals (400) an operation's schemas cannot say, by message: its body's
 * rules across fields (core's withRules: the schema's `x-rules`) and its route's
 * own (`refuses`: her data, a secret, the server's setup). The document lists
 * them (`x-rules`, the 400's description); the contract run reads them.
 */
export function refusalRules({ spec }: Pick<Operation, "spec">): Record<string, string> | undefined {
  const rules = { ...(spec.body?.meta()?.["x-rules"] as Record<string, string> | undefined), ...spec.refuses };
  return Object.keys(rules).length ? rules : undefined;
}

/** Every write of a nurse's takes one (http/idempotency.ts). */
const IDEMPOTENCY_HEADER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "One new key per submission (a UUID), sent again with every retry of it: a repeat of the same request with the same key, within 24 hours, gets the first successful answer back (with `Idempotent-Replayed: true`) and changes nothing. A key is the nurse's own; a failed request lets its key go. For a file upload the key stands for the route, not the file's bytes.",
  schema: { type: "string", minLength: 8, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
};

const IDEMPOTENCY_RESPONSES: Operation["spec"]["responses"] = {
  409: { description: `Sent with an Idempotency-Key whose first request is still running: "${idempotencyMessages.running}" (Retry-After)` },
  422: { description: `An Idempotency-Key already used for a different request: "${idempotencyMessages.reused}"` },
};

function toJsonSchema(schema: Schema, io: "input" | "output") {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

function schemaParameters(schema: Schema | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = toJsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: s,
  }));
}
