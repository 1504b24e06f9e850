import { ConfigError, readConfig } from "./config";
import { openConfiguredDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  // PGlite is single-process: one server per data dir. PostgreSQL takes any number.
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openConfiguredDatabase(config);
  const { runServer } = await import("./run-server");
  await runServer(config, database, startedAt, releaseLock);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("NurseVitals could not start:", error);
  }
  process.exit(1);
});
