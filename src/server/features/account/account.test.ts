import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { accounts, certificationReminders, profiles, pushDeliveries, rateLimits, savedPostings, sessions, users } from "../../db/schema";
import { allTables, userTables } from "../../db/user-tables";
import { listUserFiles } from "../../files/user-files";
import { json, linkIn, sessionCookie, type TestUser, useTestApp, errorOf } from "../../testing/test-app";
import { applyShift, createJob, createShiftType } from "../../testing/calendar-fixtures";
import { minimalPdf, photoForm, testImages, uploadForm } from "../../testing/images";

const t = useTestApp();

type SessionList = { sessions: { id: string; device: string; current: boolean; lastActiveAt: string; createdAt: string }[] };

const UA = {
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
};

async function signInFrom(user: TestUser, userAgent: string, password = user.password) {
  const res = await t.request("/api/auth/sign-in/email", {
    body: { email: user.email, password },
    headers: { "user-agent": userAgent, "x-forwarded-for": t.randomIp() },
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}
const session = async (cookie: string) => json<{ user: { id: string } } | null>(await t.request("/api/auth/get-session", { cookie }));
/** Through the app's own (briefly cached) session reader, as every API route reads it. */
const apiStatus = async (cookie: string) => (await t.request("/api/profile", { cookie })).status;
const list = async (cookie: string) => json<SessionList>(await t.request("/api/auth/list-sessions", { cookie }));

/** How many rows of any table of the schema mention this text anywhere (every column, as text). */
async function rowsMentioning(text: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of allTables) {
    const { name } = getTableConfig(table);
    const [row] = await t.services.database.query<{ n: number }>(`select count(*)::int as n from "${name}" t where t::text ilike $1`, [`%${text}%`]);
    if (row && row.n > 0) found[name] = row.n;
  }
  return found;
}

/**
 * A nurse with rows in every table of hers, made through the API as she would
 * make them: profile, preferences, photo, a job, a shift type with premiums on
 * a day of her calendar, a note, a calendar feed, sessions on two devices, a
 * pending reset token and rate-limit counters.
 */
async function filledNurse() {
  const user = await t.signUp();
  // Confirmed, as a nurse who invites colleagues is.
  await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, body: { dob: "1987-03-04", countryCode: "GB", licenseDate: "2012-09-01" } });
  await t.request("/api/preferences", { method: "PATCH", cookie: user.cookie, body: { region: "UK", accentColor: "#7c3aed" } });
  const upload = await t.request("/api/profile/avatar", { method: "POST", body: photoForm(await testImages.png()), cookie: user.cookie });
  expect(upload.status).toBe(200);
  const { avatarUrl } = await json<{ avatarUrl: string }>(upload);
  const job = await createJob(t, user);
  const shift = await createShiftType(t, user, { jobId: job.id, premiums: [{ name: "Night", amountPerHour: 4.5, appliesFrom: "19:00", appliesTo: "07:00" }] });
  expect((await applyShift(t, user, "2026-03-14", shift.id)).status).toBe(200);
  // A rotation (its days marked with its id, its change kept for undo).
  const rotation = { name: "Nights", startDate: "2026-03-16", endDate: "2026-03-31", cycle: [shift.id, null] };
  expect((await t.request("/api/rotations", { cookie: user.cookie, body: rotation })).status).toBe(201);
  expect(
    (await t.request("/api/notes", { cookie: user.cookie, body: { date: "2026-03-14", text: "Bed 4 needs a new IV line.", shiftTypeId: shift.id } })).status,
  ).toBe(201);
  expect((await t.request("/api/colleagues/blocks", { cookie: user.cookie, body: { email: "pest@example.com" } })).status).toBe(201);
  // An area's own rate limit counts her too (colleague invitations).
  expect((await t.request("/api/colleagues", { cookie: user.cookie, body: { name: "Sam Lee", email: "sam.lee@example.org" } })).status).toBe(201);
  const payInputs = { frequency: "weekly", customDays: 7, shifts: [{ name: "Night", hourlyRate: 52, hoursScheduled: 36, jobId: null }], premiums: [] };
  expect((await t.request("/api/pay-estimator", { method: "PUT", cookie: user.cookie, body: payInputs })).status).toBe(200);
  const contract = await json<{ id: string }>(
    await t.request("/api/contracts", { cookie: user.cookie, body: { contractName: "ICU travel", startDate: "2026-01-05", endDate: "2026-04-04" } }),
  );
  const attached = await t.request(`/api/contracts/${contract.id}/attachments`, {
    cookie: user.cookie,
    body: uploadForm("file", minimalPdf(), "contract.pdf", "application/pdf", { label: "Signed contract" }),
  });
  expect(attached.status).toBe(201);
  const feed = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: user.cookie }));
  const cert = await json<{ id: string }>(await t.request("/api/certifications", { cookie: user.cookie, body: { name: "BLS", expiryDate: "2027-03-31" } }));
  expect((await t.request(`/api/certifications/${cert.id}/front-photo`, { body: photoForm(await testImages.png()), cookie: user.cookie })).status).toBe(200);
  // A posting she saved on Discover (kept by the posting's ref, whatever the board holds).
  await t.services.db.insert(savedPostings).values({ userId: user.id, postingRef: "icu-rn-vgh" });
  // A reminder sent for it (the daily task's record).
  await t.services.db.insert(certificationReminders).values({ userId: user.id, certificationId: cert.id, expiryDate: "2027-03-31", kind: "lead" });
  const resume = {
    template: "compact",
    personal: { name: "Filled Nurse", email: user.email, phone: "", location: "London", summary: "" },
    experience: [{ id: "e1", title: "Staff Nurse", facility: "Royal London", startDate: "2020-01", endDate: null, description: "", sourceJobId: null }],
    education: [],
    certificationIds: [cert.id],
    skills: ["ACLS"],
  };
  expect((await t.request("/api/resume", { method: "PUT", cookie: user.cookie, body: resume })).status).toBe(200);
  // Sent as the web app sends a create: with an idempotency key, which is kept for a day.
  const contact = { cookie: user.cookie, body: { name: "Ana Diaz", phone: "604-555-0101" }, headers: { "idempotency-key": crypto.randomUUID() } };
  expect((await t.request("/api/contacts", contact)).status).toBe(201);
  // Notifications on one of her browsers, her choices, and a reminder sent (the task's record).
  const endpoint = `https://push.example.org/${crypto.randomUUID()}`;
  const pushKeys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" };
  expect((await t.request("/api/push/subscriptions", { cookie: user.cookie, body: { endpoint, keys: pushKeys } })).status).toBe(201);
  expect((await t.request("/api/push/settings", { method: "PATCH", cookie: user.cookie, body: { shiftHoursBefore: 2 } })).status).toBe(200);
  await t.services.db.insert(pushDeliveries).values({ userId: user.id, key: "shift:2026-03-14:evening" });
  // A timer she started, waiting to ring on her phone.
  const timer = { endsAt: new Date(Date.now() + 60 * 60_000).toISOString(), label: "60-minute timer" };
  expect((await t.request("/api/push/timers", { cookie: user.cookie, body: timer })).status).toBe(201);
  await signInFrom(user, UA.android);
  await t.request("/api/auth/request-password-reset", { body: { email: user.email } });
  const reset = await t.waitForMail(user.email, (m) => m.subject.includes("Reset"));
  const token = (link: string) => new URL(link).searchParams.get("token")!;
  return { ...user, avatarUrl, feedPath: feed.url.replace(t.config.baseUrl, ""), feedToken: token(feed.url), resetToken: token(linkIn(reset)) };
}

