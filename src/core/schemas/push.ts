import { z } from "zod";
import { timerEndProblem } from "../timer-push";
import { oneLine } from "./common";
import { noExtraFields } from "./no-extra-fields";

const base64url = (what: string) =>
  z
    .string(`${what} is required`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url`)
    .max(200, `${what} is too long`);

/** POST /api/push/subscriptions: what the browser's PushManager.subscribe() gave (its toJSON()), and a name for the device. */
export const pushSubscriptionBody = z.strictObject(
  {
    endpoint: z
      .url({ protocol: /^https$/, error: "The push service's address must be an https URL" })
      .max(2000, "The push service's address is too long")
      // The document shows plain https addresses (a host, a port, a path), each taken; the check takes any https URL.
      .meta({ pattern: "^https://(?:[a-z0-9]+\\.)*[a-z][a-z0-9]*(?::[0-9]{1,4})?(?:/[A-Za-z0-9_-]+)*$" }),
    keys: z.strictObject({ p256dh: base64url("The p256dh key"), auth: base64url("The auth secret") }, noExtraFields),
    device: z.string().trim().max(100, "The device name is at most 100 characters").optional(),
  },
  noExtraFields,
);

export const pushDeviceSchema = z.object({ id: z.string(), device: z.string(), createdAt: z.string() });
export const pushDeviceListSchema = z.object({ devices: z.array(pushDeviceSchema) });

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 22:00");

/** GET/PATCH /api/push/settings: what she is told, and her quiet hours. */
export const notificationSettingsSchema = z.object({
  shiftEveningBefore: z.boolean("Choose on or off"),
  shiftHoursBefore: z.int("Hours must be a whole number").min(1, "From 1 to 24 hours").max(24, "From 1 to 24 hours").nullable(),
  certificationExpiry: z.boolean("Choose on or off"),
  invitations: z.boolean("Choose on or off"),
  quietStart: timeOfDay,
  quietEnd: timeOfDay,
});
export const notificationSettingsPatch = notificationSettingsSchema.partial().strict();

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * POST /api/push/timers: a timer she started on this device, to be pushed at its end
 * (src/core/timer-push.ts). The end is checked against the server's clock.
 */
export const timerPushBody = z.strictObject(
  {
    endsAt: z.iso.datetime({ offset: true, error: "The timer's end must be a date and time like 2026-11-27T14:32:00Z" }).superRefine((value, ctx) => {
      const problem = timerEndProblem(new Date(value), new Date());
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    label: oneLine(z.string("The label is required").trim().min(1, "The label is required").max(60, "The label is at most 60 characters"), "The label"),
  },
  noExtraFields,
);

export const timerPushSchema = z.object({ id: z.string() });
export const timerPushListSchema = z.object({ timers: z.array(z.object({ id: z.string(), endsAt: z.string(), label: z.string() })) });
