import { idParams } from "@core/schemas/common";
import {
  notificationSettingsPatch,
  notificationSettingsSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
  pushPublicKeySchema,
  pushSubscriptionBody,
  timerPushBody,
  timerPushListSchema,
  timerPushSchema,
} from "@core/schemas/push";
import { TIMER_PUSHES_PER_NURSE, TOO_MANY_TIMERS } from "@core/timer-push";
import { asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { notificationSettings, pushSubscriptions, pushTimers } from "../../db/schema";
import { userScope } from "../../db/user-scope";
import type { Api } from "../../http/api";
import { ApiError } from "../../http/errors";
import { notificationSettingsFor, toSettings } from "../../push/notification-settings";
import type { Services } from "../../services";
import { addTimerPush } from "./repository";
import { createTimerAlarms } from "./timer-pushes";

const tag = "push";
const errors = {
  400: { description: "Invalid input: `error.fields` has a message per field" },
  401: { description: "Not signed in" },
};

const toDevice = (row: typeof pushSubscriptions.$inferSelect) => ({ id: row.id, device: row.device, createdAt: row.createdAt.toISOString() });

/** Web Push (decision 046): the server's public key, her devices, and what she is told. */
export function registerPushRoutes(api: Api, services: Services) {
  const { db } = services;
  const alarms = createTimerAlarms(services);

  api.get(
    "/api/push/public-key",
    {
      summary: "The server's VAPID public key, for PushManager.subscribe()",
      tag,
      reach: "own",
      responses: { 200: { description: "The key (base64url)", schema: pushPublicKeySchema }, 401: errors[401] },
    },
    (c) => c.json({ publicKey: services.push.publicKey }, 200),
  );

  api.get(
    "/api/push/subscriptions",
    {
      summary: "The devices notifications go to, newest first",
      tag,
      reach: "own",
      responses: { 200: { description: "Her devices", schema: pushDeviceListSchema }, 401: errors[401] },
    },
    async (c, { user }) => {
      const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)).orderBy(desc(pushSubscriptions.createdAt));
      return c.json({ devices: rows.map(toDevice) }, 200);
    },
  );

  api.post(
    "/api/push/subscriptions",
    {
      summary: "Send notifications to this browser (its push subscription); the same browser again updates its row",
      tag,
      reach: "own",
      body: pushSubscriptionBody,
      example: {
        endpoint: "https://fcm.googleapis.com/fcm/send/abc",
        keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" },
        device: "Chrome on Android",
      },
      responses: { 201: { description: "Saved", schema: pushDeviceSchema }, ...errors },
    },
    async (c, { user, body }) => {
      // One row per browser: a browser subscribed for another nurse (a shared phone) now notifies only her.
      const values = { userId: user.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, device: body.device ?? "" };
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } })
        .returning();
      return c.json(toDevice(row!), 201);
    },
  );

  api.delete(
    "/api/push/subscriptions/:id",
    {
      summary: "Stop notifications to one of my devices",
      tag,
      reach: "own",
      params: idParams,
      responses: { 200: { description: "Removed", schema: z.object({ id: z.string() }) }, ...errors, 404: { description: "No such device of yours" } },
    },
    async (c, { user, params }) => {
      await userScope(db, user.id).remove(pushSubscriptions, params.id, "Device");
      return c.json({ id: params.id }, 200);
    },
  );

  api.get(
    "/api/push/settings",
    {
      summary: "What I am told by push, and my quiet hours",
      tag,
      reach: "own",
      responses: { 200: { description: "Her settings", schema: notificationSettingsSchema }, 401: errors[401] },
    },
    async (c, { user }) => c.json(await notificationSettingsFor(db, user.id), 200),
  );

  api.patch(
    "/api/push/settings",
    {
      summary: "Change what I am told by push, or my quiet hours",
      tag,
      reach: "own",
      body: notificationSettingsPatch,
      example: { shiftHoursBefore: 2, quietStart: "22:00", quietEnd: "07:00" },
      responses: { 200: { description: "Saved", schema: notificationSettingsSchema }, ...errors },
    },
    async (c, { user, body }) => {
      const merged = { ...(await notificationSettingsFor(db, user.id)), ...body };
      const [row] = await db
        .insert(notificationSettings)
        .values({ userId: user.id, ...merged })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...merged, updatedAt: new Date() } })
        .returning();
      return c.json(toSettings(row!), 200);
    },
  );

  api.get(
    "/api/push/timers",
    {
      summary: "My timers waiting to be pushed at their end, soonest first",
      tag,
      reach: "own",
      responses: { 200: { description: "Her waiting timers", schema: timerPushListSchema }, 401: errors[401] },
    },
    async (c, { user }) => {
      const rows = await db.select().from(pushTimers).where(eq(pushTimers.userId, user.id)).orderBy(asc(pushTimers.endsAt));
      return c.json({ timers: rows.map((r) => ({ id: r.id, endsAt: r.endsAt.toISOString(), label: r.label })) }, 200);
    },
  );

  api.post(
    "/api/push/timers",
    {
      summary:
        "Push my timer's end to my devices (a locked phone freezes the page counting it): once, a few seconds after the end, quiet hours or not; the page, if still open, rings it itself and cancels this",
      tag,
      reach: "own",
      body: timerPushBody,
      // The suites move it to an hour from the request (testing/owned-resources.ts): an end must be ahead.
      example: { endsAt: "2026-11-27T14:37:00Z", label: "5-minute timer" },
      refuses: {
        "This timer has already ended": "endsAt is after the server's now",
        "A timer can end at most 24 hours from now": "endsAt is at most 24 hours after the server's now",
      },
      responses: {
        201: { description: "Kept: its id cancels it", schema: timerPushSchema },
        ...errors,
        429: { description: `I already have ${TIMER_PUSHES_PER_NURSE} timers waiting (\`error.code\` is \`too_many_timers\`)` },
      },
    },
    async (c, { user, body }) => {
      const timer = await addTimerPush(db, user.id, new Date(body.endsAt), body.label);
      if (!timer) throw new ApiError(429, "too_many_timers", TOO_MANY_TIMERS);
      alarms.arm(timer.id, timer.endsAt);
      return c.json({ id: timer.id }, 201);
    },
  );

  api.delete(
    "/api/push/timers/:id",
    {
      summary: "Cancel my timer's push: I paused or reset it, or the page rang it itself",
      tag,
      reach: "own",
      params: idParams,
      responses: {
        200: { description: "Cancelled: no push goes", schema: z.object({ id: z.string() }) },
        ...errors,
        404: { description: "No such timer of mine waiting (another nurse's, cancelled, or already sent)" },
      },
    },
    async (c, { user, params }) => {
      await userScope(db, user.id).remove(pushTimers, params.id, "Timer");
      alarms.disarm(params.id);
      return c.json({ id: params.id }, 200);
    },
  );
}
