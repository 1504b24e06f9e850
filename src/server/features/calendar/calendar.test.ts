import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { todayIn } from "@core/calendar-dates";
import { openPostgres } from "../../db/client";
import { calendarFeeds } from "../../db/schema";
import { databaseMigratedTo } from "../../testing/test-database";
import { feedOwner } from "./feed-repository";
import { applyShift, calendar, createShiftType } from "../../testing/calendar-fixtures";
import { json, sessionCookie, type TestUser, useTestApp, errorOf } from "../../testing/test-app";

const t = useTestApp();

/** A nurse whose profile is in `timezone` (set at sign-up, like the browser does). */
async function nurseIn(timezone: string): Promise<TestUser> {
  const email = `tz-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await t.request("/api/auth/sign-up/email", {
    body: { firstName: "Zoe", lastName: "Tan", email, password: "secret-pw-1", timezone },
    headers: { "x-forwarded-for": t.randomIp() },
  });
  expect(res.status).toBe(200);
  const { user } = await json<{ user: { id: string } }>(res);
  return { id: user.id, email, password: "secret-pw-1", name: "Zoe Tan", cookie: sessionCookie(res) };
}

describe("GET /api/calendar", () => {
  it("answers a month grid in one request: applied shifts, one-off shifts, the types they use, note counts, today", async () => {
    const nurse = await nurseIn("America/Vancouver");
    const day = await createShiftType(t, nurse, { name: "Day Shift" });
    const night = await createShiftType(t, nurse, { name: "Night Shift", nickname: "Night", startTime: "19:00", endTime: "07:00" });
    const course = await createShiftType(t, nurse, {
      name: "ACLS course",
      startTime: "08:00",
      endTime: "16:00",
      paidHours: 7.5,
      date: "2026-03-10",
      symbol: "education",
    });
    await createShiftType(t, nurse, { name: "Unused" });
    await createShiftType(t, nurse, { name: "Another month", date: "2026-05-01" });
    expect((await applyShift(t, nurse, "2026-03-10", day.id)).status).toBe(200);
    expect((await applyShift(t, nurse, "2026-03-31", night.id)).status).toBe(200);
    expect((await applyShift(t, nurse, "2026-02-28", night.id)).status).toBe(200);
    for (const [date, text] of [
      ["2026-03-10", "Bring badge"],
      ["2026-03-10", "Float to 4W"],
      ["2026-04-02", "Payday"],
    ]) {
      expect((await t.request("/api/notes", { cookie: nurse.cookie, body: { date, text } })).status).toBe(201);
    }

    const month = await calendar(t, nurse, "2026-03-01", "2026-04-04");
    expect(month).toMatchObject({ from: "2026-03-01", to: "2026-04-04", timeZone: "America/Vancouver", today: todayIn("America/Vancouver") });
    // The applied shift comes first on a day, then one-offs; an overnight shift sits on its start date only.
    expect(month.shifts).toEqual([
      { date: "2026-03-10", shiftTypeId: day.id, source: "applied" },
      { date: "2026-03-10", shiftTypeId: course.id, source: "dated" },
      { date: "2026-03-31", shiftTypeId: night.id, source: "applied" },
    ]);
    expect(month.shiftTypes.map((s) => s.name).sort()).toEqual(["ACLS course", "Day Shift", "Night Shift"]);
    expect(month.shiftTypes.find((s) => s.id === night.id)).toMatchObject({ nickname: "Night", startTime: "19:00", endTime: "07:00", paidHours: 12 });
    expect(month.shiftTypes.find((s) => s.id === course.id)).toMatchObject({ symbol: "education", paidHours: 7.5 });
    expect(month.noteCounts).toEqual({ "2026-03-10": 2, "2026-04-02": 1 });
  });

  it("a one-off also applied on its own date is one shift there, in the month and in the feed", async () => {
    const nurse = await t.signUp();
    const next = new Date().getUTCFullYear() + 1;
    const course = await createShiftType(t, nurse, { name: "ACLS course", startTime: "08:00", endTime: "16:00", paidHours: 7.5, date: `${next}-03-10` });
    expect((await applyShift(t, nurse, `${next}-03-10`, course.id)).status).toBe(200);
    const month = await calendar(t, nurse, `${next}-03-01`, `${next}-03-31`);
    expect(month.shifts).toEqual([{ date: `${next}-03-10`, shiftTypeId: course.id, source: "applied" }]);
    const feed = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: nurse.cookie }));
    const text = await (await t.request(new URL(feed.url).pathname + new URL(feed.url).search)).text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("today is computed in the nurse's own time zone", async () => {
    const east = await nurseIn("Pacific/Kiritimati");
    const west = await nurseIn("Pacific/Pago_Pago");
    const a = await calendar(t, east, "2026-01-01", "2026-01-31");
    const b = await calendar(t, west, "2026-01-01", "2026-01-31");
    expect(a.today).toBe(todayIn("Pacific/Kiritimati"));
    expect(b.today).toBe(todayIn("Pacific/Pago_Pago"));
    expect(a.today).not.toBe(b.today); // 25 hours apart
  });

  it.each([
    ["", "from", "from is required (yyyy-MM-dd)"],
    ["?from=2026-03-01", "to", "to is required (yyyy-MM-dd)"],
    ["?from=2026-02-30&to=2026-03-31", "from", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    ["?from=2026-03-01&to=2026-13-01", "to", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    ["?from=2026-04-01&to=2026-03-01", "to", "from must be on or before to"],
    ["?from=2020-01-01&to=2026-01-01", "to", "Ask for at most 366 days at a time"],
  ])("refuses %s: %s → %s", async (query, field, message) => {
    const nurse = await t.signUp();
    const res = await t.request(`/api/calendar${query}`, { cookie: nurse.cookie });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
  });
});

describe("PUT and DELETE /api/calendar/:date", () => {
  it("applies a shift, and applying another to the same date replaces it", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night", startTime: "19:00", endTime: "07:00" });
    const res = await applyShift(t, nurse, "2026-06-15", day.id);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ date: "2026-06-15", shiftTypeId: day.id, source: "applied" });
    expect((await applyShift(t, nurse, "2026-06-15", day.id)).status).toBe(200); // the same again is fine
    expect((await applyShift(t, nurse, "2026-06-15", night.id)).status).toBe(200);
    const month = await calendar(t, nurse, "2026-06-01", "2026-06-30");
    expect(month.shifts).toEqual([{ date: "2026-06-15", shiftTypeId: night.id, source: "applied" }]);
  });

  it("takes a shift off a day; a day with none answers 404", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    await applyShift(t, nurse, "2026-06-16", day.id);
    const res = await t.request("/api/calendar/2026-06-16", { method: "DELETE", cookie: nurse.cookie });
    expect(res.status).toBe(204);
    expect((await calendar(t, nurse, "2026-06-01", "2026-06-30")).shifts).toEqual([]);
    const again = await t.request("/api/calendar/2026-06-16", { method: "DELETE", cookie: nurse.cookie });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe("A shift on that day was not found.");
  });

  it("refuses impossible dates and bad ids with a clear message, and what was saved stays", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    await applyShift(t, nurse, "2026-02-27", day.id);
    const cases: [string, unknown, string, string][] = [
      ["2026-02-30", { shiftTypeId: day.id }, "date", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
      ["2026-2-27", { shiftTypeId: day.id }, "date", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
      ["2026-02-27", {}, "shiftTypeId", "Shift id is not valid"],
      ["2026-02-27", { shiftTypeId: "day" }, "shiftTypeId", "Shift id is not valid"],
    ];
    for (const [date, body, field, message] of cases) {
      const res = await t.request(`/api/calendar/${date}`, { method: "PUT", cookie: nurse.cookie, body });
      expect(res.status, date).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    expect((await t.request("/api/calendar/2026-02-30", { method: "DELETE", cookie: nurse.cookie })).status).toBe(400);
    expect((await calendar(t, nurse, "2026-02-01", "2026-02-28")).shifts).toEqual([{ date: "2026-02-27", shiftTypeId: day.id, source: "applied" }]);
  });

  it("another nurse's shift type id answers 404 and the day keeps its shift", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const theirs = await createShiftType(t, a, { name: "A's" });
    const mine = await createShiftType(t, b, { name: "B's" });
    await applyShift(t, b, "2026-07-01", mine.id);
    const res = await applyShift(t, b, "2026-07-01", theirs.id);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Shift was not found.");
    expect((await calendar(t, b, "2026-07-01", "2026-07-31")).shifts).toEqual([{ date: "2026-07-01", shiftTypeId: mine.id, source: "applied" }]);
    expect((await calendar(t, a, "2026-07-01", "2026-07-31")).shifts).toEqual([]);
  });

  it("B never sees or clears A's days", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const shift = await createShiftType(t, a);
    await applyShift(t, a, "2026-08-08", shift.id);
    expect((await calendar(t, b, "2026-08-01", "2026-08-31")).shifts).toEqual([]);
    expect((await t.request("/api/calendar/2026-08-08", { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    expect((await calendar(t, a, "2026-08-01", "2026-08-31")).shifts).toHaveLength(1);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/calendar?from=2026-01-01&to=2026-01-31")).status).toBe(401);
    expect((await t.request("/api/calendar/2026-01-01", { method: "PUT", body: { shiftTypeId: "x" } })).status).toBe(401);
    expect((await t.request("/api/calendar/2026-01-01", { method: "DELETE" })).status).toBe(401);
    expect((await t.request("/api/calendar/subscription")).status).toBe(401);
    expect((await t.request("/api/calendar/subscription", { method: "POST" })).status).toBe(401);
  });
});

describe("calendar subscription feed", () => {
  const feedPath = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };

  it("is off until turned on; every shift is a timed event in the nurse's zone, read by a real iCalendar parser", async () => {
    // Toronto keeps daylight saving time (Vancouver left it in November 2026: see the next test).
    const nurse = await nurseIn("America/Toronto");
    expect(await json(await t.request("/api/calendar/subscription", { cookie: nurse.cookie }))).toEqual({ active: false, url: null });
    const on = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: nurse.cookie }));
    expect(on.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\.ics\?token=[\w-]{43}$/);
    expect(on).toEqual({ active: true, url: on.url });
    // Shown once: the server keeps only the token's hash, so it cannot send the address again.
    expect(await json(await t.request("/api/calendar/subscription", { cookie: nurse.cookie }))).toEqual({ active: true, url: null });

    const next = new Date().getUTCFullYear() + 1;
    const night = await createShiftType(t, nurse, { name: "Night, ICU; float", icon: "🌙", startTime: "19:00", endTime: "07:00", location: "TGH, Tower 2" });
    const day = await createShiftType(t, nurse, { name: "Day Shift", startTime: "07:00", endTime: "19:00", location: "" });
    await createShiftType(t, nurse, { name: "ACLS", startTime: "08:00", endTime: "16:30", paidHours: 8.5, date: `${next}-07-04`, symbol: "education" });
    await applyShift(t, nurse, `${next}-01-15`, night.id); // winter: UTC−5
    await applyShift(t, nurse, `${next}-07-15`, day.id); // summer: UTC−4
    await applyShift(t, nurse, `${next}-03-07`, night.id); // ends the morning clocks go forward

    const res = await t.request(feedPath(on.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text).toContain("\r\n");
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const vtz = cal.getFirstSubcomponent("vtimezone");
    expect(vtz?.getFirstPropertyValue("tzid")).toBe("America/Toronto");
    ICAL.TimezoneService.register(new ICAL.Timezone(vtz!));
    try {
      const all = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
      // Her area's public holidays (Ontario's, from her zone) are all-day events beside her shifts (decision 053).
      const holidays = all.filter((e) => e.startDate.isDate);
      expect(holidays.map((e) => e.summary)).toContain("Christmas Day");
      const events = all.filter((e) => !e.startDate.isDate);
      expect(events).toHaveLength(4);
      const byStart = (iso: string) => events.find((e) => e.startDate.toJSDate().toISOString() === iso);

      const winter = byStart(`${next}-01-16T00:00:00.000Z`);
      expect(winter?.summary).toBe("🌙 Night, ICU; float");
      expect(winter?.location).toBe("TGH, Tower 2");
      expect(winter?.startDate.zone?.tzid).toBe("America/Toronto");
      expect(winter?.endDate.toJSDate().toISOString()).toBe(`${next}-01-16T12:00:00.000Z`);
      expect(winter?.endDate.day).toBe(16); // overnight: ends the next day

      const summer = byStart(`${next}-07-15T11:00:00.000Z`);
      expect(summer?.summary).toBe("☀️ Day Shift");
      expect(summer?.endDate.toJSDate().toISOString()).toBe(`${next}-07-15T23:00:00.000Z`);
      expect(summer?.location).toBeFalsy();

      // Across the change to daylight time (second Sunday of March): 19:00 EST to 07:00 EDT is 11 real hours.
      const dst = events.find((e) => e.startDate.toString().startsWith(`${next}-03-07`));
      expect(dst).toBeDefined();
      const hours = (dst!.endDate.toJSDate().getTime() - dst!.startDate.toJSDate().getTime()) / 3_600_000;
      const marchSunday = new Date(Date.UTC(next, 2, 1 + ((7 - new Date(Date.UTC(next, 2, 1)).getUTCDay()) % 7) + 7)).getUTCDate();
      expect(hours).toBe(marchSunday === 8 ? 11 : 12);

      const course = events.find((e) => e.summary === "☀️ ACLS");
      expect(course?.description).toContain("Education");
      expect(course?.startDate.toJSDate().toISOString()).toBe(`${next}-07-04T12:00:00.000Z`);
      expect(new Set(events.map((e) => e.uid)).size).toBe(4);
    } finally {
      ICAL.TimezoneService.remove("America/Toronto");
    }
  });

  it("puts a Vancouver nurse's shifts this winter at UTC−7, where British Columbia now stays (tz 2026b)", async () => {
    const nurse = await nurseIn("America/Vancouver");
    const on = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: nurse.cookie }));
    const night = await createShiftType(t, nurse, { name: "Night", startTime: "19:00", endTime: "07:00" });
    await applyShift(t, nurse, "2026-12-15", night.id);
    const cal = new ICAL.Component(ICAL.parse(await (await t.request(feedPath(on.url))).text()) as unknown[]);
    ICAL.TimezoneService.register(new ICAL.Timezone(cal.getFirstSubcomponent("vtimezone")!));
    try {
      const [event] = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
      expect(event?.startDate.toJSDate().toISOString()).toBe("2026-12-16T02:00:00.000Z");
    } finally {
      ICAL.TimezoneService.remove("America/Vancouver");
    }
  });

  it("a new address revokes the old one; a bad or missing token is refused", async () => {
    const nurse = await t.signUp();
    const first = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: nurse.cookie }));
    const second = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: nurse.cookie }));
    expect(second.url).not.toBe(first.url);
    const old = await t.request(feedPath(first.url));
    expect(old.status).toBe(404);
    expect((await errorOf(old)).message).toBe("This calendar link was not found.");
    expect((await t.request(feedPath(second.url))).status).toBe(200);
    const missing = await t.request("/api/calendar.ics");
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields?.token).toBe("The link is missing its token");
    for (const token of ["short", "x".repeat(201)]) {
      const bad = await t.request(`/api/calendar.ics?token=${token}`);
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).fields?.token).toBe("This calendar link is not valid");
    }
  });

  it("the database keeps only the token's hash", async () => {
    const nurse = await t.signUp();
    const { url } = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: nurse.cookie }));
    const token = new URL(url).searchParams.get("token") ?? "";
    const [row] = await t.services.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, nurse.id));
    expect(Object.values(row!).map(String).join(" ")).not.toContain(token);
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
  });

  it("a feed made before migration 0007 (its raw token in the table) still opens once a newer server has migrated it", async () => {
    const old = await databaseMigratedTo("0006_notes-search");
    try {
      const token = "made-before-0007-" + "x".repeat(30);
      const client = new pg.Client({ connectionString: old.url });
      await client.connect();
      await client.query(`insert into users (id, name, email) values ('nurse-1', 'Avery', 'avery@example.com')`);
      await client.query(`insert into calendar_feeds (user_id, token) values ('nurse-1', $1)`, [token]);
      await client.end();
      // A newer server's start migrates it.
      const migrated = await openPostgres(old.url);
      try {
        const [row] = await migrated.db.select().from(calendarFeeds);
        expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
        expect(await feedOwner(migrated.db, token)).toBe("nurse-1");
        expect(await feedOwner(migrated.db, row!.tokenHash)).toBeUndefined();
      } finally {
        await migrated.close();
      }
    } finally {
      await old.drop();
    }
  });

  it("each feed has only its own nurse's shifts, in her zone", async () => {
    const a = await nurseIn("Europe/Paris");
    const b = await nurseIn("Asia/Tokyo");
    const next = new Date().getUTCFullYear() + 1;
    await applyShift(t, a, `${next}-02-02`, (await createShiftType(t, a, { name: "Paris day" })).id);
    await applyShift(t, b, `${next}-02-02`, (await createShiftType(t, b, { name: "Tokyo day" })).id);
    const feed = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: b.cookie }));
    const text = await (await t.request(feedPath(feed.url))).text();
    expect(text).toContain("Tokyo day");
    expect(text).not.toContain("Paris day");
    expect(text).toContain(`DTSTART;TZID=Asia/Tokyo:${next}0202T070000`);
    const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const vtz = new ICAL.Timezone(cal.getFirstSubcomponent("vtimezone")!);
    ICAL.TimezoneService.register(vtz);
    try {
      const event = new ICAL.Event(cal.getFirstSubcomponent("vevent")!);
      expect(event.startDate.toJSDate().toISOString()).toBe(`${next}-02-01T22:00:00.000Z`);
    } finally {
      ICAL.TimezoneService.remove("Asia/Tokyo");
    }
  });
});

describe("OpenAPI", () => {
  it("documents every calendar, shift library, notes and jobs route", async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(await t.request("/api/openapi.json"));
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    for (const op of [
      "GET /api/shift-types",
      "POST /api/shift-types",
      "GET /api/shift-types/{id}",
      "PATCH /api/shift-types/{id}",
      "DELETE /api/shift-types/{id}",
      "GET /api/calendar",
      "PUT /api/calendar/{date}",
      "DELETE /api/calendar/{date}",
      "GET /api/calendar/subscription",
      "POST /api/calendar/subscription",
      "GET /api/calendar.ics",
      "GET /api/notes",
      "POST /api/notes",
      "DELETE /api/notes/{id}",
      "GET /api/jobs",
      "POST /api/jobs",
      "GET /api/jobs/{id}",
      "PATCH /api/jobs/{id}",
      "DELETE /api/jobs/{id}",
    ]) {
      expect(ops).toContain(op);
    }
  });
});
