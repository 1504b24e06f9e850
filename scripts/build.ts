/**
 * npm run build: the web app (Vite), its public pages prerendered to HTML, and
 * the server bundled to dist/server/main.js, with the card reader's process
 * beside it (dist/server/ocr-process.js, forked by image-text/image-reader.ts), the
 * demo's (dist/server/demo-process.js, forked by demo-runner.ts) and the render
 * process (dist/server/render-process.js, forked by renderer.ts).
 * With `--if-changed` (npm start) it builds only when a file it is built from
 * changed since the last build.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { build, type Manifest } from "vite";
import { aliases, WORKER_HANDLERS } from "../vite.config";
import { moduleFile, PAGE_MODULES, SIGNED_IN_LAYOUT_MODULE } from "../src/web/app/page-modules";
import { buildInputsFingerprint } from "./build-inputs";
import { chunkFiles } from "./chunk-files";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const quiet = { logLevel: "warn" as const };

/** Public pages: painted from HTML before any script runs (docs/product/README.md, Speed and size). */
const PRERENDERED = [
  { url: "/", name: "index" },
  { url: "/login", name: "login" },
  { url: "/signup", name: "signup" },
  { url: "/reset-password", name: "reset-password" },
  { url: "/404", name: "not-found" },
] as const;

/**
 * Scripts are fetched at low priority, so the stylesheet, the one request the
 * first paint waits for, is not queued behind them (six connections over
 * HTTP/1.1). Measured on /calendar with a slow phone's network and CPU
 * emulated: first paint 796 → 612 ms (median of 6), the month grid no later
 * (2333 → 2313 ms); Lighthouse's simulated first paint went from 1.5–3.2 s
 * (whether the scripts landed before the paint) to 0.76–0.81 s.
 */
const LOW = 'fetchpriority="low" ';
const modulePreload = (file: string) => `<link rel="modulepreload" ${LOW}crossorigin href="/${file}" />`;
const scriptsAtLowPriority = (html: string) =>
  html
    .replaceAll('<link rel="modulepreload" crossorigin', `<link rel="modulepreload" ${LOW}crossorigin`)
    .replace('<script type="module" crossorigin', `<script type="module" ${LOW}crossorigin`);

/**
 * The service worker's own handlers (vite.config.ts WORKER_HANDLERS): a classic script, so built alone, with
 * everything it uses inlined, beside the worker. Served uncached (static.ts): each update check compares it too.
 */
async function buildWorkerHandlers() {
  await build({
    configFile: false,
    ...quiet,
    publicDir: false,
    resolve: { alias: aliases },
    build: {
      outDir: path.join(dist, "client"),
      emptyOutDir: false,
      target: "es2022",
      lib: { entry: WORKER_HANDLERS.entry, formats: ["iife"], name: "nvWorkerHandlers", fileName: () => WORKER_HANDLERS.file },
    },
  });
}

async function buildWeb() {
  await build({ configFile: path.join(root, "vite.config.ts"), ...quiet });
  await buildWorkerHandlers();
  await build({
    configFile: path.join(root, "vite.config.ts"),
    ...quiet,
    build: { ssr: path.join(root, "src/web/entry-prerender.tsx"), outDir: path.join(dist, "prerender"), emptyOutDir: true, manifest: false },
  });

  const client = path.join(dist, "client");
  const manifest = JSON.parse(fs.readFileSync(path.join(client, ".vite/manifest.json"), "utf8")) as Manifest;
  const template = scriptsAtLowPriority(fs.readFileSync(path.join(client, "index.html"), "utf8"));
  const entryChunks = new Set(chunkFiles(manifest, "index.html"));
  const { renderPage, renderSignedInPlaceholder } = (await import(
    pathToFileURL(path.join(dist, "prerender/entry-prerender.js")).href
  )) as typeof import("../src/web/entry-prerender");
  const { pageMetaHtml } = await import("../src/web/lib/page-meta");

  const pagesDir = path.join(client, "pages");
  fs.mkdirSync(pagesDir, { recursive: true });
  for (const page of PRERENDERED) {
    const { html, meta } = await renderPage(page.url);
    if (!meta) throw new Error(`${page.url} did not call usePageMeta`);
    const preloads = chunkFiles(manifest, moduleFile(PAGE_MODULES[page.url]))
      .filter((file) => !entryChunks.has(file))
      .map(modulePreload);
    const out = template
      .replace("<!--page-head-->", [pageMetaHtml(meta, page.url), ...preloads].join("\n    "))
      .replace('<div id="root"><!--page-root--></div>', `<div id="root" data-prerendered="true">${html}</div>`);
    fs.writeFileSync(path.join(pagesDir, `${page.name}.html`), out);
  }
  // Signed-in screens: a spinner until the app starts (the server puts the session in the page),
  // with the signed-in layout's code fetched alongside the entry, and each screen's own code
  // listed for the server to add to that screen's page.
  const layoutChunks = new Set(chunkFiles(manifest, SIGNED_IN_LAYOUT_MODULE));
  fs.writeFileSync(
    path.join(pagesDir, "app.html"),
    template
      .replace(
        "<!--page-head-->",
        [pageMetaHtml({ title: "NurseVitals" }, "/"), ...[...layoutChunks].filter((f) => !entryChunks.has(f)).map(modulePreload)].join("\n    "),
      )
      .replace("<!--page-root-->", await renderSignedInPlaceholder()),
  );
  const screenPreloads = Object.fromEntries(
    Object.entries(PAGE_MODULES)
      .filter(([route]) => !PRERENDERED.some((page) => page.url === route))
      .map(([route, module]) => [
        route,
        chunkFiles(manifest, moduleFile(module))
          .filter((file) => !entryChunks.has(file) && !layoutChunks.has(file))
          .map(modulePreload),
      ]),
  );
  fs.writeFileSync(path.join(pagesDir, "screen-preloads.json"), JSON.stringify(screenPreloads));
  fs.rmSync(path.join(client, "index.html"));
  fs.rmSync(path.join(dist, "prerender"), { recursive: true, force: true });
  precompress(path.join(client, "assets"));
}

/** Brotli and gzip siblings of every script and stylesheet, made once here instead of per request. */
function precompress(dir: string) {
  for (const file of fs.readdirSync(dir)) {
    if (!/\.(js|css|svg)$/.test(file)) continue;
    const full = path.join(dir, file);
    const data = fs.readFileSync(full);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

async function buildServer() {
  await build({
    configFile: false,
    root,
    ...quiet,
    resolve: { alias: aliases },
    build: {
      ssr: true,
      outDir: path.join(dist, "server"),
      emptyOutDir: true,
      target: "node24",
      sourcemap: true,
      rolldownOptions: {
        input: {
          main: path.join(root, "src/server/main.ts"),
          "ocr-process": path.join(root, "src/server/image-text/ocr-process.ts"),
          "demo-process": path.join(root, "src/server/demo/demo-process.ts"),
          "render-process": path.join(root, "src/server/render/render-process.ts"),
        },
        output: { entryFileNames: "[name].js" },
      },
    },
  });
}

const stampFile = path.join(dist, "build-inputs.sha256");
const fingerprint = buildInputsFingerprint(root);
const current = fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === fingerprint;
if (process.argv.includes("--if-changed") && current) {
  console.log("The build in dist/ is current: not rebuilt.");
} else {
  const started = performance.now();
  fs.rmSync(stampFile, { force: true });
  await buildWeb();
  await buildServer();
  fs.writeFileSync(stampFile, fingerprint);
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s → dist/`);
}
