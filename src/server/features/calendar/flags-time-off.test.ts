import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "@core/calendar-dates";
import { users } from "../../db/schema";
import { applyShift, calendar, createShiftType } from "../../testing/calendar-fixtures";
import { type ErrorBody, json, type TestUser, useTestApp } from "../../testing/test-app";

const t = useTestApp();

/** Flags and time off (decision 053): PUT /api/calendar/:date, the month, undo, batch, colleagues and the feed. */

type Day = {
  date: string;
  shiftTypeId: string | null;
  source: "applied";
  flags: string[];
  floatTo: string | null;
  timeOff: string | null;
  changeId: string | null;
};

const put = (user: TestUser, date: string, body: unknown) => t.request(`/api/calendar/${date}`, { method: "PUT", cookie: user.cookie, body });
const undo = (user: TestUser, id?: string) => t.request("/api/calendar/undo", { cookie: user.cookie, body: id ? { id } : {} });
const month = (user: TestUser, from = "2026-12-01", to = "2026-12-31") => calendar(t, user, from, to);

async function ok<T>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return json<T>(answer);
}

describe("flags on a day's shift", () => {
  it("PUT takes flags and the unit she floats to, answers the day, and the month shows them", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const answer = await ok<Day>(put(nurse, "2026-12-02", { shiftTypeId: day.id, flags: ["float", "charge"], floatTo: " 4 West " }));
    expect(answer).toMatchObject({ date: "2026-12-02", shiftTypeId: day.id, flags: ["charge", "float"], floatTo: "4 West", timeOff: null });
    expect(answer.changeId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await month(nurse)).shifts).toEqual([
      { date: "2026-12-02", shiftTypeId: day.id, source: "applied", flags: ["charge", "float"], floatTo: "4 West" },
    ]);
  });

  it("a shift put without flags keeps the day's flags (an old client's tap too); flags: [] takes them off", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night", startTime: "19:00", endTime: "07:00" });
    await ok(put(nurse, "2026-12-03", { shiftTypeId: day.id, flags: ["preceptor", "onCall"] }));
    expect(await ok<Day>(applyShift(t, nurse, "2026-12-03", night.id))).toMatchObject({ shiftTypeId: night.id, flags: ["preceptor", "onCall"] });
    expect((await month(nurse)).shifts).toEqual([{ date: "2026-12-03", shiftTypeId: night.id, source: "applied", flags: ["preceptor", "onCall"] }]);
    expect(await ok<Day>(put(nurse, "2026-12-03", { shiftTypeId: night.id, flags: [] }))).toMatchObject({ flags: [], floatTo: null });
    expect((await month(nurse)).shifts).toEqual([{ date: "2026-12-03", shiftTypeId: night.id, source: "applied" }]);
    // Float without a unit yet is fine.
    expect(await ok<Day>(put(nurse, "2026-12-03", { shiftTypeId: night.id, flags: ["float"], floatTo: null }))).toMatchObject({
      flags: ["float"],
      floatTo: null,
    });
  });

  it("the same flags again change nothing (no change to undo)", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    await ok(put(nurse, "2026-12-04", { shiftTypeId: day.id, flags: ["charge"] }));
    expect(await ok<Day>(put(nurse, "2026-12-04", { shiftTypeId: day.id, flags: ["charge"] }))).toMatchObject({ changeId: null, flags: ["charge"] });
  });

  it("refuses bad flags with a message per field, and the day keeps what it had", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    await ok(put(nurse, "2026-12-05", { shiftTypeId: day.id, flags: ["charge"] }));
    const cases: [unknown, string, string][] = [
      [{}, "shiftTypeId", "Shift id is not valid"],
      [{ flags: ["charge"] }, "shiftTypeId", "Shift id is not valid"],
      [{ shiftTypeId: day.id, flags: ["boss"] }, "flags.0", "Each flag is one of charge, preceptor, orientee, float, onCall, overtime, education, trade"],
      [{ shiftTypeId: day.id, flags: "charge" }, "flags", 'Flags must be a list, like ["charge", "float"]'],
      [{ shiftTypeId: day.id, flags: ["charge", "charge"] }, "flags", "Each flag may be listed once"],
      [{ shiftTypeId: day.id, flags: ["charge"], floatTo: "4 West" }, "floatTo", "Float to goes with the float flag"],
      [{ shiftTypeId: day.id, flags: ["float"], floatTo: "W".repeat(51) }, "floatTo", "Float to may be at most 50 characters"],
      [{ shiftTypeId: day.id, flags: ["float"], floatTo: "4\nWest" }, "floatTo", "Float to cannot contain line breaks, tabs or other control characters"],
      [{ shiftTypeId: day.id, flags: ["float"], floatTo: 4 }, "floatTo", "Float to must be text"],
      [{ shiftTypeId: day.id, timeOff: "sick" }, "timeOff", "A day holds a shift or time off, not both"],
      [{ timeOff: "sick", flags: ["charge"] }, "flags", "Flags go on a shift, not on time off"],
      [{ timeOff: "cruise" }, "timeOff", "Time off is one of vacation, sick, statHoliday, leave"],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(nurse, "2026-12-05", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorBody>(res)).error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await month(nurse)).shifts).toEqual([{ date: "2026-12-05", shiftTypeId: day.id, source: "applied", flags: ["charge"] }]);
  });

  it("another nurse's shift type with flags is a 404 and changes nothing; she never sees his flags or time off", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const his = await createShiftType(t, a, { name: "A's" });
    const mine = await createShiftType(t, b, { name: "B's" });
    await ok(put(a, "2026-12-06", { shiftTypeId: his.id, flags: ["charge"] }));
    await ok(put(a, "2026-12-07", { timeOff: "sick" }));
    await ok(put(b, "2026-12-06", { shiftTypeId: mine.id, flags: ["orientee"] }));
    const res = await put(b, "2026-12-06", { shiftTypeId: his.id, flags: ["trade"] });
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.message).toBe("Shift was not found.");
    expect((await month(b)).shifts).toEqual([{ date: "2026-12-06", shiftTypeId: mine.id, source: "applied", flags: ["orientee"] }]);
    expect((await month(b)).timeOff).toEqual([]);
    // Her DELETE of his day of time off finds nothing of hers.
    expect((await t.request("/api/calendar/2026-12-07", { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    expect((await month(a)).timeOff).toEqual([{ date: "2026-12-07", kind: "sick" }]);
    expect((await month(a)).shifts).toEqual([{ date: "2026-12-06", shiftTypeId: his.id, source: "applied", flags: ["charge"] }]);
  });
});

