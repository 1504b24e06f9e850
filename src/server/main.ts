import { ConfigError, readConfig } from "./config";
import { openConfiguredDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { assertPortFree, PortInUseError } from "./http/port-check";
import { createLogger } from "./logger";

/** The Node the app is made for: `npm ci` installs it into node_modules/.bin (the npm package `node`), and npm scripts run it. */
const NODE_MAJOR = 24;

async function main() {
  const startedAt = performance.now();
  if (Number(process.versions.node.split(".")[0]) !== NODE_MAJOR) {
    throw new ConfigError(
      `NurseVitals runs on Node ${NODE_MAJOR} (this is ${process.version}): start it with \`npm start\` or \`npm run serve\`, which use the Node that \`npm ci\` installed.`,
    );
  }
  const config = readConfig();
  // The embedded PostgreSQL server belongs to one app: one server per data dir. PostgreSQL at DATABASE_URL takes any number.
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    await assertPortFree(config.port, config.host);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // Time-zone data decides every nurse's "today" and the calendar feed's offsets: say which the server has.
  logger.info(`Node ${process.version}, time-zone data ${process.versions.tz ?? "unknown"}`);
  const database = await openConfiguredDatabase(config, (message) => logger.info(message));
  const { runServer } = await import("./run-server");
  await runServer(config, database, startedAt, releaseLock);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof PortInUseError) {
    console.error(error.message);
  } else {
    console.error("NurseVitals could not start:", error);
  }
  process.exit(1);
});
