import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/** Set by us on every request (a client-sent value is replaced): Better Auth reads the IP from it. */
export const CLIENT_IP_HEADER = "x-nv-client-ip";

export function clientIp(trustProxy: boolean): MiddlewareHandler<{ Variables: { clientIp: string } }> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) {
      // The proxy appends the address it saw; the left-most entry is the original client.
      ip = c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || c.req.header("x-real-ip")?.trim();
    }
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
