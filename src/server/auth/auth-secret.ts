import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import type { Logger } from "../logger";

/** In embedded mode the secret that signs session cookies lives here: a backup must carry it. */
export const AUTH_SECRET_FILE = "auth-secret";

/** AUTH_SECRET, or the data dir's own secret, made once (readable by its owner only). */
export function authSecretFor(config: Config, logger: Logger): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    if (config.databaseUrl) {
      logger.warn(`AUTH_SECRET is not set: using ${file}. Several instances must share one AUTH_SECRET.`);
    }
    return secret;
  }
}
