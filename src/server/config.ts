import path from "node:path";
import { z } from "zod";

/**
 * The environment, parsed once. Nothing else in the server reads process.env:
 * everything is passed down from here, so tests build a Config by hand.
 */
const flag = <F extends boolean | undefined>(fallback: F) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["1", "true", "yes", "on"].includes(v)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  BASE_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("NurseVitals <no-reply@nursevitals.local>"),
  /** An OpenAI-compatible chat endpoint for reading card photos (optional: OCR on this server otherwise). */
  LLM_URL: z.url("must be a URL").optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Web Push (decision 046): the same pair on every instance; unset, a pair is made once in DATA_DIR. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/, "must be the base64url public key web-push made (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,45}$/, "must be the base64url private key web-push made (43 characters)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .optional(),
  TRUST_PROXY: flag(false),
  /** Unset: on for the embedded database, off on PostgreSQL (a production server has no account with a published password). */
  DEMO: flag(undefined),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** Each nurse's room for files, in MB (MiB): attachments, card photos, her avatar and what the server makes from them. */
  STORAGE_QUOTA_MB: z.coerce.number().positive().default(1024),
  /** A request body that brings too little for this long is cut off (a stalled upload). */
  UPLOAD_IDLE_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** Uploads one nurse may have under way at once, and one client address (a hospital's network is one address). */
  UPLOADS_PER_NURSE: z.coerce.number().int().positive().default(3),
  UPLOADS_PER_IP: z.coerce.number().int().positive().default(20),
  IMPORT_MAX_MB: z.coerce.number().int().min(1).default(1536),
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
  SCHEDULER_TICK_MS: z.coerce.number().int().min(50).default(30_000),
  CACHE_ANSWERS: flag(true),
  /** Files in an S3-compatible object store (AWS S3, MinIO, R2) instead of DATA_DIR/files. */
  FILES_S3_BUCKET: z.string().min(3).optional(),
  FILES_S3_ENDPOINT: z.url().optional(),
  FILES_S3_REGION: z.string().min(1).default("us-east-1"),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (bucket in the path): MinIO and most self-hosted stores want it. */
  FILES_S3_FORCE_PATH_STYLE: flag(undefined),
});

export type LogLevel = z.infer<typeof envSchema>["LOG_LEVEL"];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** OpenAI-compatible endpoint for AI Read, when configured. */
  llm: { url: string; apiKey: string | undefined; model: string } | undefined;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  authSecret: string | undefined;
  /** VAPID_* when set (both keys); otherwise push/vapid.ts keeps a pair in the data dir. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about this server's pushes. */
  vapidSubject: string;
  trustProxy: boolean;
  demo: boolean;
  /** Multiplies every rate limit; only test environments raise it. */
  rateLimitFactor: number;
  /** Each nurse's storage, in bytes. */
  storageQuotaBytes: number;
  /** How a request's headers and body must keep coming, and how many uploads one client may have open. */
  requestLimits: { bodyIdleMs: number; uploadsPerNurse: number; uploadsPerIp: number };
  /** The largest account export (ZIP) an import takes, in bytes. */
  importMaxBytes: number;
  logLevel: LogLevel;
  /** How often each instance asks whether a scheduled task is due. */
  schedulerTickMs: number;
  /** Keep computed answers (a calendar month) in memory until their rows change; off measures the database path. */
  cacheAnswers: boolean;
  /** The object store files go to; undefined keeps them under DATA_DIR/files. */
  filesS3: S3Config | undefined;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the AWS SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`The environment is not valid:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError("The environment is not valid:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  if (Boolean(e.FILES_S3_ACCESS_KEY_ID) !== Boolean(e.FILES_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("The environment is not valid:\n  FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY must be set together");
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError("The environment is not valid:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  }
  if (!e.FILES_S3_BUCKET && e.FILES_S3_ENDPOINT) {
    throw new ConfigError("The environment is not valid:\n  FILES_S3_ENDPOINT needs FILES_S3_BUCKET");
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    baseUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    llm: e.LLM_URL ? { url: e.LLM_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL ?? "gpt-4o-mini" } : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    authSecret: e.AUTH_SECRET,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? (baseUrl.startsWith("https://") ? baseUrl : "mailto:no-reply@nursevitals.local"),
    trustProxy: e.TRUST_PROXY,
    demo: e.DEMO ?? !e.DATABASE_URL,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    storageQuotaBytes: Math.round(e.STORAGE_QUOTA_MB * 1024 * 1024),
    requestLimits: { bodyIdleMs: Math.round(e.UPLOAD_IDLE_SECONDS * 1000), uploadsPerNurse: e.UPLOADS_PER_NURSE, uploadsPerIp: e.UPLOADS_PER_IP },
    importMaxBytes: e.IMPORT_MAX_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    schedulerTickMs: e.SCHEDULER_TICK_MS,
    cacheAnswers: e.CACHE_ANSWERS,
    filesS3: e.FILES_S3_BUCKET
      ? {
          bucket: e.FILES_S3_BUCKET,
          endpoint: e.FILES_S3_ENDPOINT,
          region: e.FILES_S3_REGION,
          credentials:
            e.FILES_S3_ACCESS_KEY_ID && e.FILES_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.FILES_S3_ACCESS_KEY_ID, secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.FILES_S3_FORCE_PATH_STYLE ?? Boolean(e.FILES_S3_ENDPOINT),
        }
      : undefined,
  };
}
