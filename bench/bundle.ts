import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Manifest } from "vite";
import { moduleFile, PAGE_MODULES, SIGNED_IN_LAYOUT_MODULE } from "../src/web/app/page-modules";
import { chunkFiles } from "../scripts/chunk-files";
import { BUDGETS, type Row } from "./budgets";
import type { PageVisit } from "./page-visits";

const ASSETS = path.resolve("dist/client/assets");
const gzipKb = (file: string) => Math.round(zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 102.4) / 10;

/**
 * What the signed-in layout fetches once her screen is drawn and the browser is idle (signed-in-layout.tsx): the
 * toaster, so a toast can still show once the network has gone, and the service worker's registration
 * (workbox-window). Manifest keys (relative to src/web, or a path into node_modules), matched by their ending.
 */
const IDLE_PREFETCH = [/^components\/sonner-toaster\.tsx$/, /\/workbox-window\/build\/[^/]+\.mjs$/];

/**
 * First-load JS of each visited route (decision 056): every script the page fetched until the network went
 * quiet (entry, the route's lazy chunk and what they import, and what the screen loads as it draws), gzip -9,
 * except the layout's idle prefetch: a chunk only the idle prefetch brings (the toaster, the service worker's
 * registration), fetched after the screen is up, is reported on a row of its own and not held to the budget.
 * Also: that public pages paint from their HTML; that every screen is a lazy chunk; and the size of every chunk.
 */
export function measureBundles(visits: PageVisit[]): Row[] {
  const manifest = JSON.parse(fs.readFileSync(path.resolve("dist/client/.vite/manifest.json"), "utf8")) as Manifest;
  const idle = idlePrefetchFiles(manifest);
  const rows: Row[] = [];
  // A module renamed or gone would quietly fold its chunk back into the first load: said instead.
  const missing = IDLE_PREFETCH.filter((pattern) => !Object.keys(manifest).some((key) => pattern.test(key)));
  if (missing.length) {
    rows.push({
      section: "Bundle",
      measure: `the layout's idle prefetch in the build's manifest — not found: ${missing.join(", ")}`,
      value: "missing",
      unit: "",
      budget: "all found",
      met: false,
    });
  }
  for (const { route, signedIn, scripts, problem, headingWithoutScript } of visits) {
    const isIdle = (p: string) => signedIn && idle.has(`assets/${path.basename(p)}`);
    const firstLoad = scripts.filter((p) => !isIdle(p));
    const later = scripts.filter(isIdle);
    const kb = sumKb(firstLoad);
    const budget = signedIn ? BUDGETS.firstLoadSignedInKb : BUDGETS.firstLoadPublicKb;
    rows.push({
      section: "Bundle",
      measure: `first-load JS ${route} (${firstLoad.length} files)${problem ? ` — not the page asked for: ${problem}` : ""}`,
      value: kb,
      unit: "KB gzip",
      budget: `≤ ${budget}`,
      met: !problem && kb <= budget,
    });
    if (signedIn) {
      rows.push({
        section: "Bundle",
        measure: `${route}: idle prefetch after the screen is up (${later.map((p) => path.basename(p)).join(", ") || "none"})`,
        value: sumKb(later),
        unit: "KB gzip",
      });
    }
    if (!signedIn) {
      rows.push({
        section: "Bundle",
        measure: `${route} paints from build-time HTML (first heading with scripts off)`,
        value: headingWithoutScript ? `"${headingWithoutScript}"` : "blank",
        unit: "",
        budget: "content without JS",
        met: Boolean(headingWithoutScript),
      });
    }
  }

  const entryFiles = new Set(chunkFiles(manifest, "index.html"));
  rows.push(lazyScreensRow(manifest, entryFiles));
  rows.push(largestToolChunkRow(manifest, entryFiles));
  // Every chunk, marked as part of the entry (loaded by every page) or lazy (loaded by the screens that need it).
  const files = fs.readdirSync(ASSETS).filter((f) => f.endsWith(".js"));
  for (const file of files.sort((a, b) => gzipKb(path.join(ASSETS, b)) - gzipKb(path.join(ASSETS, a)))) {
    const kind = entryFiles.has(`assets/${file}`) ? "entry" : "lazy";
    rows.push({ section: "Chunks", measure: `${file} (${kind})`, value: gzipKb(path.join(ASSETS, file)), unit: "KB gzip" });
  }
  return rows;
}

const sumKb = (scripts: string[]) => Math.round(scripts.reduce((sum, p) => sum + gzipKb(path.join(ASSETS, path.basename(p))), 0) * 10) / 10;

/**
 * The chunks only the idle prefetch brings: those of the IDLE_PREFETCH modules that neither the entry, the
 * signed-in layout nor any screen imports statically (a chunk a screen needs to draw counts as first load).
 */
function idlePrefetchFiles(manifest: Manifest): Set<string> {
  const keys = Object.keys(manifest).filter((key) => IDLE_PREFETCH.some((pattern) => pattern.test(key)));
  const files = new Set(keys.flatMap((key) => chunkFiles(manifest, key)));
  const screens = [...new Set([...Object.values(PAGE_MODULES), SIGNED_IN_LAYOUT_MODULE].map(moduleFile))];
  for (const file of [...chunkFiles(manifest, "index.html"), ...screens.flatMap((module) => chunkFiles(manifest, module))]) files.delete(file);
  return files;
}

/**
 * Every screen is a lazy chunk (docs/product/README.md, Speed and size). Each screen module of the route table
 * (and the signed-in layout) must be a chunk of its own, loaded by dynamic
 * import, and outside what the entry imports statically.
 */
function lazyScreensRow(manifest: Manifest, entryFiles: Set<string>): Row {
  const modules = [...new Set([...Object.values(PAGE_MODULES), SIGNED_IN_LAYOUT_MODULE].map(moduleFile))];
  const eager = modules.flatMap((module) => {
    const chunk = manifest[module];
    if (!chunk?.isDynamicEntry) return [`${module} (not a chunk of its own)`];
    return entryFiles.has(chunk.file) ? [`${module} (in the entry's static imports)`] : [];
  });
  return {
    section: "Bundle",
    measure: `screen modules (src/web/app/page-modules.ts) that are lazy chunks${eager.length ? ` — not lazy: ${eager.join(", ")}` : ""}`,
    value: `${modules.length - eager.length} of ${modules.length}`,
    unit: "",
    budget: "all",
    met: eager.length === 0,
  };
}

/**
 * The largest lazy chunk a /tools/* screen loads — its own module or
 * one it imports that is not already in the entry (the tools share the widgets).
 */
function largestToolChunkRow(manifest: Manifest, entryFiles: Set<string>): Row {
  const tools = [
    ...new Set(
      Object.entries(PAGE_MODULES)
        .filter(([route]) => route.startsWith("/tools/"))
        .map(([, module]) => moduleFile(module)),
    ),
  ];
  const files = new Set(tools.flatMap((module) => chunkFiles(manifest, module)).filter((file) => !entryFiles.has(file)));
  const sized = [...files].map((file) => ({ file, kb: gzipKb(path.join(ASSETS, path.basename(file))) })).sort((a, b) => b.kb - a.kb);
  const largest = sized[0];
  return {
    section: "Bundle",
    measure: `largest /tools/* lazy chunk${largest ? ` (${path.basename(largest.file)})` : " — none found"}`,
    value: largest?.kb ?? 0,
    unit: "KB gzip",
  };
}