describe("time off", () => {
  it("is a day of its own: it replaces the shift, the month lists it apart (no shift, no hours), a shift replaces it again", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    await ok(put(nurse, "2026-12-10", { shiftTypeId: day.id, flags: ["charge"] }));
    expect(await ok<Day>(put(nurse, "2026-12-10", { timeOff: "vacation" }))).toMatchObject({ shiftTypeId: null, flags: [], timeOff: "vacation" });
    const m = await month(nurse);
    expect(m.shifts).toEqual([]);
    expect(m.timeOff).toEqual([{ date: "2026-12-10", kind: "vacation" }]);
    expect(await ok<Day>(put(nurse, "2026-12-10", { timeOff: "sick" }))).toMatchObject({ timeOff: "sick" });
    // A shift on a day of time off replaces it, and starts without flags.
    expect(await ok<Day>(applyShift(t, nurse, "2026-12-10", day.id))).toMatchObject({ shiftTypeId: day.id, flags: [], timeOff: null });
    expect((await month(nurse)).timeOff).toEqual([]);
  });

  it("DELETE clears a day of time off like a shift", async () => {
    const nurse = await t.signUp();
    await ok(put(nurse, "2026-12-11", { timeOff: "leave" }));
    expect((await t.request("/api/calendar/2026-12-11", { method: "DELETE", cookie: nurse.cookie })).status).toBe(204);
    expect((await month(nurse)).timeOff).toEqual([]);
  });

  it("POST /api/calendar/batch marks many days as time off as one change, and undo puts back their shifts with their flags", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    await ok(put(nurse, "2026-12-14", { shiftTypeId: day.id, flags: ["float"], floatTo: "5 East" }));
    const change = await ok<{ changeId: string; summary: string; days: unknown[] }>(
      t.request("/api/calendar/batch", {
        cookie: nurse.cookie,
        body: { dates: ["2026-12-14", "2026-12-15", "2026-12-16"], shiftTypeId: null, timeOff: "statHoliday" },
      }),
    );
    expect(change.summary).toBe("Marked 3 days as time off");
    expect(change.days).toContainEqual({ date: "2026-12-15", shiftTypeId: null, timeOff: "statHoliday" });
    expect((await month(nurse)).timeOff.map((d) => d.kind)).toEqual(["statHoliday", "statHoliday", "statHoliday"]);
    // A shift applied to many days keeps each day's flags; time off days just take the shift.
    const res = await t.request("/api/calendar/batch", { cookie: nurse.cookie, body: { dates: ["2026-12-15"], shiftTypeId: day.id, timeOff: "sick" } });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.fields?.timeOff).toBe("A day holds a shift or time off, not both");
    const undone = await ok<{ days: unknown[] }>(undo(nurse, change.changeId));
    expect(undone.days).toEqual([
      { date: "2026-12-14", shiftTypeId: day.id },
      { date: "2026-12-15", shiftTypeId: null },
      { date: "2026-12-16", shiftTypeId: null },
    ]);
    const m = await month(nurse);
    expect(m.timeOff).toEqual([]);
    expect(m.shifts).toEqual([{ date: "2026-12-14", shiftTypeId: day.id, source: "applied", flags: ["float"], floatTo: "5 East" }]);
  });
});

