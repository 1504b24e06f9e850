import path from "node:path";
import type { Auth, AuthDeps } from "./auth/better-auth";
import { authSecretFor } from "./auth-secret";
import type { Config } from "./config";
import { openConfiguredDatabase, type Database, type DatabaseHandle } from "./db/client";
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
  auth: LazyAuth;
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

/**
 * Better Auth, made on first use. Loading it is a fifth of the server's start-up,
 * so the server answers first and warms it just after (run-server.ts); a
 * sign-in that comes sooner waits for it.
 */
export interface LazyAuth {
  ready(): Promise<Auth>;
  handler(request: Request): Promise<Response>;
  readonly $context: Auth["$context"];
}

function lazyAuth(deps: AuthDeps): LazyAuth {
  let made: Promise<Auth> | undefined;
  const ready = () => (made ??= import("./auth/better-auth").then(({ createAuth }) => createAuth(deps)));
  return {
    ready,
    handler: async (request) => (await ready()).handler(request),
    get $context() {
      return ready().then((auth) => auth.$context);
    },
  };
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database = overrides.database ?? (await openConfiguredDatabase(config));
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(outboxDir(config.dataDir), config.mailFrom, logger));
  const secret = overrides.authSecret ?? authSecretFor(config, logger);
  const sessions = createSessionReader(database.db, secret);
  const userData = new UserDataCache(config.cacheAnswers ? undefined : 0);
  await database.listen(USER_DATA_CHANNEL, (userId) => userData.evictUser(userId), (listening) => userData.setEnabled(listening));
  const auth = lazyAuth({
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
