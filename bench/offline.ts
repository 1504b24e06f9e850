import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import os from "node:os";
import { build } from "vite";
import { aliases } from "../vite.config.ts";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium";
import { BUDGETS, type Row } from "./budgets";

/**
 * The phone app offline (decision 051; docs/product/README.md, Speed and size):
 * what the offline store and the outbox add to a signed-in screen's first load, and
 * how long /calendar takes to show her month with the network off, on the bench's
 * emulated slow phone (Lighthouse's mobile CPU: 4× slower).
 */

/** The modules the offline store and the outbox brought into the signed-in layout's first load. */
const OFFLINE_MODULES = ["src/web/lib/api/offline-store.ts", "src/web/lib/api/outbox.ts", "src/web/components/layout/sync-badge.tsx"];
/** What every signed-in screen loaded before (not counted): React, TanStack Query, the icons, the API client and toasts. */
const ALREADY_LOADED = /^(react|react-dom|react\/jsx-runtime|@tanstack\/react-query|lucide-react)$|\/(client|notify|offline|local-state|query-keys)$/;

/** The offline modules bundled alone (minified, gzip -9), plus TanStack Query's dehydrate/hydrate, which no screen imported before. */
export async function offlineFirstLoadRow(): Promise<Row> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-bench-offline-"));
  const entry = path.join(dir, "entry.ts");
  fs.writeFileSync(entry, OFFLINE_MODULES.map((m) => `export * from ${JSON.stringify(path.resolve(m))};`).join("\n"));
  let code: string;
  try {
    const output = (await build({
      configFile: false,
      logLevel: "silent",
      resolve: { alias: aliases },
      build: {
        write: false,
        minify: true,
        target: "es2022",
        lib: { entry, formats: ["es"], fileName: "offline" },
        rolldownOptions: { external: (id: string) => ALREADY_LOADED.test(id) },
      },
    })) as { output: { type: string; code?: string }[] }[] | { output: { type: string; code?: string }[] };
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((o) => o.type === "chunk");
    code = chunks.map((c) => c.code ?? "").join("\n");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const own = zlib.gzipSync(code, { level: 9 }).length;
  const hydrationFile = path.resolve("node_modules/@tanstack/query-core/build/modern/hydration.js");
  const hydration = fs.existsSync(hydrationFile) ? zlib.gzipSync(fs.readFileSync(hydrationFile), { level: 9 }).length : 0;
  const kb = Math.round(((own + hydration) / 1024) * 10) / 10;
  return {
    section: "Phone app offline",
    measure:
      "offline store + outbox + sync badge (idb-keyval, dehydrate/hydrate) added to a signed-in screen's first load; the service worker loads after it, when idle",
    value: kb,
    unit: "KB gzip",
    budget: `≤ ${BUDGETS.offlineFirstLoadKb}`,
    met: kb <= BUDGETS.offlineFirstLoadKb,
  };
}

const SESSION_COOKIE = (cookie: string, url: string) => {
  const at = cookie.indexOf("=");
  return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url };
};

/**
 * The ten-year nurse opens /calendar once (the service worker installs, her month is kept), then, network
 * off and CPU 4× slower, reloads it: the time from navigation to her month's hours on screen, median of 3.
 */
export async function offlineCalendarRow(url: string, cookie: string): Promise<Row> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });
    await context.addCookies([SESSION_COOKIE(cookie, url)]);
    const page = await context.newPage();
    await page.goto(`${url}/calendar`);
    await page.waitForFunction(() => /hours scheduled/.test(document.querySelector('[data-testid="hours-scheduled"]')?.textContent ?? ""));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Kept on the device once the store has her month (written a moment after the answer).
    await page.waitForFunction(
      async () => {
        if (!(await indexedDB.databases()).some((db) => db.name === "nursevitals-offline")) return false;
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open("nursevitals-offline");
          open.onsuccess = () => {
            const db = open.result;
            const keys = db.transaction("keyval").objectStore("keyval").getAllKeys();
            keys.onsuccess = () => {
              db.close();
              resolve(keys.result.some((k) => typeof k === "string" && k.startsWith("cache:")));
            };
          };
          open.onerror = () => resolve(false);
        });
      },
      undefined,
      { timeout: 30_000, polling: 500 },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.reload({ waitUntil: "commit" });
      const shown = await page.waitForFunction(
        () => (/\d+(\.\d+)? hours scheduled/.test(document.querySelector('[data-testid="hours-scheduled"]')?.textContent ?? "") ? performance.now() : false),
        undefined,
        { polling: "raf", timeout: 30_000 },
      );
      times.push(Math.round((await shown.jsonValue()) as number));
    }
    const ms = [...times].sort((a, b) => a - b)[1]!;
    return {
      section: "Phone app offline",
      measure: `/calendar with the network off shows her month (service worker + IndexedDB; 4× CPU slowdown; median of ${times.join(", ")} ms)`,
      value: ms,
      unit: "ms",
      budget: `≤ ${BUDGETS.offlineCalendarMs}`,
      met: ms <= BUDGETS.offlineCalendarMs,
    };
  } finally {
    await browser.close();
  }
}
