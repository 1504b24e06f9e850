import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "@core/calendar-dates";
import { users } from "../../db/schema";
import { json, type TestUser, useTestApp } from "../../testing/test-app";
import { startScheduler } from "../../tasks/scheduler";
import { browserKeys, decryptPush, useStandInPush } from "../../testing/stand-in-push-service";
import { certificationRemindersTask, sendDueReminders } from "./reminders";

const t = useTestApp();
const push = useStandInPush(t);

/** Noon UTC on a day: the same calendar day in Vancouver (UTC−7) and in UTC. */
const noon = (day: string) => new Date(`${day}T19:00:00Z`);
const run = (day: string) => sendDueReminders(t.services, noon(day));
/** Her reminder mails (sign-up also sends a confirmation). */
const mailsTo = (user: TestUser) => t.mails.filter((m) => m.to === user.email && m.subject.startsWith("Your "));

async function nurseWith(expiryDate: string, reminders?: { certificationEmails: boolean; certificationLeadDays: number }, confirmed = true) {
  const nurse = await t.signUp();
  if (confirmed) await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, nurse.id));
  await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { timezone: "America/Vancouver", countryCode: "US" } });
  if (reminders) expect((await t.request("/api/preferences", { method: "PATCH", cookie: nurse.cookie, body: { reminders } })).status).toBe(200);
  const res = await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "ACLS", expiryDate } });
  const { id } = await json<{ id: string }>(res);
  return { nurse, id };
}

describe("certification reminders (fake clock: the run's 'now' is given)", () => {
  it("sends once N days before and once on the day, never twice, and nothing between", async () => {
    const expiry = "2027-03-31";
    const { nurse } = await nurseWith(expiry, { certificationEmails: true, certificationLeadDays: 14 });
    await run(addDays(expiry, -15));
    expect(mailsTo(nurse)).toHaveLength(0);
    await run(addDays(expiry, -14));
    await run(addDays(expiry, -14));
    await run(addDays(expiry, -13));
    expect(mailsTo(nurse)).toHaveLength(1);
    const lead = mailsTo(nurse)[0]!;
    expect(lead.subject).toBe("Your ACLS expires in 14 days");
    expect(lead.text).toContain("Your certification ACLS expires on March 31, 2027.");
    expect(lead.text).toContain("Status: Expiring Soon (Expires in 14 days).");
    expect(lead.text).toContain("https://cpr.heart.org/en/courses/acls-course-options");
    expect(lead.text).toContain("switch them off");
    expect(lead.text).toContain("http://localhost:3000/certifications");
    expect(lead.html).toContain("Find renewal");

    await run(addDays(expiry, -1));
    await run(expiry);
    await run(expiry);
    await run(addDays(expiry, 1));
    expect(mailsTo(nurse).map((m) => m.subject)).toEqual(["Your ACLS expires in 14 days", "Your ACLS expires today"]);
  });

  it("the day turns at her midnight, not the server's", async () => {
    const expiry = "2027-05-10";
    const { nurse } = await nurseWith(expiry, { certificationEmails: true, certificationLeadDays: 30 });
    // 06:30 UTC on the 10th is 23:30 on the 9th in Vancouver: not yet the day.
    await sendDueReminders(t.services, new Date(`${expiry}T06:30:00Z`));
    expect(mailsTo(nurse).map((m) => m.subject)).toEqual(["Your ACLS expires tomorrow"]);
    await sendDueReminders(t.services, new Date(`${expiry}T07:30:00Z`));
    expect(
      mailsTo(nurse)
        .map((m) => m.subject)
        .at(-1),
    ).toBe("Your ACLS expires today");
  });

  it("none to an address she has not confirmed (it may be anyone's); once confirmed, they come", async () => {
    const expiry = "2027-09-15";
    const { nurse } = await nurseWith(expiry, { certificationEmails: true, certificationLeadDays: 14 }, false);
    await run(addDays(expiry, -14));
    expect(mailsTo(nurse)).toHaveLength(0);
    await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, nurse.id));
    await run(expiry);
    expect(mailsTo(nurse).map((m) => m.subject)).toEqual(["Your ACLS expires today"]);
  });

  it("none when reminders are off; a new expiry date re-arms them", async () => {
    const expiry = "2027-08-20";
    const { nurse, id } = await nurseWith(expiry, { certificationEmails: false, certificationLeadDays: 30 });
    await run(addDays(expiry, -30));
    await run(expiry);
    expect(mailsTo(nurse)).toHaveLength(0);

    await t.request("/api/preferences", {
      method: "PATCH",
      cookie: nurse.cookie,
      body: { reminders: { certificationEmails: true, certificationLeadDays: 30 } },
    });
    await run(addDays(expiry, -30));
    expect(mailsTo(nurse)).toHaveLength(1);
    // Renewed: the new expiry gets its own reminders.
    const renewed = "2029-08-20";
    await t.request(`/api/certifications/${id}`, { method: "PATCH", cookie: nurse.cookie, body: { expiryDate: renewed } });
    await run(addDays(expiry, -29));
    expect(mailsTo(nurse)).toHaveLength(1);
    await run(addDays(renewed, -30));
    await run(renewed);
    expect(mailsTo(nurse).map((m) => m.subject)).toEqual(["Your ACLS expires in 30 days", "Your ACLS expires in 30 days", "Your ACLS expires today"]);
  });

  it("no reminders for no-expiry certifications", async () => {
    const nurse = await t.signUp();
    await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "CEN", noExpiry: true } });
    await run("2027-01-01");
    expect(mailsTo(nurse)).toHaveLength(0);
  });

  it("two runners on one database, at the same moment, send each reminder once", async () => {
    const expiry = "2027-10-05";
    const { nurse } = await nurseWith(expiry, { certificationEmails: true, certificationLeadDays: 7 });
    const counts = await Promise.all([run(addDays(expiry, -7)), run(addDays(expiry, -7)), run(addDays(expiry, -7))]);
    expect(mailsTo(nurse)).toHaveLength(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  });

  it("a mail that fails is tried again on the next run", async () => {
    const expiry = "2027-11-11";
    const { nurse } = await nurseWith(expiry, { certificationEmails: true, certificationLeadDays: 5 });
    const failing = { ...t.services, mailer: { send: () => Promise.reject(new Error("SMTP down")) }, logger: { ...t.services.logger, warn: () => undefined } };
    await sendDueReminders(failing, noon(addDays(expiry, -5)));
    expect(mailsTo(nurse)).toHaveLength(0);
    await run(addDays(expiry, -4));
    expect(mailsTo(nurse).map((m) => m.subject)).toEqual(["Your ACLS expires in 4 days"]);
  });

  it("runs as a scheduled task under the task lease", async () => {
    const [a, b] = [
      startScheduler(t.services.db, [certificationRemindersTask(t.services)], t.services.logger, 3_600_000),
      startScheduler(t.services.db, [certificationRemindersTask(t.services)], t.services.logger, 3_600_000),
    ];
    try {
      const ran = await Promise.all([a.tick(), b.tick()]);
      expect(ran.flat()).toEqual(["certification-reminders"]);
    } finally {
      a.stop();
      b.stop();
    }
  });
});