/** Her rows in each table with a user_id column, by SQL name. */
async function rowsPerUserTable(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of userTables) counts[table.name] = (await t.services.db.select().from(table.table).where(eq(table.userId, userId))).length;
  return counts;
}

/** Every user table holds at least one of her rows (a table added later without seeding here fails the test); the counts. */
async function expectRowsInEveryUserTable(userId: string): Promise<Record<string, number>> {
  const counts = await rowsPerUserTable(userId);
  for (const table of userTables) expect(counts[table.name], `rows of hers in ${table.name} (seed it in filledNurse)`).toBeGreaterThan(0);
  return counts;
}

describe("change password", () => {
  it("needs the current password, ends every other session and keeps this one", async () => {
    const user = await t.signUp();
    const phone = await signInFrom(user, UA.iphone);
    const laptop = await signInFrom(user, UA.windows);

    const wrong = await t.request("/api/auth/change-password", { cookie: phone, body: { currentPassword: "not-it-at-all", newPassword: "fresh-pass-9" } });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({
      message: "Your current password is not correct.",
      fields: { currentPassword: "Your current password is not correct." },
    });

    expect(await apiStatus(laptop)).toBe(200);
    const res = await t.request("/api/auth/change-password", { cookie: phone, body: { currentPassword: user.password, newPassword: "fresh-pass-9" } });
    expect(res.status).toBe(200);
    const renewed = sessionCookie(res);
    expect((await session(renewed))?.user.id).toBe(user.id);
    expect(await apiStatus(renewed)).toBe(200);
    expect(await session(laptop)).toBeNull();
    expect(await apiStatus(laptop)).toBe(401);
    expect(await session(user.cookie)).toBeNull();
    expect((await t.signIn(user.email, user.password)).res.status).toBe(401);
    expect((await t.signIn(user.email, "fresh-pass-9")).res.status).toBe(200);
  });

  it.each([
    ["no current password", { newPassword: "fresh-pass-9" }, "currentPassword", "Please enter your current password."],
    ["a short new password", { currentPassword: "x", newPassword: "12345" }, "newPassword", "Password must be at least 6 characters long."],
    ["a very long new password", { currentPassword: "x", newPassword: "y".repeat(129) }, "newPassword", "Password must be at most 128 characters long."],
  ])("refuses %s with a clear message", async (_what, body, field, message) => {
    const user = await t.signUp();
    const res = await t.request("/api/auth/change-password", { cookie: user.cookie, body });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
    expect((await t.signIn(user.email, user.password)).res.status).toBe(200);
  });

  it("needs a session, and is rate-limited per user", async () => {
    expect((await t.request("/api/auth/change-password", { body: { currentPassword: "a", newPassword: "bbbbbb" } })).status).toBe(401);
    const user = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request("/api/auth/change-password", { cookie: user.cookie, body: { currentPassword: `guess-${i}`, newPassword: "fresh-pass-9" } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("active sessions", () => {
  it("lists my sessions with their device, this one first and marked, without tokens", async () => {
    const user = await t.signUp();
    const phone = await signInFrom(user, UA.android);
    await signInFrom(user, UA.windows);
    const other = await t.signUp();

    const res = await t.request("/api/auth/list-sessions", { cookie: phone });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.clone().text();
    const { sessions: mine } = await json<SessionList>(res);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ device: "Chrome on Android", current: true });
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    expect(mine.map((s) => s.device)).toContain("Firefox on Windows");
    const tokens = await t.services.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(other.id);
  });

  it("still answers for a session signed in days ago", async () => {
    const user = await t.signUp();
    await t.services.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(sessions.userId, user.id));
    const res = await t.request("/api/auth/list-sessions", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect((await json<SessionList>(res)).sessions).toHaveLength(1);
  });

  it("sign out other devices: every other session ends, this one stays", async () => {
    const user = await t.signUp();
    const phone = await signInFrom(user, UA.iphone);
    const laptop = await signInFrom(user, UA.windows);
    const other = await t.signUp();

    expect(await apiStatus(laptop)).toBe(200);
    const res = await t.request("/api/auth/revoke-other-sessions", { cookie: phone, body: {} });
    expect(res.status).toBe(200);
    expect((await session(phone))?.user.id).toBe(user.id);
    expect(await apiStatus(phone)).toBe(200);
    expect(await session(laptop)).toBeNull();
    expect(await apiStatus(laptop)).toBe(401);
    expect(await session(user.cookie)).toBeNull();
    expect((await session(other.cookie))?.user.id).toBe(other.id);
    expect((await list(phone)).sessions).toEqual([expect.objectContaining({ device: "Safari on iPhone", current: true })]);
  });

  it("sign out other devices takes no fields", async () => {
    const user = await t.signUp();
    const res = await t.request("/api/auth/revoke-other-sessions", { cookie: user.cookie, body: { everyone: true } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Unknown field: everyone.");
  });

  it("need a session", async () => {
    expect((await t.request("/api/auth/list-sessions")).status).toBe(401);
    expect((await t.request("/api/auth/revoke-other-sessions", { body: {} })).status).toBe(401);
    // The endpoints the app does not use stay closed.
    const user = await t.signUp();
    expect((await t.request("/api/auth/revoke-sessions", { cookie: user.cookie, body: {} })).status).toBe(404);
    expect((await t.request("/api/auth/revoke-session", { cookie: user.cookie, body: { token: "x" } })).status).toBe(404);
  });
});

describe("GET /api/account/export", () => {
  it("downloads every table of mine as one JSON file, with file links, and nothing of anyone else", async () => {
    const me = await filledNurse();
    const other = await filledNurse();
    // Her network: a colleague who invited her and whom she accepted, and her own invitation still waiting.
    const colleague = await t.signUp();
    await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, colleague.id));
    const invitation = await json<{ id: string }>(await t.request("/api/colleagues", { cookie: colleague.cookie, body: { name: "Me", email: me.email } }));
    expect((await t.request(`/api/colleagues/${invitation.id}/accept`, { method: "POST", cookie: me.cookie })).status).toBe(200);
    expect((await t.request("/api/colleagues", { cookie: me.cookie, body: { name: "Jordan Lee", email: "jordan.lee@example.com" } })).status).toBe(201);

    const res = await t.request("/api/account/export", { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="nursevitals-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    // Everything in the ZIP but the files' bytes (README.txt and data.json), as text.
    const zip = await yauzl.fromBufferPromise(Buffer.from(await res.arrayBuffer()));
    let text = "";
    let dataText = "";
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.startsWith("files/")) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      text += Buffer.concat(chunks).toString("utf8");
      if (entry.fileName === "data.json") dataText = Buffer.concat(chunks).toString("utf8");
    }
    const data = JSON.parse(dataText) as {
      user: { id: string; email: string };
      tables: Record<string, Record<string, unknown>[]>;
      files: { key: string; path: string }[];
      shared: { network: { name: string; email: string; status: string }[] };
    };

    expect(data.user).toMatchObject({ id: me.id, email: me.email });
    // The network as she sees it; not the colleague's account id, nor the label the colleague gave her.
    expect(data.shared.network).toEqual([
      expect.objectContaining({ name: "Sam Lee", email: "sam.lee@example.org", status: "invited" }),
      expect.objectContaining({ email: colleague.email.toLowerCase(), status: "connected" }),
      expect.objectContaining({ name: "Jordan Lee", email: "jordan.lee@example.com", status: "invited" }),
    ]);
    expect(text).not.toContain(colleague.id);
    expect(text).not.toContain('"Me"');
    // Every table with a user_id column, found in the schema, is there with all of my rows and no secret column.
    const counts = await expectRowsInEveryUserTable(me.id);
    const exported = userTables.filter((table) => table.exported);
    expect(Object.keys(data.tables).sort()).toEqual(exported.map((table) => table.name).sort());
    expect(exported.map((table) => table.name)).not.toContain("idempotency_keys");
    for (const table of exported) {
      const rows = data.tables[table.name]!;
      expect(rows, table.name).toHaveLength(counts[table.name]!);
      for (const row of rows) {
        expect(row.userId, table.name).toBe(me.id);
        for (const key of table.secretKeys) expect(row, `${table.name}.${key}`).not.toHaveProperty(key);
      }
    }
    expect(data.tables.profiles?.[0]).toMatchObject({ dob: "1987-03-04", countryCode: "GB", avatarUrl: me.avatarUrl });
    expect(data.tables.preferences?.[0]).toMatchObject({ region: "UK", accentColor: "#7c3aed" });
    expect(data.tables.sessions?.length).toBe(2);
    expect(data.tables.shift_type_premiums?.[0]).toMatchObject({ name: "Night", amountPerHour: 4.5 });
    expect(data.tables.calendar_shifts?.[0]).toMatchObject({ date: "2026-03-14" });
    expect(data.tables.calendar_notes?.[0]).toMatchObject({ note: "Bed 4 needs a new IV line." });
    // Her files, each beside data.json in the ZIP (export-import.test.ts checks their bytes).
    expect(data.files).toHaveLength(3);
    expect(data.files).toContainEqual({ key: me.avatarUrl.replace("/files/", ""), path: `files/${me.avatarUrl.replace("/files/", "")}` });
    const cardPhoto = data.files.find((file) => file.key.startsWith("certifications/"));
    expect(cardPhoto?.key).toMatch(new RegExp(`^certifications/${me.id}/cert-[0-9a-f-]{36}-front-\\d+\\.jpg$`));
    const document = data.files.find((file) => file.key.startsWith("contracts/"));
    expect(document?.key).toMatch(new RegExp(`^contracts/${me.id}/[0-9a-f-]{36}/\\d+_contract\\.pdf$`));

    // Nothing of the other nurse, and no secrets of mine: session tokens, the password hash, the feed token, the reset token.
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    const tokens = await t.services.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, me.id));
    expect(tokens).toHaveLength(2);
    for (const { token } of tokens) expect(text).not.toContain(token);
    const [credential] = await t.services.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, me.id));
    expect(text).not.toContain(credential!.password!);
    expect(text).not.toContain(me.feedToken);
    // The feed token is kept as its SHA-256 (calendar/feed-repository.ts): neither may be exported.
    expect(text).not.toContain(crypto.createHash("sha256").update(me.feedToken, "utf8").digest("hex"));
    expect(text).not.toContain(me.resetToken);
    expect(text).not.toMatch(/"(token|password|accessToken|refreshToken|idToken)"/);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/account/export")).status).toBe(401);
  });
});

