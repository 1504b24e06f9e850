import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

// Generous: on a 2-core machine the fuzzer in one fork slows a scrypt-heavy auth test in the other threefold.
const api = {
  include: ["src/server/**/*.test.ts"],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // One PostgreSQL server and a migrated template per run; each test file clones its own database.
  globalSetup: ["src/server/testing/database-setup.ts"],
  setupFiles: ["src/server/testing/cleanup.ts"],
};

if (!process.env.TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: the API tests run on the embedded PostgreSQL only; the external PostgreSQL half (api-postgres) is skipped.");
}

/**
 * core: pure rules. components: web pieces in happy-dom. lint-rules: the boundaries lint enforces. api: the Hono app in-process against a fresh database per
 * file on an embedded PostgreSQL started for the run, and again against the
 * PostgreSQL at TEST_DATABASE_URL when it is set (CI sets it).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { resolve: { alias: aliases }, test: { name: "core", include: ["src/core/**/*.test.ts", "src/web/**/*.test.ts"] } },
      // Widgets and small interactive pieces, rendered in happy-dom with Testing Library: what a tap or a key does to them.
      {
        resolve: { alias: aliases },
        test: { name: "components", include: ["src/web/**/*.test.tsx"], environment: "happy-dom", setupFiles: ["src/web/testing/setup-components.ts"] },
      },
      // Lints small probe files with the project's own ESLint setup: slow (type-aware), so not in `npm run check`'s core.
      { resolve: { alias: aliases }, test: { name: "lint-rules", include: ["src/tooling/**/*.test.ts"], testTimeout: 120_000 } },
      { resolve: { alias: aliases }, test: { name: "api", ...api, env: { TEST_DB_KIND: "embedded" } } },
      ...(process.env.TEST_DATABASE_URL ? [{ resolve: { alias: aliases }, test: { name: "api-postgres", ...api, env: { TEST_DB_KIND: "postgres" } } }] : []),
    ],
  },
});
