import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { readConfig } from "../config";
import type { Logger } from "../logger";
import { createServices } from "../services";
import { freshTestDatabase } from "../testing/test-database";
import { createOutboxMailer, createSmtpMailer, outboxWarning } from "./mailer";
import { mailMessages } from "./messages";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server, in the test, that keeps what it receives. */
let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];
const waiting: ((mail: Received) => void)[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        };
        received.push(mail);
        waiting.shift()?.(mail);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const nextMail = () => new Promise<Received>((resolve) => waiting.push(resolve));

/** The message body as a reader sees it (undo quoted-printable soft breaks and escapes). */
const readable = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe("SMTP", () => {
  it("sends a message through the server in SMTP_URL", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "NurseVitals <no-reply@nursevitals.test>");
    const arriving = nextMail();
    await mailer.send(mailMessages.resetPassword("nurse@example.com", "http://localhost:3000/reset-password?token=abc"));
    const mail = await arriving;
    expect(mail.from).toBe("no-reply@nursevitals.test");
    expect(mail.to).toEqual(["nurse@example.com"]);
    expect(mail.raw).toContain("Subject: Reset your NurseVitals password");
    expect(readable(mail.raw)).toContain("http://localhost:3000/reset-password?token=abc");
  });

  it("is what the app uses when SMTP_URL is set: a reset request arrives there", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-smtp-"));
    const config = readConfig({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: "silent", DEMO: "0" });
    const database = await freshTestDatabase();
    const services = await createServices(config, { database, authSecret: "s".repeat(40) + Date.now() });
    const { app } = createApp(services);
    const post = (p: string, body: unknown) =>
      app.request(p, { method: "POST", headers: { "content-type": "application/json", origin: config.baseUrl }, body: JSON.stringify(body) });
    await post("/api/auth/sign-up/email", { firstName: "Sam", lastName: "Smtp", email: "sam.smtp@example.com", password: "secret1" });
    // The verification email of the sign-up comes first; then the reset.
    const mails: Received[] = [];
    const collect = () => nextMail().then((m) => mails.push(m));
    const first = collect();
    await first;
    const second = collect();
    await post("/api/auth/request-password-reset", { email: "sam.smtp@example.com" });
    await second;
    expect(mails.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual(["Confirm your email for NurseVitals", "Reset your NurseVitals password"]);
    expect(readable(mails[1]?.raw ?? "")).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/);
    expect(fs.existsSync(path.join(dataDir, "outbox"))).toBe(false);
    await database.close();
  });
});

describe("dev outbox", () => {
  it("writes each message as .eml and .json and prints its links", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-outbox-"));
    const lines: string[] = [];
    const logger: Logger = { error: () => undefined, warn: () => undefined, debug: () => undefined, info: (m) => lines.push(m) };
    const mailer = createOutboxMailer(dir, "NurseVitals <no-reply@nursevitals.local>", logger);
    await mailer.send(mailMessages.verifyEmail("new@example.com", "http://localhost:3000/api/auth/verify-email?token=t1"));
    const files = fs.readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(1);
    const summary = JSON.parse(
      fs.readFileSync(
        path.join(
          dir,
          files.find((f) => f.endsWith(".json"))!,
        ),
        "utf8",
      ),
    ) as {
      to: string;
      subject: string;
      links: string[];
    };
    expect(summary).toMatchObject({ to: "new@example.com", subject: "Confirm your email for NurseVitals" });
    expect(summary.links).toEqual(["http://localhost:3000/api/auth/verify-email?token=t1"]);
    const eml = fs.readFileSync(
      path.join(
        dir,
        files.find((f) => f.endsWith(".eml"))!,
      ),
      "utf8",
    );
    expect(eml).toContain("To: new@example.com");
    expect(lines.join("\n")).toContain("http://localhost:3000/api/auth/verify-email?token=t1");
  });
});

describe("the start-up warning about the outbox", () => {
  it("speaks when a public server has no SMTP_URL, and only then", () => {
    const warning = outboxWarning(undefined, "https://app.example.org", "/srv/nv/outbox");
    expect(warning).toContain("SMTP_URL is not set");
    expect(warning).toContain("password-reset links included, are printed in this log");
    expect(outboxWarning("smtp://mail.example.org:587", "https://app.example.org", "/srv/nv/outbox")).toBeUndefined();
    for (const local of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", "http://nv.localhost:3000"]) {
      expect(outboxWarning(undefined, local, "./data/outbox"), local).toBeUndefined();
    }
  });
});
