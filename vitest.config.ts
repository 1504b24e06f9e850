import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

/** The tests that start the real server (and its PostgreSQL) as processes, or run the backup scripts: the `system` layer. */
const systemTests = ["src/server/main.test.ts", "src/server/resilience.test.ts", "src/server/db/backup.test.ts"];

// Generous: on a 2-core machine the fuzzer in one fork slows a scrypt-heavy auth test in the other threefold.
const serverTests = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // One PostgreSQL server and a migrated template per run; each test file clones its own database.
  globalSetup: ["src/server/testing/database-setup.ts"],
  setupFiles: ["src/server/testing/cleanup.ts"],
};
const api = { ...serverTests, include: ["src/server/**/*.test.ts"], exclude: systemTests };
/**
 * Run on the embedded PostgreSQL only (decision 048): what they test does not depend on the engine. HTTP and its
 * limits, route reach (the same SQL as the feature files, which run on both), the document and its fuzzing, sign-in's
 * hashing, card photos read, PDFs, mail, compression and blobs. Every file about the app's own SQL runs on both.
 */
const oneEngineTests = [
  "src/server/security.test.ts",
  "src/server/contract.test.ts",
  "src/server/auth/auth.test.ts",
  "src/server/http/**/*.test.ts",
  "src/server/features/certifications/extract.test.ts",
  "src/server/db/pglite-migration.test.ts",
  "src/server/render/*.test.ts",
  "src/server/pdf/*.test.ts",
  "src/server/mail/*.test.ts",
  "src/server/files/*.test.ts",
  "src/server/config.test.ts",
  "src/server/node-flags.test.ts",
];
const apiOnPostgres = { ...api, exclude: [...systemTests, ...oneEngineTests] };
// Each of these files starts servers of its own, each with its own PostgreSQL and tsx: two at once on two cores only
// wait on each other (and time out), so they run one file at a time.
const system = { ...serverTests, include: systemTests, maxWorkers: 1 };

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    "TEST_DATABASE_URL is not set: the API and system tests run on the embedded PostgreSQL only; their external PostgreSQL halves (api-postgres, system-postgres) are skipped.",
  );
}

/**
 * The layers, fastest first (`npm test` runs them one after the other, timed: scripts/test-layers.ts):
 * core: pure rules. components: web pieces in happy-dom. lint-rules: the boundaries lint enforces. api: the Hono
 * app in-process against a fresh database per file on an embedded PostgreSQL started for the run, and again
 * against the PostgreSQL at TEST_DATABASE_URL when it is set (CI sets it). system: the server as processes.
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    pool: "forks",
    maxWorkers: 2,
    projects: [
      // Property tests run hundreds of cases: on a busy 2-core machine some take longer than vitest's 5 s.
      { resolve: { alias: aliases }, test: { name: "core", include: ["src/core/**/*.test.ts", "src/web/**/*.test.ts"], testTimeout: 30_000 } },
      // Widgets, forms and hooks, rendered in happy-dom with Testing Library: what a tap or a key does to them.
      {
        resolve: { alias: aliases },
        // A busy 2-core machine makes a form's first render and its lazily loaded rules slow: room beyond vitest's 5 s.
        test: {
          name: "components",
          include: ["src/web/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["src/web/testing/setup-components.ts"],
          testTimeout: 30_000,
        },
      },
      // Lints small probe files with the project's own ESLint setup: slow (type-aware), so not in `npm run check`'s core.
      { resolve: { alias: aliases }, test: { name: "lint-rules", include: ["src/tooling/**/*.test.ts"], testTimeout: 120_000 } },
      { resolve: { alias: aliases }, test: { name: "api", ...api, env: { TEST_DB_KIND: "embedded" } } },
      { resolve: { alias: aliases }, test: { name: "system", ...system, env: { TEST_DB_KIND: "embedded" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            { resolve: { alias: aliases }, test: { name: "api-postgres", ...apiOnPostgres, env: { TEST_DB_KIND: "postgres" } } },
            { resolve: { alias: aliases }, test: { name: "system-postgres", ...system, env: { TEST_DB_KIND: "postgres" } } },
          ]
        : []),
    ],
  },
});
