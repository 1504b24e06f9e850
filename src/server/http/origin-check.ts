import type { MiddlewareHandler } from "hono";
import { ApiError, errorResponse } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A mutating request must come from our own pages: its Origin is the configured
 * base URL or the origin the request was addressed to. Browsers always send
 * Origin (or Sec-Fetch-Site) on such requests; clients without either (curl,
 * scripts) carry no ambient cookies to abuse and pass.
 */
export function originCheck(baseUrl: string): MiddlewareHandler {
  const allowed = new URL(baseUrl).origin;
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const own = new URL(c.req.url).origin;
    const refused = origin !== undefined ? origin !== allowed && origin !== own : c.req.header("sec-fetch-site") === "cross-site";
    if (refused) {
      return errorResponse(c, new ApiError(403, "forbidden", "This request came from another site and was refused."));
    }
    return next();
  };
}