describe("DELETE /api/account", () => {
  const remove = (user: TestUser, body: unknown, cookie = user.cookie) => t.request("/api/account", { method: "DELETE", body, cookie });

  it("needs the password: a wrong or missing one deletes nothing", async () => {
    const user = await t.signUp();
    const missing = await remove(user, {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields?.password).toBe("Please enter your password.");
    const wrong = await remove(user, { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields?.password).toBe("That password is not correct.");
    const tooLong = await remove(user, { password: "p".repeat(129) });
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).fields?.password).toBe("That password is not correct.");
    expect((await session(user.cookie))?.user.id).toBe(user.id);
    expect(await t.services.db.select().from(profiles).where(eq(profiles.userId, user.id))).toHaveLength(1);
  });

  it("deletes every row of mine in every table and every file, signs me out, and leaves others alone", async () => {
    const me = await filledNurse();
    const other = await filledNurse();
    const myFiles = path.join(t.dataDir, "files", "avatars", me.id);
    expect(fs.existsSync(myFiles)).toBe(true);
    await expectRowsInEveryUserTable(me.id);
    expect(Object.keys(await rowsMentioning(me.id))).toEqual(expect.arrayContaining(["users", "verifications"]));
    expect(Object.keys(await rowsMentioning(me.email))).toEqual(expect.arrayContaining(["users", "rate_limits"]));
    expect((await t.request(me.feedPath)).status).toBe(200);
    const otherBefore = await rowsMentioning(other.id);

    expect(await apiStatus(me.cookie)).toBe(200);
    const res = await remove(me, { password: me.password });
    expect(res.status).toBe(200);
    expect(await apiStatus(me.cookie)).toBe(401);
    expect(await json(res)).toEqual({ deleted: true });
    expect(res.headers.getSetCookie().some((c) => /^nv\.session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);

    expect(Object.values(await rowsPerUserTable(me.id)).every((n) => n === 0)).toBe(true);
    expect(await rowsMentioning(me.id)).toEqual({});
    expect(await rowsMentioning(me.email)).toEqual({});
    expect(fs.existsSync(myFiles)).toBe(false);
    expect(await listUserFiles(t.services.files, t.services.fileAreas, me.id)).toEqual([]);
    expect((await t.request(me.avatarUrl)).status).toBe(404);
    expect((await t.request(me.feedPath)).status).toBe(404);
    expect(await session(me.cookie)).toBeNull();
    expect((await t.signIn(me.email, me.password)).res.status).toBe(401);

    expect(await rowsMentioning(other.id)).toEqual(otherBefore);
    expect((await session(other.cookie))?.user.id).toBe(other.id);
    expect((await t.request(other.avatarUrl)).status).toBe(200);
    expect((await t.request(other.feedPath)).status).toBe(200);
  });

  it("an account without a password (Google) confirms with its email address", async () => {
    const user = await t.signUp();
    await t.services.db.delete(accounts).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
    // Removed behind the app's back: a cached profile goes when the database's notification arrives.
    await expect.poll(async () => (await json<{ hasPassword: boolean }>(await t.request("/api/profile", { cookie: user.cookie }))).hasPassword).toBe(false);

    const change = await t.request("/api/auth/change-password", { cookie: user.cookie, body: { currentPassword: "x", newPassword: "abcdefg" } });
    expect(change.status).toBe(400);
    expect((await errorOf(change)).message).toBe("Your account signs in with Google, so it has no password to change.");

    const unconfirmed = await remove(user, { confirmEmail: "someone@else.org" });
    expect(unconfirmed.status).toBe(400);
    expect((await errorOf(unconfirmed)).fields?.confirmEmail).toBe("Type your email address to confirm.");
    expect((await remove(user, { confirmEmail: user.email.toUpperCase() })).status).toBe(200);
    expect(await rowsMentioning(user.id)).toEqual({});
  });

  it("limits password guesses", async () => {
    const user = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await remove(user, { password: `guess-${i}` })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(
      await t.services.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `delete-account:user:${user.id.toLowerCase()}`)),
    ).toHaveLength(1);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/account", { method: "DELETE", body: { password: "x" } })).status).toBe(401);
  });
});

describe("documentation", () => {
  it("documents the account area in OpenAPI", async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(await t.request("/api/openapi.json"));
    for (const [p, method] of [
      ["/api/profile", "get"],
      ["/api/profile", "patch"],
      ["/api/profile/avatar", "post"],
      ["/api/preferences", "get"],
      ["/api/preferences", "patch"],
      ["/api/account/export", "get"],
      ["/api/account", "delete"],
      ["/api/auth/change-password", "post"],
      ["/api/auth/list-sessions", "get"],
      ["/api/auth/revoke-other-sessions", "post"],
      ["/files/avatars/{userId}/{file}", "get"],
    ] as const) {
      expect(doc.paths[p]?.[method], `${method} ${p}`).toBeDefined();
    }
    const upload = doc.paths["/api/profile/avatar"]?.post as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(upload.requestBody.content)).toEqual(["multipart/form-data"]);
  });
});
