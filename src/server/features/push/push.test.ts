import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { instantOfWallTime } from "@core/countdown";
import { TIMER_PUSHES_PER_NURSE, TOO_MANY_TIMERS } from "@core/timer-push";
import { pushSubscriptions, pushTimers, users } from "../../db/schema";
import { applyShift, createShiftType } from "../../testing/calendar-fixtures";
import { browserKeys, decryptPush, useStandInPush } from "../../testing/stand-in-push-service";
import { errorOf, json, type TestUser, useTestApp } from "../../testing/test-app";
import { startScheduler } from "../../tasks/scheduler";
import { sendDueShiftReminders, shiftRemindersTask } from "./shift-reminders";
import { sendDueTimerPushes, timerPushesTask } from "./timer-pushes";

const t = useTestApp();
const push = useStandInPush(t);
const pushesTo = (name: string) => push.pushesTo(name);

afterEach(() => {
  vi.useRealTimers();
});

const ZONE = "America/Vancouver";
const at = (wall: string) => instantOfWallTime(ZONE, wall)!;

/** A nurse in Vancouver with one browser subscribed at the stand-in's `/{name}`. */
async function nurseWithDevice(name: string) {
  const nurse = await t.signUp();
  await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { timezone: ZONE } });
  const keys = browserKeys();
  const res = await t.request("/api/push/subscriptions", {
    cookie: nurse.cookie,
    body: { endpoint: `${push.service.url}/${name}`, keys: { p256dh: keys.p256dh, auth: keys.authSecret }, device: "Chrome on Android" },
  });
  expect(res.status).toBe(201);
  const { id } = await json<{ id: string }>(res);
  return { nurse, keys, subscriptionId: id };
}

