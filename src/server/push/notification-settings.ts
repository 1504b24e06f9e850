import { eq } from "drizzle-orm";
import { wallTimeIn } from "@core/countdown";
import { DEFAULT_NOTIFICATION_SETTINGS, inQuietHours, type NotificationSettings } from "@core/push-schedule";
import type { Database } from "../db/client";
import { notificationSettings } from "../db/schema";
import { userTimeZone } from "../db/user-time-zone";
import type { PushMessage, PushSender } from "./push-sender";

/** Her choices, or the defaults before she has changed any (no row yet). Several areas' tasks ask. */
export async function notificationSettingsFor(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row ? toSettings(row) : { ...DEFAULT_NOTIFICATION_SETTINGS };
}

export const toSettings = (row: typeof notificationSettings.$inferSelect): NotificationSettings => ({
  shiftEveningBefore: row.shiftEveningBefore,
  shiftHoursBefore: row.shiftHoursBefore,
  certificationExpiry: row.certificationExpiry,
  invitations: row.invitations,
  quietStart: row.quietStart,
  quietEnd: row.quietEnd,
});

/**
 * A push about something that just happened (an invitation, a swap request or its
 * answer: both under her "invitations" choice, decision 054), to a nurse who wants that
 * kind: none in her quiet hours, when her email tells her instead. Resolves with the
 * number of devices reached.
 */
export async function pushIfWanted(
  { db, push }: { db: Database; push: PushSender },
  userId: string,
  kind: "invitations",
  message: PushMessage,
  now = new Date(),
): Promise<number> {
  const settings = await notificationSettingsFor(db, userId);
  if (!settings[kind]) return 0;
  const zone = await userTimeZone(db, userId);
  if (inQuietHours(wallTimeIn(zone, now).slice(11, 16), settings.quietStart, settings.quietEnd)) return 0;
  return push.send(userId, message);
}
