import { ConfigError, readConfig } from "./config";
import { openConfiguredDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { createLogger } from "./logger";

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  // The embedded PostgreSQL server belongs to one app: one server per data dir. PostgreSQL at DATABASE_URL takes any number.
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const logger = createLogger(config.logLevel);
  // Time-zone data decides every nurse's "today" and the calendar feed's offsets: say which the server has.
  logger.info(`Node ${process.version}, time-zone data ${process.versions.tz ?? "unknown"}`);
  const database = await openConfiguredDatabase(config, (message) => logger.info(message));
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
