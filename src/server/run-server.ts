import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createDemoAccount, DEMO_EMAIL, DEMO_PASSWORD, demoRefreshTask } from "./demo/demo-account";
import { certificationRemindersTask } from "./features/certifications/reminders";
import { housekeepingTask } from "./tasks/housekeeping";
import { startScheduler } from "./tasks/scheduler";
import { outboxDir, outboxWarning } from "./mail/mailer";
import { createServices } from "./services";
import { webAppBuilt } from "./static";

/**
 * The server of main.ts once its database is open: services, the app, the
 * demo account, scheduled tasks and a clean stop on Ctrl-C or SIGTERM.
 */
export async function runServer(config: Config, database: DatabaseHandle, startedAt: number, releaseLock: () => void): Promise<void> {
  const services = await createServices(config, { database });
  const { app } = createApp(services);
  const { logger } = services;
  const outboxNotice = outboxWarning(config.smtpUrl, config.baseUrl, outboxDir(config.dataDir));
  if (outboxNotice) logger.warn(outboxNotice);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    logger.info(
      `NurseVitals is running at ${config.baseUrl} (listening on ${info.address}:${info.port}, ${services.database.kind} database, started in ${ms} ms)`,
    );
    if (!webAppBuilt()) logger.warn("The web app is not built: run `npm run build` (npm start does it for you).");
  });

  // Sign-in loads now that the server answers (services.ts, LazyAuth).
  services.auth.ready().catch((error: unknown) => logger.error("Sign-in could not be set up", error));
  if (config.demo && (await createDemoAccount(services))) {
    logger.info(`Demo account created — email: ${DEMO_EMAIL}  password: ${DEMO_PASSWORD}`);
  }
  const tasks = [housekeepingTask(services), certificationRemindersTask(services), ...(config.demo ? [demoRefreshTask(services)] : [])];
  const scheduler = startScheduler(services.db, tasks, logger, config.schedulerTickMs);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: shutting down…`);
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
        process.exit(0);
      });
    });
    // Idle keep-alive connections would hold close() open; busy ones are closed as they go idle (above).
    http.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("exit", releaseLock);
}
