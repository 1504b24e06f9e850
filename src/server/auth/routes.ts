import type { Context, Hono } from "hono";
import { z } from "zod";
import { sessionList } from "@core/schemas/account";
import { sessionAnswer, verifyEmailQuery } from "@core/schemas/auth";
import type { Api } from "../http/api";
import { ApiError, invalidInput, unauthorized } from "../http/errors";
import { readJson } from "../http/read-json";
import type { AppEnv, SessionReader } from "../http/route-spec";
import { accountRules } from "../rate-limit";
import type { Services } from "../services";
import { clientAnswer } from "./answers";
import { followEmailLink } from "./email-links";
import { GOOGLE_NOT_CONFIGURED, passThrough, postGates } from "./gates";
import { activeSessions } from "./session-list";

/**
 * /api/auth/*: Better Auth behind our gate. A gated POST is validated and
 * rate-limited before it is forwarded; email links, the sessions list and a few
 * plain pass-throughs are handled here; anything else answers 404.
 */
export function registerAuthRoutes(app: Hono<AppEnv>, api: Api, services: Services, readSession: SessionReader) {
  const { auth, limiter, config } = services;

  const forward = (c: Context<AppEnv>, body?: Record<string, unknown>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    const post = c.req.method === "POST";
    if (post) headers.set("content-type", "application/json");
    const request = new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      body: post ? JSON.stringify(body ?? {}) : undefined,
    });
    return auth.handler(request);
  };

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const sub = c.req.path.slice("/api/auth".length);
    const key = `${c.req.method} ${sub}`;
    const postGate = c.req.method === "POST" ? postGates[sub] : undefined;

    if (postGate) {
      const parsed = postGate.schema.safeParse(await readJson(c));
      if (!parsed.success) throw invalidInput(parsed.error);
      const body = parsed.data as Record<string, unknown>;
      let me: Awaited<ReturnType<SessionReader>>;
      if (postGate.signedIn) {
        me = await readSession(c);
        if (!me) throw unauthorized();
      }
      const userId = me?.id;
      if (sub === "/sign-in/social" && !config.google) {
        throw new ApiError(400, "google_not_configured", GOOGLE_NOT_CONFIGURED);
      }
      for (const [rule, subject] of postGate.limits(body, c.get("clientIp"), userId)) await limiter.hit(rule, subject);
      const response = await clientAnswer(await forward(c, postGate.forward(body, me)), postGate.answer);
      await postGate.after?.(body, response, services, userId, c.get("clientIp"));
      return response;
    }

    if (key === "GET /verify-email") return followEmailLink(c, services, () => forward(c));

    if (key === "GET /list-sessions") {
      const me = await readSession(c);
      if (!me) throw unauthorized();
      await limiter.hit(accountRules.sessionsUser, me.id);
      return c.json(await activeSessions(services, me.id, me.sessionId), 200, { "Cache-Control": "no-store" });
    }

    const oauthCallback = config.google && c.req.method === "GET" && sub === "/callback/google";
    if (passThrough.has(key) || oauthCallback) {
      const response = await clientAnswer(await forward(c), passThroughAnswers[key]);
      if (sub === "/get-session") response.headers.set("Cache-Control", "no-store");
      return response;
    }
    throw new ApiError(404, "not_found", "There is no such sign-in endpoint.");
  });

  documentAuthRoutes(api);
}

const ok = { description: "Done" };
const signedOut = z.object({ success: z.boolean() });
/** The answers of the plain pass-throughs, shaped like the gates' (clientAnswer). */
const passThroughAnswers: Record<string, z.ZodType> = { "GET /get-session": sessionAnswer, "POST /sign-out": signedOut };

function documentAuthRoutes(api: Api) {
  for (const [path, g] of Object.entries(postGates)) {
    api.document("post", `/api/auth${path}`, {
      summary: g.summary,
      tag: "auth",
      reach: g.signedIn ? "own" : "public",
      body: g.schema,
      example: g.example,
      refuses: g.refuses,
      responses: { 200: { ...ok, schema: g.answer }, ...g.errors, 429: { description: "Too many attempts" } },
    });
  }
  api.document("post", "/api/auth/sign-out", {
    summary: "Sign out everywhere: every session of the user ends",
    tag: "auth",
    reach: "public",
    responses: { 200: { ...ok, schema: signedOut } },
  });
  api.document("get", "/api/auth/get-session", {
    summary: "The signed-in user and session, or null",
    tag: "auth",
    reach: "public",
    responses: { 200: { ...ok, schema: sessionAnswer } },
  });
  api.document("get", "/api/auth/list-sessions", {
    summary: "My active sessions (device, last active, this device), without their tokens",
    tag: "auth",
    reach: "own",
    responses: { 200: { description: "The sessions, this one first", schema: sessionList }, 429: { description: "Too many requests" } },
  });
  api.document("get", "/api/auth/verify-email", {
    summary: "Follow a verification or email-change link; redirects into the app",
    tag: "auth",
    reach: "public",
    query: verifyEmailQuery,
    responses: { 302: { description: "Redirect" } },
  });
}
