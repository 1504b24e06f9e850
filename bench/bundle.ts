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
 * First-load JS of each visited route: every script the page fetched until the
 * network went quiet (entry, the route's lazy chunk and what they import),
 * gzip -9; that public pages paint from their HTML; that every screen is a lazy
 * chunk; and the size of every chunk.
 */
export function measureBundles(visits: PageVisit[]): Row[] {
  const rows: Row[] = [];
  for (const { route, signedIn, scripts, problem, headingWithoutScript } of visits) {
    const kb = Math.round(scripts.reduce((sum, p) => sum + gzipKb(path.join(ASSETS, path.basename(p))), 0) * 10) / 10;
    const budget = signedIn ? BUDGETS.firstLoadSignedInKb : BUDGETS.firstLoadPublicKb;
    rows.push({
      section: "Bundle",
      measure: `first-load JS ${route} (${scripts.length} files)${problem ? ` — not the page asked for: ${problem}` : ""}`,
      value: kb,
      unit: "KB gzip",
      budget: `≤ ${budget}`,
      met: !problem && kb <= budget,
    });
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

  const manifest = JSON.parse(fs.readFileSync(path.resolve("dist/client/.vite/manifest.json"), "utf8")) as Manifest;
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