describe("undo restores flags and time off exactly", () => {
  it("new flags, a new shift and time off, each undone in turn, give back each day as it was", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night", startTime: "19:00", endTime: "07:00" });
    const first = { shiftTypeId: day.id, flags: ["charge", "float"], floatTo: "4 West" };
    await ok(put(nurse, "2026-12-20", first));
    const snapshot = async () => {
      const m = await month(nurse);
      return { shifts: m.shifts, timeOff: m.timeOff };
    };
    const original = await snapshot();

    const flagsChange = await ok<Day>(put(nurse, "2026-12-20", { shiftTypeId: day.id, flags: ["preceptor"] }));
    const last = await ok<{ last: { summary: string } }>(t.request("/api/calendar/undo", { cookie: nurse.cookie }));
    expect(last.last.summary).toBe("Flags changed on 1 day");
    await ok(undo(nurse, flagsChange.changeId!));
    expect(await snapshot()).toEqual(original);

    await ok(applyShift(t, nurse, "2026-12-20", night.id)); // flags kept
    const off = await ok<Day>(put(nurse, "2026-12-20", { timeOff: "vacation" }));
    await ok(undo(nurse, off.changeId!));
    expect((await month(nurse)).shifts).toEqual([
      { date: "2026-12-20", shiftTypeId: night.id, source: "applied", flags: ["charge", "float"], floatTo: "4 West" },
    ]);
    await ok(undo(nurse)); // the night shift
    expect(await snapshot()).toEqual(original);
  });

  it("undoing older flags never undoes newer ones; another nurse's change is a 404", async () => {
    const nurse = await t.signUp();
    const other = await t.signUp();
    const day = await createShiftType(t, nurse);
    const older = await ok<Day>(put(nurse, "2026-12-21", { shiftTypeId: day.id, flags: ["charge"] }));
    await ok(put(nurse, "2026-12-21", { shiftTypeId: day.id, flags: ["charge", "overtime"] }));
    expect((await undo(other, older.changeId!)).status).toBe(404);
    expect((await ok<{ days: unknown[] }>(undo(nurse, older.changeId!))).days).toEqual([]);
    expect((await month(nurse)).shifts[0]).toMatchObject({ flags: ["charge", "overtime"] });
  });

  it("a rotation never replaces a day of time off, and keeps the flags of a shift it replaces", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night", startTime: "19:00", endTime: "07:00" });
    await ok(put(nurse, "2026-12-01", { timeOff: "vacation" }));
    const res = await t.request("/api/rotations", {
      cookie: nurse.cookie,
      body: { name: "Nights", startDate: "2026-12-01", endDate: "2026-12-04", cycle: [night.id], keepHandSet: false },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    await ok(put(nurse, "2026-12-02", { shiftTypeId: night.id, flags: ["education"] }));
    await ok(t.request(`/api/rotations/${id}`, { method: "PATCH", cookie: nurse.cookie, body: { from: "2026-12-01", cycle: [day.id], keepHandSet: false } }));
    const m = await month(nurse, "2026-12-01", "2026-12-04");
    expect(m.timeOff).toEqual([{ date: "2026-12-01", kind: "vacation" }]);
    expect(m.shifts.map((s) => [s.date, s.shiftTypeId, s.flags ?? []])).toEqual([
      ["2026-12-02", day.id, ["education"]],
      ["2026-12-03", day.id, []],
      ["2026-12-04", day.id, []],
    ]);
  });
});

