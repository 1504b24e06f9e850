import type { Hono } from "hono";
import type { z } from "zod";
import { badRequest, invalidInput, unauthorized } from "./errors";
import { honoursIdempotencyKey, IDEMPOTENCY_KEY, replayable, requestFingerprint, type IdempotencyStore } from "./idempotency";
import type { RateLimiter } from "../rate-limit";
import type { OpenApiRegistry } from "./openapi-document";
import type { OpenUploads } from "./open-uploads";
import { readJson, refuseNul } from "./read-json";
import { readSeenVersion } from "./seen-version";
import { uploadReader, type UploadReader } from "./streamed-upload";
import type { AppEnv, Handler, Method, Operation, Reach, Responses, RouteInput, RouteSpec, Schema, SessionReader } from "./route-spec";

/**
 * Registers a route with its validation and its OpenAPI entry in one place, so a
 * handler receives parsed input and the signed-in user and stays a few lines long.
 * A route's declared rate limits are counted here, and an upload takes one of
 * the places its nurse and her address have for uploads under way, until it is answered.
 */
export function createApi(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  readSession: SessionReader,
  guards: { limiter: RateLimiter; openUploads: OpenUploads; idempotency?: IdempotencyStore },
) {
  function route<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    A extends Reach = Reach,
    R extends Responses = Responses,
  >(method: Method, path: string, spec: RouteSpec<P, Q, B, R> & { reach: A }, handler: Handler<RouteInput<P, Q, B, A>, R>): void {
    registry.add({ method, path, spec: withLimitsDocumented(spec as Operation["spec"]) });
    app.on(method.toUpperCase(), path, async (c) => {
      // Public routes do not look for a session (the ICS feed has its own token).
      const user = spec.reach === "public" ? undefined : await readSession(c);
      c.set("user", user);
      if (spec.reach !== "public" && !user) throw unauthorized();
      if (user) for (const rule of spec.limits ?? []) await guards.limiter.hit(rule, user.id);
      const params = spec.params ? parse(spec.params, refuseNul(c.req.param())) : undefined;
      const query = spec.query ? parse(spec.query, refuseNul(c.req.query())) : undefined;
      const raw = spec.body ? await readJson(c) : undefined;
      const body = spec.body ? parse(spec.body, raw) : undefined;
      const upload = spec.upload ? uploadReader(c.req.raw, spec.upload) : noUpload;
      const seen = spec.conditional ? readSeenVersion(c) : undefined;
      const input = { params, query, body, user, upload, seen } as RouteInput<P, Q, B, A>;
      const run = async () => {
        if (!spec.upload) return handler(c, input);
        const leave = guards.openUploads.enter(user?.id, c.var.clientIp);
        try {
          return await handler(c, input);
        } finally {
          leave();
        }
      };
      const key = c.req.header("idempotency-key");
      const { idempotency } = guards;
      if (key === undefined || !idempotency || !user || !honoursIdempotencyKey({ method, spec: spec as Operation["spec"] })) return run();
      if (!IDEMPOTENCY_KEY.test(key)) throw badRequest("The Idempotency-Key header must be 8 to 255 visible characters (a UUID is best).");
      const url = new URL(c.req.url);
      return replayable(idempotency, user.id, key, requestFingerprint(method, url.pathname + url.search, raw), run);
    });
  }
  return {
    get: <P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, A extends Reach = Reach, const R extends Responses = Responses>(
      path: string,
      spec: RouteSpec<P, Q, undefined, R> & { reach: A },
      handler: Handler<RouteInput<P, Q, undefined, A>, R>,
    ) => route("get", path, spec, handler),
    /** Writes reach the caller's own rows (or are public): shared rows are read-only. */
    post: <
      P extends Schema | undefined = undefined,
      B extends Schema | undefined = undefined,
      A extends "own" | "public" = "own",
      const R extends Responses = Responses,
    >(
      path: string,
      spec: RouteSpec<P, undefined, B, R> & { reach: A },
      handler: Handler<RouteInput<P, undefined, B, A>, R>,
    ) => route("post", path, spec, handler),
    put: <P extends Schema | undefined = undefined, B extends Schema | undefined = undefined, const R extends Responses = Responses>(
      path: string,
      spec: RouteSpec<P, undefined, B, R> & { reach: "own" },
      handler: Handler<RouteInput<P, undefined, B, "own">, R>,
    ) => route("put", path, spec, handler),
    patch: <P extends Schema | undefined = undefined, B extends Schema | undefined = undefined, const R extends Responses = Responses>(
      path: string,
      spec: RouteSpec<P, undefined, B, R> & { reach: "own" },
      handler: Handler<RouteInput<P, undefined, B, "own">, R>,
    ) => route("patch", path, spec, handler),
    /** A body is allowed: deleting an account re-enters the password. */
    delete: <
      P extends Schema | undefined = undefined,
      Q extends Schema | undefined = undefined,
      B extends Schema | undefined = undefined,
      const R extends Responses = Responses,
    >(
      path: string,
      spec: RouteSpec<P, Q, B, R> & { reach: "own" },
      handler: Handler<RouteInput<P, Q, B, "own">, R>,
    ) => route("delete", path, spec, handler),
    /** Document an operation served elsewhere (Better Auth's routes). */
    document: (method: Method, path: string, spec: Operation["spec"]) => registry.add({ method, path, spec }),
  };
}

export type Api = ReturnType<typeof createApi>;

/** The reader of a route that declares no upload: a handler that reads one is a route missing its declaration. */
const noUpload: UploadReader = {
  receive: () => Promise.reject(new Error("This route declares no upload: add `upload` to its spec.")),
  bytes: () => Promise.reject(new Error("This route declares no upload: add `upload` to its spec.")),
};

/** A route with rate limits or an upload can answer 429: its document says so, and why. */
function withLimitsDocumented(spec: Operation["spec"]): Operation["spec"] {
  if (!spec.limits?.length && !spec.upload) return spec;
  const reasons = [
    ...(spec.limits ?? []).map((rule) => `more than ${rule.max} ${rule.what ?? "attempts"} in ${windowText(rule.windowSeconds)}`),
    ...(spec.upload ? ["too many uploads under way at once from my account or my network"] : []),
  ];
  const described = spec.responses[429]?.description;
  const description = `${described ? `${described}: ` : "Too many: "}${reasons.join("; ")} (Retry-After says when to try again)`;
  return { ...spec, responses: { ...spec.responses, 429: { ...spec.responses[429], description } } };
}

const windowText = (seconds: number) => (seconds % 3600 === 0 ? `${seconds / 3600} hour${seconds === 3600 ? "" : "s"}` : `${seconds / 60} minutes`);

function parse<S extends Schema>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}