describe("push subscriptions and settings", () => {
  it("gives the public key, keeps a device, lists it, and removes it; another nurse's is 404", async () => {
    const anon = await t.request("/api/push/public-key");
    expect(anon.status).toBe(401);
    const { nurse, subscriptionId } = await nurseWithDevice("devices-a");
    const key = await json<{ publicKey: string }>(await t.request("/api/push/public-key", { cookie: nurse.cookie }));
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const list = await json<{ devices: { id: string; device: string }[] }>(await t.request("/api/push/subscriptions", { cookie: nurse.cookie }));
    expect(list.devices).toEqual([expect.objectContaining({ id: subscriptionId, device: "Chrome on Android" })]);

    const other = await t.signUp();
    expect((await t.request(`/api/push/subscriptions/${subscriptionId}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/push/subscriptions/${subscriptionId}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
    expect((await json<{ devices: unknown[] }>(await t.request("/api/push/subscriptions", { cookie: nurse.cookie }))).devices).toEqual([]);
  });

  it("refuses an address that is not https and keys that are not base64url, with plain messages", async () => {
    const nurse = await t.signUp();
    const res = await t.request("/api/push/subscriptions", {
      cookie: nurse.cookie,
      body: { endpoint: "http://push.example.org/x", keys: { p256dh: "not base64!", auth: "abc" } },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.fields).toMatchObject({ endpoint: "The push service's address must be an https URL", "keys.p256dh": "The p256dh key must be base64url" });
  });

  it("the same browser subscribing for another nurse notifies only her", async () => {
    const { keys } = await nurseWithDevice("shared-phone");
    const second = await t.signUp();
    const res = await t.request("/api/push/subscriptions", {
      cookie: second.cookie,
      body: { endpoint: `${push.service.url}/shared-phone`, keys: { p256dh: keys.p256dh, auth: keys.authSecret } },
    });
    expect(res.status).toBe(201);
    const rows = await t.services.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${push.service.url}/shared-phone`));
    expect(rows.map((r) => r.userId)).toEqual([second.id]);
  });

  it("settings start at the defaults (quiet 22:00–07:00), change, and refuse a bad time", async () => {
    const nurse = await t.signUp();
    const start = await json<Record<string, unknown>>(await t.request("/api/push/settings", { cookie: nurse.cookie }));
    expect(start).toEqual({
      shiftEveningBefore: true,
      shiftHoursBefore: null,
      certificationExpiry: true,
      invitations: true,
      quietStart: "22:00",
      quietEnd: "07:00",
    });
    const changed = await t.request("/api/push/settings", { method: "PATCH", cookie: nurse.cookie, body: { shiftHoursBefore: 2, quietStart: "23:00" } });
    expect(await json(changed)).toMatchObject({ shiftHoursBefore: 2, quietStart: "23:00", quietEnd: "07:00" });
    const bad = await t.request("/api/push/settings", { method: "PATCH", cookie: nurse.cookie, body: { quietEnd: "25:00", shiftHoursBefore: 0 } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ quietEnd: "Use a time like 22:00", shiftHoursBefore: "From 1 to 24 hours" });
  });
});

describe("shift reminders by push (the run's 'now' is given)", () => {
  async function nurseWithShift(name: string, date: string, hoursBefore?: number) {
    const device = await nurseWithDevice(name);
    if (hoursBefore) await t.request("/api/push/settings", { method: "PATCH", cookie: device.nurse.cookie, body: { shiftHoursBefore: hoursBefore } });
    const shift = await createShiftType(t, device.nurse, { name: "Day Shift", location: "VGH ICU", startTime: "07:00", endTime: "19:00" });
    expect((await applyShift(t, device.nurse, date, shift.id)).status).toBe(200);
    return { ...device, shift };
  }

  it("the evening before: encrypted for her browser alone, with the shift's name, time and place, sent once", async () => {
    const { keys } = await nurseWithShift("evening", "2027-02-10");
    expect(await sendDueShiftReminders(t.services, at("2027-02-09T18:59"))).toBe(0);
    expect(await sendDueShiftReminders(t.services, at("2027-02-09T19:00"))).toBe(1);
    expect(await sendDueShiftReminders(t.services, at("2027-02-09T19:05"))).toBe(0);
    const [push] = pushesTo("evening");
    expect(pushesTo("evening")).toHaveLength(1);
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${t.services.push.publicKey}$`));
    expect(JSON.parse(decryptPush(push!.body, keys))).toEqual({
      title: "Tomorrow: Day Shift",
      body: "07:00–19:00 · VGH ICU",
      url: "/calendar?month=2027-02",
      tag: "shift-2027-02-10",
    });
  });

  it("N hours before, moved past her quiet hours; none once the shift has begun", async () => {
    const { keys, nurse } = await nurseWithShift("hours", "2027-02-11", 3);
    await t.request("/api/push/settings", { method: "PATCH", cookie: nurse.cookie, body: { shiftEveningBefore: false, quietEnd: "06:00" } });
    // 3 hours before 07:00 is 04:00, in her quiet hours (22:00–06:00): it waits until 06:00.
    expect(await sendDueShiftReminders(t.services, at("2027-02-11T04:00"))).toBe(0);
    expect(await sendDueShiftReminders(t.services, at("2027-02-11T06:00"))).toBe(1);
    expect(JSON.parse(decryptPush(pushesTo("hours")[0]!.body, keys))).toMatchObject({ title: "Shift at 07:00: Day Shift" });
    expect(await sendDueShiftReminders(t.services, at("2027-02-11T07:00"))).toBe(0);
  });

  it("never for a shift moved after its reminder was scheduled; its new day gets its own", async () => {
    const { nurse, shift } = await nurseWithShift("moved", "2027-02-12");
    // Before the evening before, she moves the shift three days on.
    expect((await t.request("/api/calendar/2027-02-12", { method: "DELETE", cookie: nurse.cookie })).status).toBe(204);
    expect((await applyShift(t, nurse, "2027-02-15", shift.id)).status).toBe(200);
    expect(await sendDueShiftReminders(t.services, at("2027-02-11T19:00"))).toBe(0);
    expect(pushesTo("moved")).toHaveLength(0);
    // Its start changed too: the reminder is for the shift as it is now.
    const changed = await t.request(`/api/shift-types/${shift.id}`, { method: "PATCH", cookie: nurse.cookie, body: { startTime: "08:00", endTime: "20:00" } });
    expect(changed.status).toBe(200);
    expect(await sendDueShiftReminders(t.services, at("2027-02-14T19:10"))).toBe(1);
    expect(pushesTo("moved")).toHaveLength(1);
  });

  it("two app instances on one database: each reminder goes once", async () => {
    await nurseWithShift("two-instances", "2027-02-13");
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(at("2027-02-12T19:01"));
    const schedulers = [1, 2].map(() => startScheduler(t.services.db, [shiftRemindersTask(t.services)], t.services.logger, 1_000));
    await Promise.all(schedulers.map((s) => s.tick()));
    // And without the lease, two runs at the same moment still claim it once.
    await Promise.all([sendDueShiftReminders(t.services), sendDueShiftReminders(t.services)]);
    schedulers.forEach((s) => s.stop());
    expect(pushesTo("two-instances")).toHaveLength(1);
  });

  it("a subscription the push service no longer knows (410) is removed", async () => {
    const { nurse } = await nurseWithShift("gone", "2027-02-16");
    push.service.answer.set("/gone", 410);
    await sendDueShiftReminders(t.services, at("2027-02-15T19:00"));
    expect(pushesTo("gone")).toHaveLength(1);
    expect((await json<{ devices: unknown[] }>(await t.request("/api/push/subscriptions", { cookie: nurse.cookie }))).devices).toEqual([]);
  });
});

describe("other notifications by push", () => {
  it("a colleague's invitation, outside her quiet hours only", async () => {
    const { nurse: invitee, keys } = await nurseWithDevice("invitation");
    await t.request("/api/push/settings", { method: "PATCH", cookie: invitee.cookie, body: { quietStart: "00:00", quietEnd: "00:00" } });
    const inviter: TestUser = await t.signUp({ firstName: "Sam", lastName: "Chen" });
    await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, inviter.id));
    expect((await t.request("/api/colleagues", { cookie: inviter.cookie, body: { name: "Riley", email: invitee.email } })).status).toBe(201);
    await vi.waitFor(() => expect(pushesTo("invitation")).toHaveLength(1));
    expect(JSON.parse(decryptPush(pushesTo("invitation")[0]!.body, keys))).toMatchObject({
      title: "A colleague invited you",
      body: "Sam Chen wants to share schedules with you.",
    });
  });
});

describe("a timer she started rings on her locked phone", () => {
  const startTimer = (cookie: string, endsAt: Date | string, label: unknown = "1-minute timer") =>
    t.request("/api/push/timers", { cookie, body: { endsAt: typeof endsAt === "string" ? endsAt : endsAt.toISOString(), label } });
  const inSeconds = (s: number, from = Date.now()) => new Date(from + s * 1000);

  it("is kept and cancelled by its id; another nurse's is 404, and a cancelled timer is never pushed", async () => {
    const { nurse } = await nurseWithDevice("timer-cancelled");
    const endsAt = inSeconds(60);
    const res = await startTimer(nurse.cookie, endsAt);
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const listOf = async (cookie: string) => (await json<{ timers: unknown[] }>(await t.request("/api/push/timers", { cookie }))).timers;
    expect(await listOf(nurse.cookie)).toEqual([{ id, endsAt: endsAt.toISOString(), label: "1-minute timer" }]);
    const other = await t.signUp();
    expect(await listOf(other.cookie)).toEqual([]);
    expect((await t.request(`/api/push/timers/${id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/push/timers/${id}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
    const again = await t.request(`/api/push/timers/${id}`, { method: "DELETE", cookie: nurse.cookie });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe("Timer was not found.");
    expect(await listOf(nurse.cookie)).toEqual([]);
    expect(await sendDueTimerPushes(t.services, inSeconds(120, endsAt.getTime()))).toBe(0);
    expect(pushesTo("timer-cancelled")).toHaveLength(0);
    expect((await t.request("/api/push/timers", { body: { endsAt: endsAt.toISOString(), label: "x" } })).status).toBe(401);
  });

  it("refuses an end that is not a time, past, or more than a day ahead, and a label that is missing, long or on two lines", async () => {
    const nurse = await t.signUp();
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await t.request("/api/push/timers", { cookie: nurse.cookie, body });
      expect(res.status).toBe(400);
      return (await errorOf(res)).fields;
    };
    expect(await fieldsOf({ endsAt: "in five minutes", label: "" })).toEqual({
      endsAt: "The timer's end must be a date and time like 2026-11-27T14:32:00Z",
      label: "The label is required",
    });
    expect(await fieldsOf({ endsAt: inSeconds(-1).toISOString() })).toEqual({ endsAt: "This timer has already ended", label: "The label is required" });
    expect(await fieldsOf({ endsAt: inSeconds(25 * 3600).toISOString(), label: "x".repeat(61) })).toEqual({
      endsAt: "A timer can end at most 24 hours from now",
      label: "The label is at most 60 characters",
    });
    expect(await fieldsOf({ endsAt: inSeconds(60).toISOString(), label: "two\nlines", ringtone: "bell" })).toEqual({
      "": "Unknown field: ringtone.",
      label: "The label cannot contain line breaks, tabs or other control characters",
    });
  });

  it(`at most ${TIMER_PUSHES_PER_NURSE} wait at once (429, in plain words); cancelling one makes room`, async () => {
    const nurse = await t.signUp();
    const ids: string[] = [];
    for (let i = 0; i < TIMER_PUSHES_PER_NURSE; i++) {
      const res = await startTimer(nurse.cookie, inSeconds(600 + i));
      expect(res.status).toBe(201);
      ids.push((await json<{ id: string }>(res)).id);
    }
    const refused = await startTimer(nurse.cookie, inSeconds(900));
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: "too_many_timers", message: TOO_MANY_TIMERS });
    // Another nurse's limit is her own.
    expect((await startTimer((await t.signUp()).cookie, inSeconds(900))).status).toBe(201);
    expect((await t.request(`/api/push/timers/${ids[0]}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
    expect((await startTimer(nurse.cookie, inSeconds(900))).status).toBe(201);
  });

  it("is pushed a few seconds after its end, in her quiet hours too, encrypted for her browser, with what she set; once", async () => {
    const { nurse, keys } = await nurseWithDevice("timer-rings");
    // Quiet all day but the last minute: she set the timer herself, so it rings anyway.
    await t.request("/api/push/settings", { method: "PATCH", cookie: nurse.cookie, body: { quietStart: "00:00", quietEnd: "23:59" } });
    const endsAt = inSeconds(90);
    const { id } = await json<{ id: string }>(await startTimer(nurse.cookie, endsAt, "1 min 30 s timer"));
    // At its end the page, if still open, rings it and cancels the push: it waits a few seconds for that.
    expect(await sendDueTimerPushes(t.services, endsAt)).toBe(0);
    expect(await sendDueTimerPushes(t.services, inSeconds(5, endsAt.getTime()))).toBe(1);
    expect(await sendDueTimerPushes(t.services, inSeconds(10, endsAt.getTime()))).toBe(0);
    const pushes = pushesTo("timer-rings");
    expect(pushes).toHaveLength(1);
    // Urgent, so a dozing Android phone wakes for it; not kept at the push service past ten minutes.
    expect(pushes[0]!.headers).toMatchObject({ urgency: "high", ttl: "600" });
    expect(JSON.parse(decryptPush(pushes[0]!.body, keys))).toEqual({
      title: "Time's up: 1 min 30 s timer",
      body: "The timer you started has finished.",
      url: "/tools/rate-estimator",
      tag: `timer-${id}`,
      alarm: true,
    });
    expect((await t.request(`/api/push/timers/${id}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(404);
  });

  it("one no instance was running for is dropped, not pushed minutes late", async () => {
    const { nurse } = await nurseWithDevice("timer-stale");
    const endsAt = inSeconds(30);
    await startTimer(nurse.cookie, endsAt);
    expect(await sendDueTimerPushes(t.services, inSeconds(11 * 60, endsAt.getTime()))).toBe(0);
    expect(pushesTo("timer-stale")).toHaveLength(0);
    expect(await t.services.db.select().from(pushTimers).where(eq(pushTimers.userId, nurse.id))).toEqual([]);
  });

  it("the instance that took it pushes it on time; another instance's task finds nothing left", async () => {
    const { nurse } = await nurseWithDevice("timer-alarm");
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    const endsAt = inSeconds(20);
    expect((await startTimer(nurse.cookie, endsAt)).status).toBe(201);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(pushesTo("timer-alarm")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(21_100);
    await vi.waitFor(() => expect(pushesTo("timer-alarm")).toHaveLength(1));
    expect(await sendDueTimerPushes(t.services)).toBe(0);
    expect(pushesTo("timer-alarm")).toHaveLength(1);
  });

  it("two app instances on one database: pushed once, and its alarm after that sends nothing", async () => {
    const { nurse } = await nurseWithDevice("timer-two-instances");
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
    const endsAt = inSeconds(30);
    expect((await startTimer(nurse.cookie, endsAt)).status).toBe(201);
    // Its end passes with this instance's alarm not yet run (the clock moves, no timer fires).
    vi.setSystemTime(inSeconds(6, endsAt.getTime()));
    const schedulers = [1, 2].map(() => startScheduler(t.services.db, [timerPushesTask(t.services)], t.services.logger, 1_000));
    await Promise.all(schedulers.map((s) => s.tick()));
    await Promise.all([sendDueTimerPushes(t.services), sendDueTimerPushes(t.services)]);
    schedulers.forEach((s) => s.stop());
    expect(pushesTo("timer-two-instances")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pushesTo("timer-two-instances")).toHaveLength(1);
  });
});
