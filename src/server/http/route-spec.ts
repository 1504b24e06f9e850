import type { Context, TypedResponse } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { Seen } from "@core/seen-versions";
import type { SessionUser as CoreSessionUser } from "@core/session-user";
import type { RateRule } from "../rate-limit";
import type { UploadMessages, UploadReader } from "./streamed-upload";

/**
 * The signed-in user a handler gets: core's SessionUser (what the web app knows
 * of her) without the avatar, which no handler reads from the session, and with
 * the session's id.
 */
export interface SessionUser extends Omit<CoreSessionUser, "image"> {
  sessionId: string;
}

export interface AppEnv {
  Variables: { clientIp: string; user: SessionUser | undefined };
}

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type Schema = z.ZodType;

export interface ResponseSpec {
  description: string;
  /** The JSON body; a 4xx/5xx without one has the shared error body (openapi-document.ts's errorBody). */
  schema?: Schema;
  /** For non-JSON answers (files, calendars). */
  contentType?: string;
}

/** A route's documented answers, by status. */
export type Responses = Record<number, ResponseSpec>;

/**
 * What a handler may return: for each status its route documents, a JSON body
 * its schema takes (`c.json(body, 201)`), the bytes of a file or calendar
 * (`c.body(…)`) where it documents a content type, or no body (`c.body(null, 204)`,
 * `c.redirect(…)`). The status is written out: `c.json(x)` without one is any
 * status to the compiler, and so refused. Errors are thrown (ApiError) and
 * checked against the document by the API tests.
 */
export type Answer<R extends Responses> = {
  [K in keyof R & StatusCode]: R[K] extends { contentType: string }
    ? TypedResponse<unknown, K, "body" | "text">
    : R[K] extends { schema: infer S extends Schema }
      ? TypedResponse<z.input<S>, K, "json">
      : TypedResponse<null | undefined, K, "body" | "redirect">;
}[keyof R & StatusCode];

export type Handler<I, R extends Responses> = (c: Context<AppEnv>, input: I) => (Response & Answer<R>) | Promise<Response & Answer<R>>;

/**
 * Whose data a route reaches, declared on every route; the router, the document
 * (`x-reach`) and the security suite read it:
 * - "own": the signed-in caller's own rows and account. Without a session 401;
 *   another nurse's id answers 404, exactly like a missing one.
 * - "shared-read": rows other nurses chose to share with the caller, read-only
 *   (GET only); nothing of anyone who did not share, or stopped sharing.
 * - "public": asks for no session (health, sign-in, a calendar feed by its secret token).
 */
export type Reach = "own" | "shared-read" | "public";

/** What a route declares (validation, reach, answers, uploads): the router, the OpenAPI writer and the security suite read it. */
export interface RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R extends Responses = Responses> {
  summary: string;
  tag: string;
  reach: Reach;
  /**
   * How sharing starts and ends, on the routes that do it (the colleagues area):
   * "offer" (the owner offers; its body names the viewer by `email`), "accept"
   * (the viewer accepts the offer, by its {id}), "end" (either side ends it, by {id}).
   * The security suite shares and unshares through them to test every shared-read route.
   */
  share?: "offer" | "accept" | "end";
  /**
   * On a POST nested under another row (/api/contracts/:id/attachments): the
   * collection its new row is then addressed under (/api/attachments/:id), so
   * the security suite knows where such a row comes from.
   */
  creates?: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A valid body, in the document: it shows callers a working request, and the
   * security suite creates resources with it (a route that creates without one fails that suite).
   */
  example?: unknown;
  /**
   * A multipart upload, declared where the route is: the app skips the JSON body
   * limit on its path, the handler gets a reader made from it (`input.upload`,
   * which applies the limit and types while the file streams), the document
   * shows field, types and limit, and the security suite checks that files land
   * only at the names declared here.
   */
  upload?: UploadSpec;
  /**
   * Refusals (400) its body's schema cannot say (against her own data, a secret, the server's setup), by the
   * message each answers with, and the rule. The document lists them with the body schema's rules across fields
   * (core's withRules): in the 400's description and the operation's `x-rules`; the contract run lets a body
   * the document allows be refused only with one of them.
   */
  refuses?: Record<string, string>;
  /**
   * Limits per signed-in nurse, counted in the database (so they hold across
   * instances) before the route reads a body; the document lists their 429.
   */
  limits?: RateRule[];
  /**
   * A change that can be made on what the caller saw (decision 057): what the row's version is,
   * for the document. The handler gets `seen` (If-Match / If-None-Match: *) and answers 412
   * when the row is no longer that version.
   */
  conditional?: string;
  /** Every answer of its own (the helper adds the ones every route shares: openapi-document.ts's documentedResponses). */
  responses: R;
}

export type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteInput<P, Q, B, A> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  user: A extends "public" ? SessionUser | undefined : SessionUser;
  /** What the caller saw of the row (on a `conditional` route; undefined elsewhere). */
  seen: Seen;
  /** The route's declared upload, read while it streams (on a route without an `upload` declaration, reading it throws). */
  upload: UploadReader;
}

export interface Operation {
  method: Method;
  path: string;
  spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>;
}

export type SessionReader = (c: Context<AppEnv>) => Promise<SessionUser | undefined>;

export interface UploadSpec {
  /** The multipart form field that carries the file. */
  field: string;
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** The media types taken (checked by their bytes). */
  accept: string[];
  /** What a refused file is told (too large, another type, missing). */
  messages: UploadMessages;
  /**
   * Where the stored file goes: {fileArea}/{userId}/… The app collects these into
   * the file areas an account's export and deletion go through (files/user-files.ts).
   * Absent (with storedName) on a route that keeps no file of its own: an account's
   * import stores the files it carries in their own areas, under those areas' names.
   */
  fileArea?: string;
  /** The names the server gives stored files inside the user's folder of that area. */
  storedName?: RegExp;
  /**
   * Text fields sent before the file, each with an example (the document shows
   * them; the security suite sends the examples with its files).
   */
  fields?: Record<string, { description: string; example: string; required?: boolean }>;
}
