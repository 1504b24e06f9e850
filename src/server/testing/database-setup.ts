import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../db/client";
import { scratchDatabaseName, startEmbeddedPostgres } from "../db/embedded-postgres";

export interface TestDatabaseServer {
  /** "embedded": a PostgreSQL server started for this run; "postgres": the one at TEST_DATABASE_URL. */
  kind: "embedded" | "postgres";
  /** A URL on the server's maintenance database (any database name can be put in its place). */
  adminUrl: string;
  /** A migrated empty database each test file's database is cloned from. */
  template: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseServer;
  }
}

export const withDatabase = (url: string, database: string) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Vitest global setup of the API projects: once per run, a PostgreSQL server
 * (the embedded one, started in a temp dir, or TEST_DATABASE_URL's) and a
 * migrated template database; each test file clones it (test-database.ts), which
 * takes milliseconds where migrating would take a second.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND === "postgres" ? "postgres" : "embedded";
  let stopServer = async () => undefined as void;
  let adminUrl: string;
  let dataDir: string | undefined;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    adminUrl = url;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-test-pg-"));
    const server = await startEmbeddedPostgres(path.join(dataDir, "pg"), { watch: false });
    adminUrl = withDatabase(server.url, "postgres");
    stopServer = () => server.stop();
  }
  const template = scratchDatabaseName("nv_template");
  await admin(adminUrl, (client) => client.query(`create database ${template}`));
  const handle = await openPostgres(withDatabase(adminUrl, template));
  await handle.close();
  project.provide("testDatabase", { kind, adminUrl, template });

  return async () => {
    if (kind === "postgres") {
      await admin(adminUrl, (client) => client.query(`drop database if exists ${template} with (force)`));
    }
    await stopServer();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
