import fs from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { matchRoute } from "@core/app-routes";
import type { AppEnv } from "./http/api";
import { projectPath } from "./paths";

const CLIENT_DIR = projectPath("dist/client");

/** Pages rendered at build time (their HTML paints before any script runs). */
const PRERENDERED: Record<string, string> = {
  "/": "index",
  "/login": "login",
  "/signup": "signup",
  "/reset-password": "reset-password",
  "/404": "not-found",
};

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

/** Serves the built SPA: hashed assets forever-cached, pages by route, 404 for unknown paths. */
export function registerStaticRoutes(app: Hono<AppEnv>, baseUrl: string) {
  const pages = new Map<string, string>();
  const page = (name: string) => {
    let html = pages.get(name);
    if (html === undefined) {
      html = fs.readFileSync(path.join(CLIENT_DIR, "pages", `${name}.html`), "utf8").replaceAll("%BASE_URL%", baseUrl);
      pages.set(name, html);
    }
    return html;
  };

  const sendFile = (c: Context, file: string, immutable: boolean) => {
    const resolved = path.resolve(CLIENT_DIR, file);
    if (!resolved.startsWith(CLIENT_DIR + path.sep) || !fs.existsSync(resolved) || !fs.statSync(resolved).isFile()) {
      return undefined;
    }
    const type = TYPES[path.extname(resolved)] ?? "application/octet-stream";
    return c.body(fs.readFileSync(resolved), 200, {
      "Content-Type": type,
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    });
  };

  app.get("/assets/*", (c) => sendFile(c, c.req.path.slice(1), true) ?? c.text("Not found", 404));

  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") return c.json({ error: { code: "not_found", message: "There is no such API route." } }, 404);
    if (!webAppBuilt()) return c.text("The web app is not built yet: run `npm run build` (npm start does it for you).", 503);
    const asset = /^\/[\w.-]+\.(svg|png|ico|webmanifest|txt)$/.test(c.req.path) ? sendFile(c, c.req.path.slice(1), false) : undefined;
    if (asset) return asset;
    const route = matchRoute(c.req.path);
    const name = route === undefined ? "not-found" : (PRERENDERED[route] ?? "app");
    const status = route === undefined || route === "/404" ? 404 : 200;
    return c.html(page(name), status, { "Cache-Control": "no-cache" });
  });
}
