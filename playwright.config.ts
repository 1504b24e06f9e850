import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/find-chromium";
import { SERVER_NODE_FLAGS } from "./src/server/node-flags";

/** Browser tests drive the built server (npm run build) with a temp data dir, like a nurse would. */
const port = Number(process.env.E2E_PORT ?? 3217);
const googlePort = port + 1;
process.env.E2E_BASE_URL ??= `http://localhost:${port}`;
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "nv-e2e-"));
const baseURL = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One server serves every worker: more than four only queue behind it.
  workers: Math.min(4, Math.max(1, os.availableParallelism())),
  // On CI a retry keeps one slow moment of a shared machine from failing the run, and a stray test.only fails it;
  // locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A CI machine may be slower than the one the tests were written on (2.3× once, for the same tree): long journeys and slow answers get room there.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // Recording a trace costs a test ~40 % more CPU (every action's screenshots and snapshots: 261 → 152 CPU-seconds
    // for the account and dashboard journeys here), so only a retry records one: a failure that stays has its trace.
    trace: "on-first-retry",
    // The service worker precaches every screen's code: each of ~240 fresh contexts fetching it would load the
    // one server for nothing a journey checks. The phone app's own tests allow it (decision 045).
    serviceWorkers: "block",
    locale: "en-CA",
    timezoneId: "America/Vancouver",
  },
  // A journey runs at both widths only where the width changes what it checks (layout, touch, the phone's own
  // screens). One tagged @any-width does not depend on the width: it runs once, on the desktop project. @phone-only
  // and @desktop-only are about one width's screens; a tag keeps the other project from signing a nurse up to skip.
  projects: [
    { name: "phone", grepInvert: /@any-width|@desktop-only/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: "desktop", grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `npx tsx e2e/support/mock-google.ts ${googlePort}`,
      url: `http://localhost:${googlePort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: `node ${SERVER_NODE_FLAGS.join(" ")} dist/server/main.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // A clean stop stops its embedded PostgreSQL; Playwright's default SIGKILL would leave it running.
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO: "0",
        LOG_LEVEL: "warn",
        // Tests sign many nurses up from one address.
        RATE_LIMIT_FACTOR: "50",
        GOOGLE_CLIENT_ID: "nursevitals-e2e",
        GOOGLE_CLIENT_SECRET: "e2e-secret",
        GOOGLE_ISSUER: `http://localhost:${googlePort}`,
      },
    },
  ],
});
