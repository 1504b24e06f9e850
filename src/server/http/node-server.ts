import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

/**
 * How long a client may take to send a request. A slow phone on hospital
 * Wi-Fi sends its headers (a few KB) in well under a second and an upload at
 * tens of KB a second; what it does not do is stop. So: headers within 20 s;
 * a body must bring at least 8 KB every `bodyIdleMs` (30 s by default,
 * UPLOAD_IDLE_SECONDS) or it is cut off; and the whole request within 20
 * minutes (a 25 MB document at 25 KB/s takes 17).
 */
export interface RequestTimeLimits {
  headersMs: number;
  bodyIdleMs: number;
  /** What a body must bring in each `bodyIdleMs`. */
  bodyMinBytes: number;
  requestMs: number;
}

export const DEFAULT_TIME_LIMITS = { headersMs: 20_000, bodyMinBytes: 8 * 1024, requestMs: 20 * 60_000 } satisfies Partial<RequestTimeLimits>;

/** The app on Node's HTTP server, with the time limits above. */
export function startHttpServer(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname?: string; limits: RequestTimeLimits },
  onListening?: (info: AddressInfo) => void,
): Server {
  const { headersMs, requestMs } = options.limits;
  const server = serve(
    {
      fetch,
      port: options.port,
      hostname: options.hostname,
      // Node looks for late headers and requests this often (30 s by default: a 20 s limit would be 50).
      serverOptions: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(5_000, Math.max(250, headersMs / 4)) },
    },
    onListening,
  ) as Server;
  cutOffStalledBodies(server, options.limits);
  return server;
}

interface Watched {
  request: IncomingMessage;
  /** The connection's bytes read when the window began. */
  bytesAt: number;
  since: number;
}

/**
 * Ends the connection of a request whose body stops coming: one that has
 * brought less than `bodyMinBytes` in the last `bodyIdleMs` while the app was
 * reading it. Node alone would hold it for its whole request timeout (five
 * minutes by default), and with it the upload's place and buffers. A body the
 * app has not asked for yet, or that waits in the app's buffers, is the
 * server's delay, not the client's, and is not counted.
 */
function cutOffStalledBodies(server: Server, { bodyIdleMs, bodyMinBytes }: RequestTimeLimits) {
  const watched = new Set<Watched>();
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    const now = Date.now();
    for (const entry of watched) {
      const { request } = entry;
      const socket = request.socket;
      if (request.complete || socket.destroyed) {
        watched.delete(entry);
        continue;
      }
      const read = socket.bytesRead;
      if (request.readableFlowing !== true || request.readableLength > 0 || read - entry.bytesAt >= bodyMinBytes) {
        entry.bytesAt = read;
        entry.since = now;
      } else if (now - entry.since >= bodyIdleMs) {
        watched.delete(entry);
        socket.destroy();
      }
    }
    if (!watched.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  server.on("request", (request: IncomingMessage) => {
    const hasBody = Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
    if (!hasBody || request.complete) return;
    watched.add({ request, bytesAt: request.socket.bytesRead, since: Date.now() });
    timer ??= setInterval(sweep, Math.min(1_000, Math.max(50, bodyIdleMs / 4))).unref();
  });
  server.on("close", () => clearInterval(timer));
}
