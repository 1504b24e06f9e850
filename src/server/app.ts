import { eq } from "drizzle-orm";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { users } from "./db/schema";
import { createApi } from "./http/api";
import { createIdempotencyStore } from "./idempotency-repository";
import { OpenApiRegistry } from "./http/openapi-document";
import type { AppEnv, SessionReader } from "./http/route-spec";
import { allowedMethods } from "./http/allowed-methods";
import { clientIp } from "./http/client-ip";
import { compressJson } from "./http/compression";
import { ChangedSince, NotFound } from "./domain-errors";
import { ApiError, changedSince, conflictFromDatabase, errorResponse, notFound, payloadTooLarge } from "./http/errors";
import { OpenUploads } from "./http/open-uploads";
import { originCheck } from "./http/origin-check";
import { securityHeaders } from "./http/security-headers";
import { registerAuthRoutes } from "./auth/routes";
import { registerHealthRoutes } from "./http/health-routes";
import { registerOpenApiRoutes } from "./http/openapi-routes";
import { userTimeZone } from "./db/user-time-zone";
import type { Services } from "./services";
import { registerStaticRoutes } from "./http/static";
import { areas } from "./features";
import { fileAreasOf, fileRulesOf } from "./files/user-files";

export const JSON_BODY_LIMIT = 1024 * 1024;

/** The paths of the routes that declare an upload (`upload` in their spec): they read their own, larger limit while streaming. */
function uploadPaths(registry: OpenApiRegistry): RegExp {
  const paths = registry.operations
    .filter((op) => op.spec.upload)
    .map((op) => op.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z0-9_]+/g, "[^/]+"));
  return paths.length ? new RegExp(`^(?:${paths.join("|")})$`) : /(?!)/;
}

export function createApp(services: Services) {
  const { config, logger } = services;
  const app = new Hono<AppEnv>();
  const registry = new OpenApiRegistry();

  app.use("*", securityHeaders(config.baseUrl.startsWith("https://"), services.files.directLinks?.origin));
  app.use("*", clientIp(config.trustProxy));
  app.use("/api/*", originCheck(config.baseUrl));
  // JSON answers over 1 KB go compressed to browsers that ask (the month of a calendar, an export).
  app.use("/api/*", compressJson());
  const jsonLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => errorResponse(c, payloadTooLarge("The request body is over 1 MB.")),
  });
  // Read once every area has registered (the first request comes after).
  let uploadPath: RegExp | undefined;
  // GET and HEAD carry no body; asking for one would make the node adapter build a full Request on the hot path.
  const hasNoJsonBody = (method: string, path: string) => method === "GET" || method === "HEAD" || (uploadPath ??= uploadPaths(registry)).test(path);
  app.use("/api/*", (c, next) => (hasNoJsonBody(c.req.method, c.req.path) ? next() : jsonLimit(c as Context<AppEnv, string>, next)));

  const readSession: SessionReader = async (c) => c.var.user ?? services.sessions.readRequest(c);
  // A nurse reads what she just wrote: her cached answers go before the answer to her write does
  // (the database's NOTIFY tells the other instances, a moment later).
  app.use("/api/*", async (c, next) => {
    await next();
    const user = c.var.user;
    if (user && c.req.method !== "GET" && c.res.status < 400) services.userData.evictUser(user.id);
  });

  const api = createApi(app, registry, readSession, {
    limiter: services.limiter,
    openUploads: new OpenUploads(config.requestLimits),
    idempotency: createIdempotencyStore(services.db),
  });

  // The composition root: auth calls the areas' sign-up hooks without importing them.
  // Several areas may start something for a new account: each hook runs in the areas' order.
  for (const area of areas) {
    const hooks = area.signUpHooks?.(services);
    if (!hooks) continue;
    const { onEmailSignUp: before, onProviderSignUp: beforeProvider } = services.signUpHooks;
    const { onEmailSignUp, onProviderSignUp } = hooks;
    if (onEmailSignUp) services.signUpHooks.onEmailSignUp = before ? async (...a) => (await before(...a), onEmailSignUp(...a)) : onEmailSignUp;
    if (onProviderSignUp)
      services.signUpHooks.onProviderSignUp = beforeProvider ? async (...a) => (await beforeProvider(...a), onProviderSignUp(...a)) : onProviderSignUp;
  }
  for (const area of areas) Object.assign(services.exportSections, area.exportSections?.(services));

  registerAuthRoutes(app, api, services, readSession);
  registerHealthRoutes(api, services);
  for (const area of areas) area.register(api, services, app);
  // Where the areas' files are, as their upload routes declare it: an account's export and deletion go through each.
  services.fileAreas.push(...fileAreasOf(registry.operations));
  Object.assign(services.fileRules, fileRulesOf(registry.operations));
  registerOpenApiRoutes(app, registry);
  registerStaticRoutes(app, {
    baseUrl: config.baseUrl,
    googleSignIn: Boolean(config.google),
    readSession: (c) => services.sessions.readRequest(c),
    userImage: async (userId) => (await services.db.select({ image: users.image }).from(users).where(eq(users.id, userId)))[0]?.image ?? null,
    userTimeZone: (userId) => userTimeZone(services.db, userId),
  });

  // Reached only by a path no route serves, or a method its routes do not take (GET of any path is the web app's).
  app.notFound((c) => {
    const allowed = allowedMethods(registry.operations, c.req.path);
    if (allowed.length) {
      if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allowed.join(", ") });
      c.header("Allow", allowed.join(", "));
      return errorResponse(c, new ApiError(405, "method_not_allowed", `${c.req.method} is not allowed here; ${allowed.join(", ")} is.`));
    }
    // Only an /api path gets here: every other path is the web app's for GET.
    return errorResponse(c, new ApiError(404, "not_found", "There is no such API route."));
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof NotFound) return errorResponse(c, notFound(error.what));
    if (error instanceof ChangedSince) return errorResponse(c, changedSince(error.message));
    if (error instanceof HTTPException) {
      const status = error.status >= 500 ? 500 : error.status;
      return c.json({ error: { code: "bad_request", message: error.message || "The request was not valid." } }, status);
    }
    const conflict = conflictFromDatabase(error);
    if (conflict) return errorResponse(c, conflict);
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }, 500);
  });

  return { app, registry };
}
