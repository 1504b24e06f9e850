import type { Context } from "hono";
import type { z } from "zod";

/** What a route declares (validation, access, answers, uploads): the router, the OpenAPI writer and the security suite read it. */
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

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type Schema = z.ZodType;

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

export type Out<S> = S extends Schema ? z.output<S> : undefined;

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

export type SessionReader = (c: Context<AppEnv>) => Promise<SessionUser | undefined>;
