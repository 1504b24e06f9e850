import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

// Generous: on a 2-core machine the fuzzer in one fork slows a scrypt-heavy auth test in the other threefold.
const api = { include: ["src/server/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 };

// Crash, two-instance and PostgreSQL checks live in the api-postgres half: say so when it does not run.
if (!process.env.TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: the API tests run on PGlite only; the PostgreSQL half (api-postgres) is skipped.");
}

/**
 * core: pure rules. api: the Hono app in-process against a fresh PGlite per file,
 * and again against PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { resolve: { alias: aliases }, test: { name: "core", include: ["src/core/**/*.test.ts", "src/web/**/*.test.ts"] } },
      { resolve: { alias: aliases }, test: { name: "api", ...api, env: { TEST_DB_KIND: "pglite" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ resolve: { alias: aliases }, test: { name: "api-postgres", ...api, env: { TEST_DB_KIND: "postgres" } } }]
        : []),
    ],
  },
});
