import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app";
import { readConfig, type Config } from "../config";
import { openConfiguredDatabase } from "../db/client";
import type { ErrorBody } from "../http/errors";
import type { Mail, Mailer } from "../mail/mailer";
import { createServices, type Services } from "../services";
import { contractProblem } from "./contract";
import { apiClient } from "./api-client";
import { freshTestDatabase } from "./test-database";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  cookie: string;
}

/** What fetch() (and so app.request) takes as a body. */
type FetchBody = NonNullable<Parameters<typeof fetch>[1]>["body"];

export interface RequestInit {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/** Mail is captured in memory; waitForMail resolves when a matching message arrives. */
function captureMailer() {
  const mails: Mail[] = [];
  const events = new EventEmitter();
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
      events.emit("mail", mail);
    },
  };
  const waitForMail = (to: string, match: (mail: Mail) => boolean = () => true) =>
    new Promise<Mail>((resolve, reject) => {
      const found = mails.find((m) => m.to === to && match(m));
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), 5_000);
      const onMail = (mail: Mail) => {
        if (mail.to !== to || !match(mail)) return;
        clearTimeout(timer);
        events.off("mail", onMail);
        resolve(mail);
      };
      events.on("mail", onMail);
    });
  return { mails, mailer, waitForMail };
}

/**
 * The app in-process on a fresh database; each test makes its own users. Mail is
 * captured in memory, or with `mail: "outbox"` goes through the real dev outbox
 * (DATA_DIR/outbox) as it does without SMTP_URL. `onDisk`: the embedded PostgreSQL
 * server runs in DATA_DIR/pg and the auth secret is in DATA_DIR/auth-secret, as a server's
 * do, and close() leaves the data dir for the caller (the backup test reads it);
 * DATA_DIR in `env` opens an existing one.
 */
/** Apps on disk not closed yet: each runs a PostgreSQL server, which a failed test must not leave behind. */
const openOnDisk = new Set<{ close(): Promise<void> }>();

/** Closes every on-disk app a test file left open (after-all hook of the API projects: cleanup.ts). */
export async function closeLeftoverTestApps(): Promise<void> {
  await Promise.all([...openOnDisk].map((handle) => handle.close()));
}

export async function createTestApp(
  env: Record<string, string> = {},
  {
    mail = "capture",
    onDisk = false,
    confirmed = false,
  }: {
    mail?: "capture" | "outbox";
    onDisk?: boolean;
    /** Every nurse signed up has her address confirmed (as one who invites colleagues must); otherwise as a sign-up leaves it, not yet. */
    confirmed?: boolean;
  } = {},
) {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "nv-api-"));
  const config: Config = readConfig({
    DATA_DIR: dataDir,
    BASE_URL: "http://localhost:3000",
    LOG_LEVEL: "error",
    TRUST_PROXY: "1",
    DEMO: "0",
    ...env,
  });
  const capture = captureMailer();
  const database = onDisk ? await openConfiguredDatabase(config, () => undefined) : await freshTestDatabase();
  if (onDisk) openOnDisk.add(database);
  const services: Services = await createServices(config, {
    database,
    mailer: mail === "capture" ? capture.mailer : undefined,
    authSecret: onDisk ? undefined : crypto.randomBytes(32).toString("hex"),
  });
  const { app, registry } = createApp(services);
  const ip = randomIp();

  const request = async (urlPath: string, init: RequestInit = {}) => {
    const headers: Record<string, string> = { origin: config.baseUrl, "x-forwarded-for": ip, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: FetchBody;
    if (init.body !== undefined) {
      if (typeof init.body === "string" || init.body instanceof FormData || init.body instanceof Uint8Array) {
        body = init.body as FetchBody;
      } else {
        body = JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
    }
    const method = init.method ?? (body === undefined ? "GET" : "POST");
    return checkedAgainstDocument(method, urlPath, await app.request(urlPath, { method, headers, body }));
  };

  /** Every answer of a documented operation is held to its document (contract.ts): a mismatch fails the test that made the request. */
  const checkedAgainstDocument = async (method: string, urlPath: string, res: Response): Promise<Response> => {
    const problem = await contractProblem(registry, method, urlPath, res);
    if (problem) throw new Error(problem);
    return res;
  };

  let counter = 0;
  const signUp = async (overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}): Promise<TestUser> => {
    const n = ++counter;
    const email = overrides.email ?? `nurse${n}-${crypto.randomBytes(3).toString("hex")}@example.com`;
    const password = overrides.password ?? "correct-horse-1";
    const firstName = overrides.firstName ?? "Nurse";
    const lastName = overrides.lastName ?? `Number${n}`;
    const res = await request("/api/auth/sign-up/email", {
      body: { firstName, lastName, email, password },
      headers: { "x-forwarded-for": randomIp() },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: string } };
    if (confirmed) await database.query("update users set email_verified = true where id = $1", [user.id]);
    return { id: user.id, email, password, name: `${firstName} ${lastName}`, cookie: sessionCookie(res) };
  };

  const signIn = async (email: string, password: string, extra: Record<string, unknown> = {}) => {
    const res = await request("/api/auth/sign-in/email", { body: { email, password, ...extra }, headers: { "x-forwarded-for": randomIp() } });
    return { res, cookie: res.status === 200 ? sessionCookie(res) : "" };
  };

  return {
    app,
    registry,
    services,
    config,
    dataDir,
    mails: capture.mails,
    waitForMail: capture.waitForMail,
    request,
    /** The typed API (api-client.ts), as `user` when given. */
    api: (user?: TestUser) => apiClient(request, user),
    signUp,
    signIn,
    randomIp,
    async close() {
      openOnDisk.delete(database);
      await database.close();
      if (!onDisk && !env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The test file's app: made before its tests, closed after them. Replaces the
 * `let t; beforeAll(create); afterAll(close)` every API test file began with;
 * the answer stands for the app once the hooks have run (use it in tests and hooks).
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(...args);
  });
  afterAll(async () => {
    await app?.close();
  });
  const current = () => {
    if (!app) throw new Error("The test app is made in beforeAll: use it inside a test or a hook.");
    return app;
  };
  return new Proxy({} as TestApp, {
    get: (_, key): unknown => Reflect.get(current(), key),
    set: (_, key, value) => Reflect.set(current(), key, value),
  });
}

/** The session cookie (name=value) a response set. */
export function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith("nv.session_token="));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(";")[0] ?? "";
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export type { ErrorBody };

/** What a refused request says: its code, the sentence she reads and, for a form, each field's message. */
export async function errorOf(res: Response): Promise<ErrorBody["error"]> {
  return (await json<ErrorBody>(res)).error;
}

export function linkIn(mail: Mail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link;
}
