import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium";
import { BUDGETS, MEASURED_ROUTES, type Row } from "./budgets";

const ASSETS = path.resolve("dist/client/assets");
const gzipKb = (file: string) => Math.round(zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 102.4) / 10;

/**
 * First-load JS of a route: every script the page fetched until the network
 * went quiet (entry, the route's lazy chunk and what they import), gzip -9.
 */
export async function measureBundles(url: string, cookie: string): Promise<Row[]> {
  const rows: Row[] = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  for (const [route, signedIn] of MEASURED_ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (signedIn) {
      const [name, value] = cookie.split("=");
      await context.addCookies([{ name: name ?? "", value: value ?? "", url }]);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(url + route, { waitUntil: "networkidle" });
    const kb = [...scripts].reduce((sum, p) => sum + gzipKb(path.join(ASSETS, path.basename(p))), 0);
    const budget = signedIn ? BUDGETS.firstLoadSignedInKb : BUDGETS.firstLoadPublicKb;
    rows.push({
      section: "Bundle",
      measure: `first-load JS ${route} (${scripts.size} files)`,
      value: Math.round(kb * 10) / 10,
      unit: "KB gzip",
      budget: `≤ ${budget}`,
      met: kb <= budget,
    });
    await context.close();
  }
  await browser.close();
  // Every chunk, marked as part of the entry (loaded by every page) or lazy (loaded by the screens that need it).
  const manifest = JSON.parse(fs.readFileSync(path.resolve("dist/client/.vite/manifest.json"), "utf8")) as Record<string, { file: string; imports?: string[] }>;
  const entryFiles = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  walk("index.html");
  const files = fs.readdirSync(ASSETS).filter((f) => f.endsWith(".js"));
  for (const file of files.sort((a, b) => gzipKb(path.join(ASSETS, b)) - gzipKb(path.join(ASSETS, a)))) {
    const kind = entryFiles.has(`assets/${file}`) ? "entry" : "lazy";
    rows.push({ section: "Chunks", measure: `${file} (${kind})`, value: gzipKb(path.join(ASSETS, file)), unit: "KB gzip" });
  }
  return rows;
}
