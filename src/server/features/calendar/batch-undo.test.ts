import { describe, expect, it } from "vitest";
import { eachDay } from "@core/calendar-dates";
import { applyShift, calendar, createShiftType } from "../../testing/calendar-fixtures";
import { type ErrorBody, json, type TestUser, useTestApp } from "../../testing/test-app";

const t = useTestApp();

type Change = { changeId: string | null; summary: string; days: { date: string; shiftTypeId: string | null }[] };

async function batch(user: TestUser, dates: string[], shiftTypeId: string | null) {
  return t.request("/api/calendar/batch", { cookie: user.cookie, body: { dates, shiftTypeId } });
}
async function undo(user: TestUser, changeId?: string) {
  return t.request("/api/calendar/undo", { cookie: user.cookie, body: changeId ? { id: changeId } : {} });
}
const shiftsOf = async (user: TestUser, from = "2026-12-01", to = "2026-12-31") =>
  (await calendar(t, user, from, to)).shifts.map(({ date, shiftTypeId }) => [date, shiftTypeId]);

describe("POST /api/calendar/batch", () => {
  it("applies one shift to many days as one change, answering the days it changed; the days already so are not counted", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    await applyShift(t, nurse, "2026-12-02", day.id);
    const dates = eachDay("2026-12-01", "2026-12-12");
    const res = await batch(nurse, dates, day.id);
    expect(res.status).toBe(200);
    const change = await json<Change>(res);
    expect(change.summary).toBe("Applied to 11 days");
    expect(change.days).toHaveLength(11);
    expect(change.days).not.toContainEqual({ date: "2026-12-02", shiftTypeId: day.id });
    expect(await shiftsOf(nurse)).toEqual(dates.map((d) => [d, day.id]));
  });

  it("clears many days with null (notes stay), and a day with nothing is not counted", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    await batch(nurse, ["2026-12-01", "2026-12-02"], day.id);
    expect((await t.request("/api/notes", { cookie: nurse.cookie, body: { date: "2026-12-01", text: "Bring badge" } })).status).toBe(201);
    const change = await json<Change>(await batch(nurse, ["2026-12-01", "2026-12-02", "2026-12-03"], null));
    expect(change.summary).toBe("Cleared 2 days");
    expect(await shiftsOf(nurse)).toEqual([]);
    expect((await calendar(t, nurse, "2026-12-01", "2026-12-31")).noteCounts).toEqual({ "2026-12-01": 1 });
  });

  it("refuses bad input with a plain message and changes nothing", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    const cases: [unknown, string, string][] = [
      [{ dates: [], shiftTypeId: day.id }, "dates", "Pick at least one day"],
      [{ dates: ["2026-02-30"], shiftTypeId: day.id }, "dates.0", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
      [{ dates: ["2026-12-01", "2026-12-01"], shiftTypeId: day.id }, "dates", "Each day may be listed once"],
      [{ dates: eachDay("2026-01-01", "2028-06-01"), shiftTypeId: day.id }, "dates", "Pick at most 800 days at a time"],
      [{ dates: ["2026-12-01"], shiftTypeId: "day" }, "shiftTypeId", "Shift id is not valid"],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.request("/api/calendar/batch", { cookie: nurse.cookie, body });
      expect(res.status, field).toBe(400);
      expect((await json<ErrorBody>(res)).error.fields?.[field]).toBe(message);
    }
    expect(await shiftsOf(nurse, "2026-01-01", "2026-12-31")).toEqual([]);
  });

  it("another nurse's shift type answers 404 and changes nothing", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const theirs = await createShiftType(t, a);
    const mine = await createShiftType(t, b);
    await applyShift(t, b, "2026-12-05", mine.id);
    const res = await batch(b, ["2026-12-05", "2026-12-06"], theirs.id);
    expect(res.status).toBe(404);
    expect(await shiftsOf(b)).toEqual([["2026-12-05", mine.id]]);
  });
});

describe("POST /api/calendar/undo", () => {
  it("undoes a batch: every day back to exactly what it held, notes untouched", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night", startTime: "19:00", endTime: "07:00" });
    await applyShift(t, nurse, "2026-12-03", night.id);
    await t.request("/api/notes", { cookie: nurse.cookie, body: { date: "2026-12-03", text: "Float to 4W" } });
    const before = await shiftsOf(nurse);
    const change = await json<Change>(await batch(nurse, eachDay("2026-12-01", "2026-12-05"), day.id));
    const res = await undo(nurse, change.changeId!);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: change.changeId, kind: "batch", summary: "Applied to 5 days" });
    expect(await shiftsOf(nurse)).toEqual(before);
    expect((await calendar(t, nurse, "2026-12-01", "2026-12-31")).noteCounts).toEqual({ "2026-12-03": 1 });
    // Undone once: again is a 404.
    expect((await undo(nurse, change.changeId!)).status).toBe(404);
  });

  it("undoes a tap (the day had another shift) and a clear (from the day panel), the latest first without an id", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night" });
    await applyShift(t, nurse, "2026-12-10", day.id);
    const tap = await json<{ changeId: string }>(await applyShift(t, nurse, "2026-12-10", night.id));
    expect(typeof tap.changeId).toBe("string");
    expect((await t.request("/api/calendar/2026-12-10", { method: "DELETE", cookie: nurse.cookie })).status).toBe(204);
    const last = await json<{ last: { kind: string; summary: string } }>(await t.request("/api/calendar/undo", { cookie: nurse.cookie }));
    expect(last.last).toMatchObject({ kind: "clear", summary: "Cleared 1 day" });

    expect(await json(await undo(nurse))).toMatchObject({ kind: "clear", days: [{ date: "2026-12-10", shiftTypeId: night.id }] });
    expect(await shiftsOf(nurse)).toEqual([["2026-12-10", night.id]]);
    expect(await json(await undo(nurse))).toMatchObject({ kind: "tap", days: [{ date: "2026-12-10", shiftTypeId: day.id }] });
    expect(await shiftsOf(nurse)).toEqual([["2026-12-10", day.id]]);
    expect(await json(await undo(nurse))).toMatchObject({ kind: "tap" });
    expect(await shiftsOf(nurse)).toEqual([]);
    expect((await undo(nurse)).status).toBe(404);
    expect(await json(await t.request("/api/calendar/undo", { cookie: nurse.cookie }))).toEqual({ last: null });
  });

  it("undoing an older change keeps the days changed since", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night" });
    const first = await json<Change>(await batch(nurse, ["2026-12-01", "2026-12-02"], day.id));
    await applyShift(t, nurse, "2026-12-02", night.id);
    expect((await undo(nurse, first.changeId!)).status).toBe(200);
    expect(await shiftsOf(nurse)).toEqual([["2026-12-02", night.id]]);
  });

  it("never undoes another nurse's change (404), and hers stays", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const day = await createShiftType(t, a);
    const change = await json<Change>(await batch(a, ["2026-12-01"], day.id));
    expect((await undo(b, change.changeId!)).status).toBe(404);
    expect((await undo(b)).status).toBe(404);
    expect(await shiftsOf(a)).toEqual([["2026-12-01", day.id]]);
    const bad = await t.request("/api/calendar/undo", { cookie: a.cookie, body: { id: "nope" } });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.fields?.id).toBe("Change id is not valid");
  });
});
