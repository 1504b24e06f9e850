import type { Context, Hono } from "hono";
import { z } from "zod";
import { ApiError, badRequest, invalidInput, unauthorized } from "./errors";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  sessionId: string;
}

export interface AppEnv {
  Variables: { clientIp: string; user: SessionUser | undefined };
}

type Method = "get" | "post" | "put" | "patch" | "delete";
type Schema = z.ZodType;

export interface ResponseSpec {
  description: string;
  schema?: Schema;
  /** For non-JSON answers (files, calendars). */
  contentType?: string;
}

export interface RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  summary: string;
  tag: string;
  /** "user" (the default) answers 401 without a session; "public" does not ask. */
  access?: "user" | "public";
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A valid body, in the document: it shows callers a working request, and the
   * security suite creates resources with it (a route that creates without one fails that suite).
   */
  example?: unknown;
  /** A multipart upload: the form field and its limit, for the document. */
  upload?: { field: string; maxBytes: number; accept: string[] };
  responses: Record<number, ResponseSpec>;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteInput<P, Q, B, A> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  user: A extends "public" ? SessionUser | undefined : SessionUser;
}

export interface Operation {
  method: Method;
  path: string;
  spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>;
}

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
      const parameters = [
        ...schemaParameters(spec.params, "path"),
        ...schemaParameters(spec.query, "query"),
      ];
      const operation: Record<string, unknown> = {
        summary: spec.summary,
        tags: [spec.tag],
        operationId: `${method}${openPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase())}`,
        ...(parameters.length ? { parameters } : {}),
        security: spec.access === "public" ? [] : [{ sessionCookie: [] }],
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
                required: [spec.upload.field],
                properties: { [spec.upload.field]: { type: "string", format: "binary" } },
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

export type SessionReader = (c: Context<AppEnv>) => Promise<SessionUser | undefined>;

/**
 * Registers a route with its validation and its OpenAPI entry in one place, so a
 * handler receives parsed input and the signed-in user and stays a few lines long.
 */
export function createApi(app: Hono<AppEnv>, registry: OpenApiRegistry, readSession: SessionReader) {
  function route<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    A extends "user" | "public" = "user",
  >(
    method: Method,
    path: string,
    spec: RouteSpec<P, Q, B> & { access?: A },
    handler: (c: Context<AppEnv>, input: RouteInput<P, Q, B, A>) => Response | Promise<Response>,
  ): void {
    registry.add({ method, path, spec: spec as Operation["spec"] });
    app.on(method.toUpperCase(), path, async (c) => {
      // Public routes do not look for a session (the ICS feed has its own token).
      const user = spec.access === "public" ? undefined : await readSession(c);
      c.set("user", user);
      if (spec.access !== "public" && !user) throw unauthorized();
      const params = spec.params ? parse(spec.params, refuseNul(c.req.param())) : undefined;
      const query = spec.query ? parse(spec.query, refuseNul(c.req.query())) : undefined;
      const body = spec.body ? parse(spec.body, await readJson(c)) : undefined;
      return handler(c, { params, query, body, user } as RouteInput<P, Q, B, A>);
    });
  }
  return {
    get: <P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, A extends "user" | "public" = "user">(
      path: string,
      spec: RouteSpec<P, Q, undefined> & { access?: A },
      handler: (c: Context<AppEnv>, input: RouteInput<P, Q, undefined, A>) => Response | Promise<Response>,
    ) => route("get", path, spec, handler),
    post: <P extends Schema | undefined = undefined, B extends Schema | undefined = undefined, A extends "user" | "public" = "user">(
      path: string,
      spec: RouteSpec<P, undefined, B> & { access?: A },
      handler: (c: Context<AppEnv>, input: RouteInput<P, undefined, B, A>) => Response | Promise<Response>,
    ) => route("post", path, spec, handler),
    put: <P extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
      path: string,
      spec: RouteSpec<P, undefined, B> & { access?: "user" },
      handler: (c: Context<AppEnv>, input: RouteInput<P, undefined, B, "user">) => Response | Promise<Response>,
    ) => route("put", path, spec, handler),
    patch: <P extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
      path: string,
      spec: RouteSpec<P, undefined, B> & { access?: "user" },
      handler: (c: Context<AppEnv>, input: RouteInput<P, undefined, B, "user">) => Response | Promise<Response>,
    ) => route("patch", path, spec, handler),
    /** A body is allowed: deleting an account re-enters the password. */
    delete: <P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
      path: string,
      spec: RouteSpec<P, Q, B> & { access?: "user" },
      handler: (c: Context<AppEnv>, input: RouteInput<P, Q, B, "user">) => Response | Promise<Response>,
    ) => route("delete", path, spec, handler),
    /** Document an operation served elsewhere (Better Auth's routes). */
    document: (method: Method, path: string, spec: Operation["spec"]) => registry.add({ method, path, spec }),
  };
}

export type Api = ReturnType<typeof createApi>;

function parse<S extends Schema>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/** The JSON body, or a 400/415 that says what is wrong with it. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  const text = await c.req.text();
  if (!text.trim()) throw badRequest("The request body is empty.");
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  return refuseNul(value);
}

/**
 * PostgreSQL text cannot hold the NUL character: refuse it in any string of the
 * input, with a clear 400, before it reaches a query.
 */
export function refuseNul<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) throw badRequest("Text cannot contain the NUL character (U+0000).");
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) throw badRequest("Text cannot contain the NUL character (U+0000).");
        stack.push(child);
      }
    }
  }
  return value;
}
