import type { MiddlewareHandler } from "hono";

/** `fileOrigin`: an object store whose own links serve private files (photos in <img>, PDFs in the preview frame). */
const policy = (fileOrigin?: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and sonner position things with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${fileOrigin ? ` ${fileOrigin}` : ""}`,
    ...(fileOrigin ? [`frame-src 'self' ${fileOrigin}`] : []),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/** The headers of docs/product/README.md, Security: on every response, API and pages alike. */
export function securityHeaders(https: boolean, fileOrigin?: string): MiddlewareHandler {
  const CSP = policy(fileOrigin);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A private file the app shows in its own preview dialog sets a stricter policy of its own, framable by the app only.
    const own = h.get("Content-Security-Policy");
    const framableBySelf = own !== null && /frame-ancestors 'self'/.test(own) && /default-src 'none'/.test(own);
    h.set("Content-Security-Policy", framableBySelf ? own : CSP);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", framableBySelf ? "SAMEORIGIN" : "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=()");
    if (https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
