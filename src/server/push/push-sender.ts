import type { Agent } from "node:https";
import { eq } from "drizzle-orm";
import webPush, { WebPushError } from "web-push";
import type { Database } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import type { Logger } from "../logger";
import type { VapidKeys } from "./vapid";

/** What the service worker shows (src/web/service-worker/push-handler.ts reads the same fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The screen a tap opens. */
  url: string;
  /** A newer notification with the same tag replaces the older one on the phone. */
  tag?: string;
  /** A timer's end: it stays on screen until she dismisses it, with a long vibration. */
  alarm?: boolean;
}

/** How the push service treats one push: how long it may wait for a phone that is off, and whether it wakes a dozing one now. */
export interface PushOptions {
  ttlSeconds?: number;
  /** "high" wakes an Android phone in Doze at once (a timer); "normal" may wait for its next window. */
  urgency?: "normal" | "high";
}

export interface PushSender {
  publicKey: string;
  /** Sends to every device of hers; resolves with how many took it. A device the push service no longer knows (404, 410) is forgotten. */
  send(userId: string, message: PushMessage, options?: PushOptions): Promise<number>;
  /** Whether she has a device to send to (email stays her reminder otherwise). */
  hasDevices(userId: string): Promise<boolean>;
}

/** A day: a reminder that waits longer at the push service (a phone off all day) is no longer worth showing. */
const TTL_SECONDS = 24 * 60 * 60;

export function createPushSender(db: Database, keys: VapidKeys, subject: string, logger: Logger, agent?: Agent): PushSender {
  return {
    publicKey: keys.publicKey,
    async hasDevices(userId) {
      const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1);
      return rows.length > 0;
    },
    async send(userId, message, options = {}) {
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      let delivered = 0;
      for (const device of devices) {
        try {
          await webPush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(message), {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: options.ttlSeconds ?? TTL_SECONDS,
            urgency: options.urgency ?? "normal",
            contentEncoding: "aes128gcm",
            ...(agent ? { agent } : {}),
          });
          delivered++;
        } catch (error) {
          if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
            logger.info(`A push subscription the push service no longer knows (${error.statusCode}) was removed`);
          } else {
            logger.warn("A push was not delivered", error);
          }
        }
      }
      return delivered;
    },
  };
}
