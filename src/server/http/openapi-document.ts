import { z } from "zod";
import type { Operation, Schema } from "./route-spec";

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
      const parameters = [...schemaParameters(spec.params, "path"), ...schemaParameters(spec.query, "query")];
      const operation: Record<string, unknown> = {
        summary: spec.summary,
        tags: [spec.tag],
        operationId: `${method}${openPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase())}`,
        ...(parameters.length ? { parameters } : {}),
        security: spec.reach === "public" ? [] : [{ sessionCookie: [] }],
        "x-reach": spec.reach,
        ...(spec.share ? { "x-share": spec.share } : {}),
        ...(spec.creates ? { "x-creates": spec.creates } : {}),
        responses: Object.fromEntries(
          Object.entries(spec.responses).map(([status, r]) => [
            status,
            {
              description: r.description,
              ...(r.schema
                ? { content: { [r.contentType ?? "application/json"]: { schema: toJsonSchema(r.schema, "output") } } }
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
        schemas: {
          Error: {
            type: "object",
            required: ["error"],
            properties: {
              error: {
                type: "object",
                required: ["code", "message"],
                properties: {
                  code: { type: "string" },
                  message: { type: "string" },
                  fields: { type: "object", additionalProperties: { type: "string" } },
                },
              },
            },
          },
        },
      },
      paths,
    };
  }
}

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
