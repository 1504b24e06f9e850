import fs from "node:fs";
import path from "node:path";
import webPush from "web-push";
import type { Config } from "../config";
import type { Logger } from "../logger";

/** Without VAPID_*, the pair is made once and kept here (a backup of the data dir carries it, like the auth secret). */
export const VAPID_FILE = "vapid-keys.json";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID pair (decision 046): every subscription is made for its public
 * key, so it must stay the same across restarts and be the same on every instance.
 */
export function vapidKeysFor(config: Config, logger: Logger): VapidKeys {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, VAPID_FILE);
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeys;
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const keys = webPush.generateVAPIDKeys();
    try {
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    } catch {
      // Another process made it first: theirs is the pair.
      return JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeys;
    }
    if (config.databaseUrl) logger.warn(`VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: using ${file}. Several instances must share one pair.`);
    return keys;
  }
}
