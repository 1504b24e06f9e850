import type { Context, Hono } from "hono";
import type { z } from "zod";
import { invalidInput, unauthorized } from "./errors";
import type { OpenApiRegistry } from "./openapi-document";
import { readJson, refuseNul } from "./read-json";
import type { AppEnv, Method, Operation, Reach, RouteInput, RouteSpec, Schema, SessionReader } from "./route-spec";

/**
 * Registers a route with its validation and its OpenAPI entry in one place, so a
 * handler receives parsed input and the signed-in user and stays a few lines long.
 */
export function createApi(app: Hono<AppEnv>, registry: OpenApiRegistry, readSession: SessionReader) {
  function route<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    A extends Reach = Reach,
  >(
    method: Method,
    path: string,
    spec: RouteSpec<P, Q, B> & { reach: A },
    handler: (c: Context<AppEnv>, input: RouteInput<P, Q, B, A>) => Response | Promise<Response>,
  ): void {
    registry.add({ method, path, spec: spec as Operation["spec"] });
    app.on(method.toUpperCase(), path, async (c) => {
      // Public routes do not look for a session (the ICS feed has its own token).
      const user = spec.reach === "public" ? undefined : await readSession(c);
      c.set("user", user);
      if (spec.reach !== "public" && !user) throw unauthorized();
      const params = spec.params ? parse(spec.params, refuseNul(c.req.param())) : undefined;
      const query = spec.query ? parse(spec.query, refuseNul(c.req.query())) : undefined;
      const body = spec.body ? parse(spec.body, await readJson(c)) : undefined;
      return handler(c, { params, query, body, user } as RouteInput<P, Q, B, A>);
    });
  }
  return {
    get: <P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, A extends Reach = Reach>(
      path: string,
      spec: RouteSpec<P, Q, undefined> & { reach: A },
      handler: (c: Context<AppEnv>, input: RouteInput<P, Q, undefined, A>) => Response | Promise<Response>,
    ) => route("get", path, spec, handler),
    /** Writes reach the caller's own rows (or are public): shared rows are read-only. */
    post: <P extends Schema | undefined = undefined, B extends Schema | undefined = undefined, A extends "own" | "public" = "own">(
      path: string,
      spec: RouteSpec<P, undefined, B> & { reach: A },
      handler: (c: Context<AppEnv>, input: RouteInput<P, undefined, B, A>) => Response | Promise<Response>,
    ) => route("post", path, spec, handler),
    put: <P extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
      path: string,
      spec: RouteSpec<P, undefined, B> & { reach: "own" },
      handler: (c: Context<AppEnv>, input: RouteInput<P, undefined, B, "own">) => Response | Promise<Response>,
    ) => route("put", path, spec, handler),
    patch: <P extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
      path: string,
      spec: RouteSpec<P, undefined, B> & { reach: "own" },
      handler: (c: Context<AppEnv>, input: RouteInput<P, undefined, B, "own">) => Response | Promise<Response>,
    ) => route("patch", path, spec, handler),
    /** A body is allowed: deleting an account re-enters the password. */
    delete: <P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
      path: string,
      spec: RouteSpec<P, Q, B> & { reach: "own" },
      handler: (c: Context<AppEnv>, input: RouteInput<P, Q, B, "own">) => Response | Promise<Response>,
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
