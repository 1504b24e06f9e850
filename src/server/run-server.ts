import { createApp } from "./app";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { DEMO_EMAIL, DEMO_PASSWORD, demoRefreshTask, hasNoUsers } from "./demo/demo-account";
import { runDemoProcess } from "./demo/demo-runner";
import { certificationRemindersTask } from "./features/certifications/reminders";
import { shiftRemindersTask } from "./features/push/shift-reminders";
import { timerPushesTask } from "./features/push/timer-pushes";
import { housekeepingTask } from "./tasks/housekeeping";
import { startScheduler } from "./tasks/scheduler";
import { outboxDir, outboxWarning } from "./mail/mailer";
import { portInUseMessage } from "./http/port-check";
import { DEFAULT_TIME_LIMITS, startHttpServer } from "./http/node-server";
import { createServices } from "./services";
import { webAppBuilt } from "./http/static";

/**
 * The server of main.ts once its database is open: services, the app, the
 * demo account, scheduled tasks and a clean stop on Ctrl-C, SIGTERM or a
 * closed terminal (SIGHUP).
 */
export async function runServer(config: Config, database: DatabaseHandle, startedAt: number, releaseLock: () => void): Promise<void> {
  const services = await createServices(config, { database });
  const { app } = createApp(services);
  const { logger } = services;
  const outboxNotice = outboxWarning(config.smtpUrl, config.baseUrl, outboxDir(config.dataDir));
  if (outboxNotice) logger.warn(outboxNotice);

  const limits = { ...DEFAULT_TIME_LIMITS, bodyIdleMs: config.requestLimits.bodyIdleMs };
  const server = startHttpServer(app.fetch, { port: config.port, hostname: config.host, limits }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    logger.info(
      `NurseVitals is running at ${config.baseUrl} (listening on ${info.address}:${info.port}, ${services.database.kind} database, started in ${ms} ms)`,
    );
    if (!webAppBuilt()) logger.warn("The web app is not built: run `npm run build` (npm start does it for you).");
  });

  // Sign-in loads now that the server answers (services.ts, LazyAuth).
  services.auth.ready().catch((error: unknown) => logger.error("Sign-in could not be set up", error));
  const refreshDemo = () => runDemoProcess("refresh", database.url);
  const tasks = [
    housekeepingTask(services),
    certificationRemindersTask(services),
    shiftRemindersTask(services),
    timerPushesTask(services),
    ...(config.demo ? [demoRefreshTask(refreshDemo)] : []),
  ];
  const scheduler = startScheduler(services.db, tasks, logger, config.schedulerTickMs);

  let stopping = false;
  const shutdown = (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down…`);
    scheduler.stop();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const http = server as unknown as { closeIdleConnections(): void };
    // Requests under way finish (their writes are acknowledged, then kept); only then does the database close.
    const drain = setInterval(() => http.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(drain);
      void services.database.close().finally(() => {
        releaseLock();
        logger.info("Stopped cleanly.");
        process.exit(exitCode);
      });
    });
    // Idle keep-alive connections would hold close() open; busy ones are closed as they go idle (above).
    http.closeIdleConnections();
  };
  // The port was free a moment ago (main.ts); if another program took it since, stop as cleanly.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    logger.error(portInUseMessage(config.port));
    shutdown("The port is in use", 1);
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => shutdown(`${signal} received`));
  process.on("exit", releaseLock);

  // On a new database, in a process of its own: drawing her sample photos would keep the server's memory high for ever.
  if (config.demo && (await hasNoUsers(services.db))) {
    await runDemoProcess("create", database.url).then(
      (created) => created && logger.info(`Demo account created — email: ${DEMO_EMAIL}  password: ${DEMO_PASSWORD}`),
      (error: unknown) => !stopping && logger.error("The demo account could not be made", error),
    );
  }
}
