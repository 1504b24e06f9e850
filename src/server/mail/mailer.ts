import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "../logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** nodemailer's transport, made at the first message: the library is not loaded at start-up. */
function lazyTransport(options: Parameters<typeof import("nodemailer").createTransport>[0]): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/** Sends through SMTP (nodemailer), e.g. smtp://user:pass@host:587. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport(smtpUrl);
  return {
    async send(mail) {
      await (await transport()).sendMail({ from, ...mail });
    },
  };
}

/** Where the dev outbox writes: DATA_DIR/outbox. */
export const outboxDir = (dataDir: string) => path.join(dataDir, "outbox");

/** Written under a temporary name, then renamed: whoever watches the outbox never reads half a message. */
async function writeWhole(file: string, data: string | Buffer) {
  await fs.writeFile(`${file}.partial`, data);
  await fs.rename(`${file}.partial`, file);
}

/**
 * Development outbox: each message becomes DATA_DIR/outbox/<time>-<n>.eml plus a
 * .json summary (to, subject, links), and its links are printed on the console.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let counter = 0;
  return {
    async send(mail) {
      await fs.mkdir(outboxDir, { recursive: true });
      const info = await (await transport()).sendMail({ from, ...mail });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const base = path.join(outboxDir, `${stamp}-${String(++counter).padStart(4, "0")}`);
      const links = [...new Set(mail.text.match(LINK) ?? [])];
      await writeWhole(`${base}.eml`, info.message as Buffer);
      await writeWhole(
        `${base}.json`,
        JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, links, sentAt: new Date().toISOString() }, null, 2),
      );
      logger.info(`[outbox] "${mail.subject}" to ${mail.to}${links.map((l) => `\n  ${l}`).join("")}`);
    },
  };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Said once at start-up when the dev outbox stands in for SMTP on a server
 * other people reach: every reset link would be printed in its log.
 */
export function outboxWarning(smtpUrl: string | undefined, baseUrl: string, outboxDir: string): string | undefined {
  const host = new URL(baseUrl).hostname;
  if (smtpUrl || LOCAL_HOSTS.has(host) || host.endsWith(".localhost")) return undefined;
  return (
    `SMTP_URL is not set: mail for ${baseUrl} goes to the dev outbox (${outboxDir}) and its links, ` +
    `password-reset links included, are printed in this log. Set SMTP_URL to send real mail.`
  );
}
