import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Context, Hono } from "hono";
import { APP_SHELL_PATH, matchRoute, PAGE_HEADING_MARK } from "@core/app-routes";
import { isValidMonth, monthOf, monthTitle, todayIn } from "@core/calendar-dates";
import type { AppEnv, SessionUser } from "./route-spec";
import { preferredEncoding, textAnswer } from "./compression";
import { escapeHtml } from "./escape-html";
import { projectPath } from "../paths";

const CLIENT_DIR = projectPath("dist/client");

/** Pages rendered at build time (their HTML paints before any script runs). */
const PRERENDERED: Record<string, string> = {
  "/": "index",
  "/login": "login",
  "/signup": "signup",
  "/reset-password": "reset-password",
  "/404": "not-found",
};

/** The service worker Workbox writes (decision 045), its Workbox runtime and its own handlers (decisions 046, 057), at the site's root. */
const SERVICE_WORKER_FILE = /^\/(sw|sw-handlers|workbox-[\w-]+)\.js$/;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

export function webAppBuilt(): boolean {
  return fs.existsSync(path.join(CLIENT_DIR, "pages", "app.html"));
}

/** The user as JSON inside the page, safe against "</script>" in a name. */
function sessionScript(user: SessionUser | undefined, image: string | null): string {
  const data = user ? { user: { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, image } } : { user: null };
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="nv-session">${json}</script>`;
}

export interface StaticDeps {
  baseUrl: string;
  /** Whether "Continue with Google" works here (GOOGLE_CLIENT_ID and secret are set). */
  googleSignIn: boolean;
  /** Who is asking, so a signed-in page starts with its session instead of asking for it (and keeps it alive). */
  readSession: (c: Context) => Promise<SessionUser | undefined>;
  userImage: (userId: string) => Promise<string | null>;
  userTimeZone: (userId: string) => Promise<string>;
}

/**
 * Fills in what only the running server knows: the public address, and whether
 * Google sign-in is configured. Without it the pages' <html> says so and the
 * stylesheet hides "Continue with Google" (auth pages are prerendered, so the
 * button is in their HTML; hidden there, it never flashes or moves the form).
 */
export function fillServerPlaceholders(html: string, { baseUrl, googleSignIn }: Pick<StaticDeps, "baseUrl" | "googleSignIn">): string {
  const filled = html.replaceAll("%BASE_URL%", baseUrl);
  return googleSignIn ? filled : filled.replace(/<html\b/, '<html data-google-sign-in="off"');
}

const HEADING_ELEMENT = new RegExp(`<h1\\b[^>]*>${PAGE_HEADING_MARK}</h1>`);

/**
 * Serves the built SPA: hashed assets forever-cached and precompressed (build
 * time), public pages prerendered, signed-in pages with their session inside,
 * and the 404 page (with status 404) for any path the app does not have.
 */
export function registerStaticRoutes(app: Hono<AppEnv>, { baseUrl, googleSignIn, readSession, userImage, userTimeZone }: StaticDeps) {
  /**
   * The heading a screen shows in the header, in its HTML, so it paints before the app's code
   * runs: the calendar's month (asked for, or this month in her zone). Other screens have none there.
   */
  const headerHeading = async (c: Context, route: string, user: SessionUser | undefined) => {
    if (route !== "/calendar" || !user) return undefined;
    const asked = c.req.query("month") ?? "";
    if (isValidMonth(asked)) return monthTitle(asked);
    return monthTitle(monthOf(todayIn(await userTimeZone(user.id))));
  };

  const pages = new Map<string, { raw: string; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }>();
  const page = (name: string) => {
    let cached = pages.get(name);
    if (!cached) {
      const raw = fillServerPlaceholders(fs.readFileSync(path.join(CLIENT_DIR, "pages", `${name}.html`), "utf8"), { baseUrl, googleSignIn });
      cached = {
        raw,
        br: new Uint8Array(zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })),
        gzip: new Uint8Array(zlib.gzipSync(raw, { level: 9 })),
      };
      pages.set(name, cached);
    }
    return cached;
  };

  /** Each signed-in screen's own code (scripts/build.ts), fetched alongside the entry instead of after it. */
  let preloads: Record<string, string[]> | undefined;
  const screenPreloads = () =>
    (preloads ??= JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, "pages", "screen-preloads.json"), "utf8")) as Record<string, string[]>);

  const sendFile = (c: Context, file: string, immutable: boolean, cacheControl?: string) => {
    const resolved = path.resolve(CLIENT_DIR, file);
    if (!resolved.startsWith(CLIENT_DIR + path.sep) || !fs.existsSync(resolved) || !fs.statSync(resolved).isFile()) {
      return undefined;
    }
    const headers: Record<string, string> = {
      "Content-Type": TYPES[path.extname(resolved)] ?? "application/octet-stream",
      "Cache-Control": cacheControl ?? (immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600"),
      Vary: "Accept-Encoding",
    };
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    const compressed = encoding ? `${resolved}.${encoding === "br" ? "br" : "gz"}` : undefined;
    if (compressed && fs.existsSync(compressed)) {
      headers["Content-Encoding"] = encoding!;
      return c.body(fs.readFileSync(compressed), 200, headers);
    }
    return c.body(fs.readFileSync(resolved), 200, headers);
  };

  app.get("/assets/*", (c) => sendFile(c, c.req.path.slice(1), true) ?? c.text("Not found", 404));

  app.get("*", async (c) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") {
      return c.json({ error: { code: "not_found", message: "There is no such API route." } }, 404);
    }
    if (!webAppBuilt()) return c.text("The web app is not built yet: run `npm run build` (npm start does it for you).", 503);
    const asset = /^\/[\w.-]+\.(svg|png|ico|webmanifest|txt)$/.test(c.req.path) ? sendFile(c, c.req.path.slice(1), false) : undefined;
    if (asset) return asset;
    // The service worker and the script it imports: asked for again on every update check, never from a cache.
    const worker = SERVICE_WORKER_FILE.test(c.req.path) ? sendFile(c, c.req.path.slice(1), false, "no-cache") : undefined;
    if (worker) return worker;

    if (c.req.path === APP_SHELL_PATH) {
      const html = page("app").raw.replace(HEADING_ELEMENT, "");
      return textAnswer(c, html, "text/html; charset=UTF-8", 200, { "Cache-Control": "no-cache", Vary: "Accept-Encoding" });
    }

    const route = matchRoute(c.req.path);
    const name = route === undefined ? "not-found" : (PRERENDERED[route] ?? "app");
    const status = route === undefined || route === "/404" ? 404 : 200;
    if (name === "app" && route) {
      const user = await readSession(c);
      const [image, heading] = await Promise.all([user ? userImage(user.id) : null, headerHeading(c, route, user)]);
      const head = [...(screenPreloads()[route] ?? []), sessionScript(user, image)].join("\n    ");
      const html = page("app")
        .raw.replace("</head>", `${head}\n  </head>`)
        .replace(HEADING_ELEMENT, (h1) => (heading ? h1.replace(PAGE_HEADING_MARK, escapeHtml(heading)) : ""));
      return textAnswer(c, html, "text/html; charset=UTF-8", status, { "Cache-Control": "private, no-store", Vary: "Accept-Encoding" });
    }
    const cached = page(name);
    const encoding = preferredEncoding(c.req.header("accept-encoding"));
    const headers = { "Cache-Control": "no-cache", "Content-Type": "text/html; charset=UTF-8", Vary: "Accept-Encoding" };
    if (encoding) return c.body(cached[encoding], status, { ...headers, "Content-Encoding": encoding });
    return c.body(cached.raw, status, headers);
  });
}
