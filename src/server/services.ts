import path from "node:path";
import type { Auth, AuthDeps, ProviderUser } from "./auth/better-auth";
import { authSecretFor } from "./auth/auth-secret";
import type { Config } from "./config";
import { openConfiguredDatabase, type Database, type DatabaseHandle } from "./db/client";
import { USER_DATA_CHANNEL, UserDataCache } from "./cache/user-data-cache";
import { createLocalBlobStore, type BlobStore } from "./files/blob-store";
import { createFileLinks, type FileLinks } from "./files/signed-links";
import { createS3BlobStore } from "./files/s3-blob-store";
import { withStorageQuota } from "./files/storage-quota";
import type { FileAreaRules } from "./files/user-files";
import { createLogger, type Logger } from "./logger";
import { createPushSender, type PushSender } from "./push/push-sender";
import { vapidKeysFor } from "./push/vapid";
import { createOutboxMailer, createSmtpMailer, outboxDir, type Mailer } from "./mail/mailer";
import { RateLimiter } from "./rate-limit";
import { createSessionReader, type SessionReaderService } from "./auth/session-reader";

/** Everything a route needs, built once per process (or per test). */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  auth: LazyAuth;
  mailer: Mailer;
  /** Web Push to her devices (decision 046). */
  push: PushSender;
  logger: Logger;
  limiter: RateLimiter;
  files: BlobStore;
  /** Signed links to private files (3600 s). */
  fileLinks: FileLinks;
  sessions: SessionReaderService;
  /** Answers derived from one user's rows, dropped when those rows change. */
  userData: UserDataCache;
  /** What the areas do when an account is made; filled by the composition root (app.ts). */
  signUpHooks: SignUpHooks;
  /** The areas' parts of the account export; filled by the composition root (app.ts). */
  exportSections: ExportSections;
  /** The file areas the upload routes declare ({area}/{userId}/…), for an account's export and deletion; filled by the composition root (app.ts). */
  fileAreas: string[];
  /** What each file area's upload routes take (names, types, sizes), for an account's import; filled by the composition root (app.ts). */
  fileRules: Record<string, FileAreaRules>;
}

/** Each a section of the account export: what the user with this id sees of a shared thing. */
export type ExportSections = Record<string, (userId: string) => Promise<unknown>>;

/**
 * A new nurse's first moments, as the areas want them (her profile, her
 * picture). The auth machinery calls these without knowing the areas: the
 * composition root injects them, so auth never imports a feature.
 */
export interface SignUpHooks {
  /** An email sign-up made her account: the name she typed and her browser's zone. */
  onEmailSignUp?: (userId: string, start: { name: string; timezone: string }) => Promise<void>;
  /** Her first sign-in through Google made her account; `timezone` is what her browser sent (unchecked). */
  onProviderSignUp?: (user: ProviderUser, timezone: unknown) => Promise<void>;
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
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(outboxDir(config.dataDir), config.mailFrom, logger));
  const secret = overrides.authSecret ?? authSecretFor(config, logger);
  const sessions = createSessionReader(database.db, secret);
  const userData = new UserDataCache(config.cacheAnswers ? undefined : 0);
  await database.listen(
    USER_DATA_CHANNEL,
    (userId) => userData.evictUser(userId),
    (listening) => userData.setEnabled(listening),
  );
  const signUpHooks: SignUpHooks = {};
  const auth = lazyAuth({
    config,
    db: database.db,
    mailer,
    logger,
    secret,
    // Whenever Better Auth ends her cached sessions (email confirmed, password set or
    // changed), her cached answers go too: the profile's email and password flag are in them
    // (the database's NOTIFY would come a moment later).
    sessionReader: {
      forgetUser: (userId) => {
        sessions.forgetUser(userId);
        userData.evictUser(userId);
      },
    },
    // Runs on a later request, once the composition root has filled the hooks.
    onProviderSignUp: async (user, timezone) => signUpHooks.onProviderSignUp?.(user, timezone),
  });
  const fileAreas: string[] = [];
  const store = config.filesS3 ? await createS3BlobStore(config.filesS3) : createLocalBlobStore(path.join(config.dataDir, "files"));
  const services: Services = {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    push: createPushSender(database.db, vapidKeysFor(config, logger), config.vapidSubject, logger),
    logger,
    limiter: new RateLimiter(database.db, config.rateLimitFactor),
    // Every file put in a nurse's folders counts in her storage (STORAGE_QUOTA_MB).
    files: withStorageQuota(store, { quotaBytes: config.storageQuotaBytes, fileAreas: () => fileAreas }),
    fileLinks: createFileLinks(secret),
    sessions,
    userData,
    signUpHooks,
    exportSections: {},
    fileAreas,
    fileRules: {},
  };
  return services;
}
