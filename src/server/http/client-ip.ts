import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/** Set by us on every request (a client-sent value is replaced): Better Auth reads the IP from it. */
export const CLIENT_IP_HEADER = "x-nv-client-ip";

/**
 * The address our reverse proxy saw. Proxies append it to X-Forwarded-For, so
 * it is the right-most entry; everything left of it was written by the client
 * and would let anyone pick a new address for every attempt.
 */
function addressFromProxy(forwardedFor: string | undefined, realIp: string | undefined): string | undefined {
  return forwardedFor?.split(",").at(-1)?.trim() || realIp?.trim() || undefined;
}

export function clientIp(trustProxy: boolean): MiddlewareHandler<{ Variables: { clientIp: string } }> {
  return async (c, next) => {
    let ip = trustProxy ? addressFromProxy(c.req.header("x-forwarded-for"), c.req.header("x-real-ip")) : undefined;
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined; // in-process requests (tests) have no socket
      }
    }
    const value = ip || "unknown";
    c.set("clientIp", value);
    c.req.raw.headers.set(CLIENT_IP_HEADER, value);
    await next();
  };
}
