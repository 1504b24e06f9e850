import { createHash } from "node:crypto";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { APP_SHELL_PATH } from "./src/core/app-routes.ts";
import { PHOTO_CACHE } from "./src/web/service-worker/certification-photos.ts";
import { WEB_APP_MANIFEST } from "./src/web/service-worker/web-app-manifest.ts";

const root = import.meta.dirname;

export const aliases = {
  "@core": path.join(root, "src/core"),
  "@server": path.join(root, "src/server"),
  "@web": path.join(root, "src/web"),
};

/**
 * The service worker's own handlers (push and notifications, Background Sync: decisions 046, 057): one classic
 * script the generated worker imports, built on its own by scripts/build.ts (a classic script cannot share the app's
 * module chunks).
 */
export const WORKER_HANDLERS = { entry: path.join(root, "src/web/service-worker/worker-handlers.ts"), file: "sw-handlers.js" };

/**
 * The phone app (decision 045): the manifest, and a service worker Workbox writes
 * (generateSW) that precaches every script, stylesheet and icon of the build, so
 * each screen opens without the network once she has opened the app. pdf.js (the
 * resume's Preview, 0.45 MB gzip) is kept out of the precache, which every first
 * visit would otherwise download, and cached when first used. A new version waits
 * until she chooses Reload (skipWaiting off). Nothing under /api is cached: no
 * runtime route reaches it. Navigations go to the server (network only, never
 * cached: a signed-in page has her session in it); with no network, the app
 * shell answers — the signed-in page without any session or heading in it,
 * precached at APP_SHELL_PATH (decision 051). Her certification photos are the one
 * personal thing it keeps, network first, under the offline store's rules (decision 051).
 */

const pwa = VitePWA({
  strategies: "generateSW",
  injectRegister: false,
  manifest: WEB_APP_MANIFEST,
  // The icons are in the precache already (globPatterns).
  includeManifestIcons: false,
  filename: "sw.js",
  workbox: {
    globPatterns: ["assets/*.{js,css}", "*.{png,svg}"],
    globIgnores: ["assets/pdfjs-*.js"],
    // Hashed names change with their content: no cache-busting query needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: null,
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    importScripts: [`/${WORKER_HANDLERS.file}`],
    // The shell's revision follows the build: its HTML names the entry's hashed script.
    manifestTransforms: [
      (entries) => {
        const build = createHash("sha256")
          .update(entries.map((e) => `${e.url} ${e.revision ?? ""}`).join("\n"))
          .digest("hex")
          .slice(0, 16);
        return Promise.resolve({ manifest: [...entries, { url: APP_SHELL_PATH, revision: build, size: 0 }], warnings: [] });
      },
    ],
    // The service worker starts while the page is already on its way.
    navigationPreload: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.mode === "navigate" && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/files/"),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: APP_SHELL_PATH } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/pdfjs-[^/]*\.js$/.test(url.pathname),
        handler: "CacheFirst",
        options: { cacheName: "pdf-viewer", expiration: { maxEntries: 4 } },
      },
      {
        // Her certification photos, as last seen online, for the list offline (decision 051). Network first with no
        // timeout: online she always gets the server's answer. Workbox writes these functions into sw.js as text, so
        // they use nothing from this file.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/files/private/certifications/"),
        handler: "NetworkFirst",
        options: {
          cacheName: PHOTO_CACHE,
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              // One copy per photo whatever link signed it (an hour each): a newly signed link finds the kept one.
              cacheKeyWillBeUsed: ({ request }) => Promise.resolve(request.url.split("?")[0]!),
              // Kept only when the page has marked her folder in the cache (photoFolder): never on a shared computer,
              // never another nurse's.
              cacheWillUpdate: async ({ request, response }) => ((await caches.match(new URL(".", request.url).href)) ? response : null),
              cacheDidUpdate: async ({ cacheName, request }) => {
                const cache = await caches.open(cacheName);
                // Signed out while this photo was on its way: the page's delete came first and this put made the cache again.
                if (!(await cache.match(new URL(".", request.url).href))) {
                  await caches.delete(cacheName);
                  return;
                }
                // The 200 last stored (a put moves a photo to the end); not Workbox's expiration, whose IndexedDB
                // would keep her photos' addresses after the cache is deleted.
                const photos = (await cache.keys()).filter((key) => !key.url.endsWith("/"));
                for (const old of photos.slice(0, -200)) await cache.delete(old);
              },
            },
          ],
        },
      },
    ],
  },
});

/** The web app. `npm run build` also prerenders public pages and bundles the server (scripts/build.ts). */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, "src/web"),
  publicDir: path.join(root, "src/web/public"),
  resolve: { alias: aliases },
  // The prerender build (SSR) makes HTML, not a second service worker.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pwa])],
  build: {
    outDir: path.join(root, "dist/client"),
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    cssCodeSplit: true,
    // Every browser the app supports (es2022) has <link rel="modulepreload">: the polyfill would only cost the entry bytes.
    modulePreload: { polyfill: false },
    // One chunk is over Vite's 500 kB: pdf.js (1.6 MB, 0.45 MB gzip), fetched only when the resume's Preview
    // opens. The limit sits just above it, so any other chunk that grows that large still warns; the bench
    // reports every chunk's size.
    chunkSizeWarningLimit: 1650,
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/files": "http://localhost:3000" },
  },
}));