describe("the calendar feed", () => {
  it("carries each expiry as an all-day event; no-expiry ones and other nurses' are not in it", async () => {
    const nurse = await t.signUp();
    const other = await t.signUp();
    await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "BLS; Provider", expiryDate: "2099-03-31" } });
    await t.request("/api/certifications", { cookie: nurse.cookie, body: { name: "CEN", noExpiry: true } });
    await t.request("/api/certifications", { cookie: other.cookie, body: { name: "Other nurse's NRP", expiryDate: "2099-04-01" } });
    const { url } = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: nurse.cookie }));
    const feed = await t.request(new URL(url).pathname + new URL(url).search);
    expect(feed.status).toBe(200);
    const text = await feed.text();
    expect(text).toContain("DTSTART;VALUE=DATE:20990331\r\nDTEND;VALUE=DATE:20990401");
    expect(text).toContain("SUMMARY:BLS\\; Provider expires");
    expect(text).not.toContain("CEN expires");
    expect(text).not.toContain("NRP");
  });

  it("comes by push as well, to her devices (decision 046), unless she turned that off", async () => {
    const expiry = "2027-04-30";
    const { nurse } = await nurseWith(expiry, { certificationEmails: true, certificationLeadDays: 14 });
    const keys = browserKeys();
    const endpoint = `${push.service.url}/certification`;
    expect(
      (await t.request("/api/push/subscriptions", { cookie: nurse.cookie, body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } } })).status,
    ).toBe(201);
    await run(addDays(expiry, -14));
    expect(mailsTo(nurse).map((m) => m.subject)).toEqual(["Your ACLS expires in 14 days"]);
    expect(push.pushesTo("certification")).toHaveLength(1);
    expect(JSON.parse(decryptPush(push.pushesTo("certification")[0]!.body, keys))).toMatchObject({
      title: "Your ACLS expires in 14 days",
      url: "/certifications",
    });
    await t.request("/api/push/settings", { method: "PATCH", cookie: nurse.cookie, body: { certificationExpiry: false } });
    await run(expiry);
    expect(mailsTo(nurse).map((m) => m.subject)).toEqual(["Your ACLS expires in 14 days", "Your ACLS expires today"]);
    expect(push.pushesTo("certification")).toHaveLength(1);
  });
});