describe("colleagues see working facts only (decision 053)", () => {
  it("of her flags only On call, and a day of time off is no shift and says no reason", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    for (const u of [a, b]) await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, u.id));
    const invite = await t.request("/api/colleagues", { cookie: a.cookie, body: { name: b.name, email: b.email } });
    expect(invite.status).toBe(201);
    const { id } = await json<{ id: string }>(invite);
    expect((await t.request(`/api/colleagues/${id}/accept`, { method: "POST", cookie: b.cookie })).status).toBe(200);

    const night = await createShiftType(t, b, { name: "Night", startTime: "19:00", endTime: "07:00" });
    await ok(put(b, "2026-05-10", { shiftTypeId: night.id, flags: ["charge", "onCall", "float"], floatTo: "4 West" }));
    await ok(put(b, "2026-05-11", { shiftTypeId: night.id, flags: ["preceptor"] }));
    await ok(put(b, "2026-05-12", { timeOff: "sick" }));
    // A one-off of his on a day of time off is not shown as working either.
    await createShiftType(t, b, { name: "Course", date: "2026-05-13" });
    await ok(put(b, "2026-05-13", { timeOff: "vacation" }));

    const res = await t.request("/api/colleagues/shifts?from=2026-05-01&to=2026-05-31", { cookie: a.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    const answer = JSON.parse(text) as { colleagues: { shifts: { date: string; onCall?: boolean }[] }[] };
    const his = answer.colleagues.flatMap((c) => c.shifts);
    expect(his.map((s) => [s.date, s.onCall ?? false])).toEqual([
      ["2026-05-10", true],
      ["2026-05-11", false],
    ]);
    for (const secret of ["charge", "Charge", "preceptor", "4 West", "float", "sick", "vacation", "Course", "timeOff", "flags"])
      expect(text).not.toContain(secret);
  });
});

describe("swaps meet flags and time off (decision 054)", () => {
  it("a colleague on vacation who accepts her shift has it instead of the vacation, without her flags", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    for (const u of [a, b]) await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, u.id));
    const invite = await t.request("/api/colleagues", { cookie: a.cookie, body: { name: b.name, email: b.email } });
    const { id: link } = await json<{ id: string }>(invite);
    expect((await t.request(`/api/colleagues/${link}/accept`, { method: "POST", cookie: b.cookie })).status).toBe(200);
    const date = addDays(todayIn("UTC"), 12);
    const day = await createShiftType(t, a, { name: "VGH Day" });
    await ok(put(a, date, { shiftTypeId: day.id, flags: ["charge", "float"], floatTo: "4 West" }));
    await ok(put(b, date, { timeOff: "vacation" }));
    const asked = await t.request("/api/swaps", { cookie: a.cookie, body: { colleagueId: link, date } });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const { id } = await json<{ id: string }>(asked);
    expect((await t.request(`/api/swaps/${id}/accept`, { method: "POST", cookie: b.cookie })).status).toBe(200);
    const his = await month(b, date, date);
    expect(his.timeOff).toEqual([]);
    expect(his.shifts).toHaveLength(1);
    expect(his.shifts[0]!.flags).toBeUndefined();
    expect((await month(a, date, date)).shifts).toEqual([]);
  });
});

describe("the feed: flags, time off and her area's holidays", () => {
  it("carries a shift's flags in its description, time off and public holidays as all-day events", async () => {
    const nurse = await t.signUp();
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { countryCode: "CA", timezone: "America/Vancouver" } });
    const year = new Date().getUTCFullYear();
    const day = await createShiftType(t, nurse, { name: "Day" });
    await ok(put(nurse, `${year}-12-24`, { shiftTypeId: day.id, flags: ["charge", "float"], floatTo: "4 West" }));
    await ok(put(nurse, `${year}-12-26`, { timeOff: "vacation" }));
    const feed = await json<{ url: string }>(await t.request("/api/calendar/subscription", { method: "POST", cookie: nurse.cookie }));
    const text = await (await t.request(new URL(feed.url).pathname + new URL(feed.url).search)).text();
    const events = new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents("vevent");
    const bySummary = new Map(events.map((e) => [String(e.getFirstPropertyValue("summary")), e]));
    expect(String(bySummary.get("☀️ Day")?.getFirstPropertyValue("description"))).toBe("07:00–19:00 · 12 paid hours · Charge · Float to 4 West");
    const vacation = bySummary.get("Vacation")!;
    expect(vacation.getFirstPropertyValue("dtstart")?.toString()).toBe(`${year}-12-26`);
    expect((vacation.getFirstProperty("dtstart")?.getFirstValue() as { isDate: boolean }).isDate).toBe(true);
    const christmas = events.filter((e) => e.getFirstPropertyValue("summary") === "Christmas Day");
    expect(christmas.map((e) => e.getFirstPropertyValue("dtstart")?.toString())).toContain(`${year}-12-25`);
    expect(events.some((e) => e.getFirstPropertyValue("summary") === "British Columbia Day")).toBe(true);
    // Each holiday once, with a UID that stays the same from one refresh to the next.
    const uids = events.map((e) => String(e.getFirstPropertyValue("uid")));
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain(`holiday-${year}-12-25-christmas-day@${new URL(feed.url).hostname}`);
  });
});
