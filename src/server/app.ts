import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { createApi, OpenApiRegistry, type AppEnv, type SessionReader } from "./http/api";
import { clientIp } from "./http/client-ip";
import { ApiError, errorResponse, payloadTooLarge } from "./http/errors";
import { originCheck } from "./http/origin-check";
import { securityHeaders } from "./http/security-headers";
import { registerAuthRoutes } from "./routes/auth";
import { registerCalendarRoutes } from "./routes/calendar";
import { registerHealthRoutes } from "./routes/health";
import { registerJobRoutes } from "./routes/jobs";
import { registerNoteRoutes } from "./routes/notes";
import { registerOpenApiRoutes } from "./routes/openapi";
import { registerShiftTypeRoutes } from "./routes/shift-types";
import type { Services } from "./services";
import { registerStaticRoutes } from "./static";

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Upload routes read their own (larger) limit while streaming. */
const UPLOAD_PATH = /^\/api\/(profile\/avatar|contracts\/[^/]+\/attachments|certifications\/extract)$/;

export function createApp(services: Services) {
  const { config, auth, logger } = services;
  const app = new Hono<AppEnv>();
  const registry = new OpenApiRegistry();

  app.use("*", securityHeaders(config.baseUrl.startsWith("https://")));
  app.use("*", clientIp(config.trustProxy));
  app.use("/api/*", originCheck(config.baseUrl));
  const jsonLimit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => errorResponse(c, payloadTooLarge("The request body is over 1 MB.")),
  });
  app.use("/api/*", (c, next) => (UPLOAD_PATH.test(c.req.path) ? next() : jsonLimit(c as Context<AppEnv, string>, next)));

  const readSession: SessionReader = async (c) => {
    if (c.var.user) return c.var.user;
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return undefined;
    return {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      emailVerified: found.user.emailVerified,
      sessionId: found.session.id,
    };
  };
  const api = createApi(app, registry, readSession);

  registerAuthRoutes(app, api, services, readSession);
  registerHealthRoutes(api, services);
  registerJobRoutes(api, services);
  registerShiftTypeRoutes(api, services);
  registerCalendarRoutes(api, services);
  registerNoteRoutes(api, services);
  registerOpenApiRoutes(app, registry);
  registerStaticRoutes(app, config.baseUrl);

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      const status = error.status >= 500 ? 500 : error.status;
      return c.json({ error: { code: "bad_request", message: error.message || "The request was not valid." } }, status);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }, 500);
  });

  return { app, registry };
}
