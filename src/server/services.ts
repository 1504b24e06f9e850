import path from "node:path";
import { createAuth, type Auth } from "./auth";
import { authSecretFor } from "./auth-secret";
import type { Config } from "./config";
import { openPglite, openPostgres, type Database, type DatabaseHandle } from "./db/client";
import { USER_DATA_CHANNEL, UserDataCache } from "./cache/user-data-cache";
import { createLocalBlobStore, type BlobStore } from "./files/blob-store";
import { welcomeGoogleNurse } from "./google-sign-up";
import { createLogger, type Logger } from "./logger";
import { createOutboxMailer, createSmtpMailer, outboxDir, type Mailer } from "./mail/mailer";
import { RateLimiter } from "./rate-limit";
import { createSessionReader, type SessionReaderService } from "./session-reader";

/** Everything a route needs, built once per process (or per test). */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  limiter: RateLimiter;
  files: BlobStore;
  sessions: SessionReaderService;
  /** Answers derived from one user's rows, dropped when those rows change. */
  userData: UserDataCache;
}

export interface ServiceOverrides {
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: Logger;
  authSecret?: string;
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database =
    overrides.database ??
    (config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, "db")));
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(outboxDir(config.dataDir), config.mailFrom, logger));
  const secret = overrides.authSecret ?? authSecretFor(config, logger);
  const sessions = createSessionReader(database.db, secret);
  const userData = new UserDataCache(config.cacheAnswers ? undefined : 0);
  await database.listen(USER_DATA_CHANNEL, (userId) => userData.evictUser(userId), (listening) => userData.setEnabled(listening));
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    logger,
    secret,
    sessionReader: sessions,
    // Runs on a later request, once `services` exists.
    onProviderSignUp: (user, timezone) => welcomeGoogleNurse(services, user, timezone),
  });
  const services: Services = {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    logger,
    limiter: new RateLimiter(database.db, config.rateLimitFactor),
    files: createLocalBlobStore(path.join(config.dataDir, "files")),
    sessions,
    userData,
  };
  return services;
}
