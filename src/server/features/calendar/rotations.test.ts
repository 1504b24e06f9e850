import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "@core/calendar-dates";
import { applyShift, calendar, createShiftType } from "../../testing/calendar-fixtures";
import { type ErrorBody, json, type TestUser, useTestApp } from "../../testing/test-app";

const t = useTestApp();

type Change = { changeId: string | null; summary: string; days: { date: string; shiftTypeId: string | null }[] };
type Answer = { id: string; endDate: string; change: Change };
type Stopped = { rotation: { id: string; endDate: string } | null; change: Change };

const post = (user: TestUser, path: string, body: unknown) => t.request(path, { cookie: user.cookie, body });
const shiftsOf = async (user: TestUser, from: string, to: string) =>
  (await calendar(t, user, from, to)).shifts.map((s) => [s.date, s.shiftTypeId, s.rotationId ?? null] as const);

async function nurseWithShifts() {
  const nurse = await t.signUp();
  const day = await createShiftType(t, nurse, { name: "Day" });
  const night = await createShiftType(t, nurse, { name: "Night", startTime: "19:00", endTime: "07:00" });
  return { nurse, day: day.id, night: night.id };
}

describe("POST /api/rotations", () => {
  it("fills the calendar from the cycle, answering the days it changed; each day marked as the rotation's", async () => {
    const { nurse, day, night } = await nurseWithShifts();
    const cycle = [day, day, night, night, null, null, null, null];
    const res = await post(nurse, "/api/rotations", { name: "Days and nights", startDate: "2026-12-28", endDate: "2027-01-12", cycle });
    expect(res.status).toBe(201);
    const { change, ...rotation } = await json<Answer>(res);
    expect(change.summary).toBe("Applied to 8 days");
    const shifts = await shiftsOf(nurse, "2026-12-01", "2027-01-31");
    // Day n is cycle[n mod 8] across the new year.
    expect(shifts).toEqual(
      Array.from({ length: 16 }, (_, n) => addDays("2026-12-28", n))
        .filter((d) => cycle[daysBetween("2026-12-28", d) % 8])
        .map((d) => [d, cycle[daysBetween("2026-12-28", d) % 8], rotation.id]),
    );
    expect(await json(await t.request("/api/rotations", { cookie: nurse.cookie }))).toEqual([
      { id: rotation.id, name: "Days and nights", startDate: "2026-12-28", endDate: "2027-01-12", cycle, keepHandSet: true },
    ]);
  });

  it("previews the months it fills and what it replaces; keeps hand-set days when asked, replaces them when not", async () => {
    const { nurse, day, night } = await nurseWithShifts();
    await applyShift(t, nurse, "2026-12-02", night);
    const body = { name: "4 on 4 off", startDate: "2026-12-01", endDate: "2027-02-28", cycle: [day, day, day, day, null, null, null, null] };
    const keep = await json<{ months: unknown; replaces: unknown; keeps: unknown; changes: number }>(await post(nurse, "/api/rotations/preview", body));
    expect(keep.months).toEqual([
      { month: "2026-12", shifts: 15 },
      { month: "2027-01", shifts: 16 },
      { month: "2027-02", shifts: 14 },
    ]);
    expect(keep.keeps).toEqual([{ date: "2026-12-02", shiftTypeId: night }]);
    expect(keep.replaces).toEqual([]);
    const replace = await json<{ replaces: unknown; keeps: unknown }>(await post(nurse, "/api/rotations/preview", { ...body, keepHandSet: false }));
    expect(replace.replaces).toEqual([{ date: "2026-12-02", shiftTypeId: night, with: day }]);
    expect(replace.keeps).toEqual([]);
    // The preview saved nothing.
    expect(await shiftsOf(nurse, "2026-12-01", "2026-12-31")).toEqual([["2026-12-02", night, null]]);

    await post(nurse, "/api/rotations", body);
    expect((await shiftsOf(nurse, "2026-12-01", "2026-12-04")).map(([d, s]) => [d, s])).toEqual([
      ["2026-12-01", day],
      ["2026-12-02", night],
      ["2026-12-03", day],
      ["2026-12-04", day],
    ]);
  });

  it("applies a two-year rotation in one batched write, within a second", async () => {
    const { nurse, day, night } = await nurseWithShifts();
    const started = performance.now();
    const res = await post(nurse, "/api/rotations", { name: "Line", startDate: "2027-01-01", endDate: "2028-12-31", cycle: [day, night, null] });
    const took = performance.now() - started;
    expect(res.status).toBe(201);
    expect((await json<Answer>(res)).change.days).toHaveLength(488);
    expect(took).toBeLessThan(1000);
  });

  it("refuses bad input with plain messages: too long, end before start, no working day, another nurse's shift (404)", async () => {
    const { nurse, day } = await nurseWithShifts();
    const other = await nurseWithShifts();
    const base = { name: "R", startDate: "2026-12-01", endDate: "2027-01-01", cycle: [day, null] };
    const cases: [unknown, string, string][] = [
      [{ ...base, endDate: "2028-12-01" }, "endDate", "A rotation may run at most 2 years"],
      [{ ...base, endDate: "2026-11-01" }, "endDate", "The end date must be on or after the start date"],
      [{ ...base, cycle: [null, null] }, "cycle", "The cycle needs at least one working day"],
      [{ ...base, cycle: [] }, "cycle", "The cycle needs at least one day"],
      [{ ...base, name: " " }, "name", "Name is required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(nurse, "/api/rotations", body);
      expect(res.status, field).toBe(400);
      expect((await json<ErrorBody>(res)).error.fields?.[field]).toBe(message);
    }
    expect((await post(nurse, "/api/rotations", { ...base, cycle: [other.day, null] })).status).toBe(404);
    expect(await shiftsOf(nurse, "2026-12-01", "2027-01-01")).toEqual([]);
    expect(await json(await t.request("/api/rotations", { cookie: nurse.cookie }))).toEqual([]);
  });
});

describe("PATCH and DELETE /api/rotations/:id", () => {
  it("an edit from a date onward changes only the days from then", async () => {
    const { nurse, day, night } = await nurseWithShifts();
    const rotation = await json<Answer>(await post(nurse, "/api/rotations", { name: "R", startDate: "2026-12-01", endDate: "2026-12-10", cycle: [day] }));
    const res = await t.request(`/api/rotations/${rotation.id}`, {
      method: "PATCH",
      cookie: nurse.cookie,
      body: { from: "2026-12-06", cycle: [night], endDate: "2026-12-08" },
    });
    expect(res.status).toBe(200);
    expect((await shiftsOf(nurse, "2026-12-01", "2026-12-31")).map(([d, s]) => [d, s === day ? "day" : "night"])).toEqual([
      ["2026-12-01", "day"],
      ["2026-12-02", "day"],
      ["2026-12-03", "day"],
      ["2026-12-04", "day"],
      ["2026-12-05", "day"],
      ["2026-12-06", "night"],
      ["2026-12-07", "night"],
      ["2026-12-08", "night"],
    ]);
    const missing = await t.request(`/api/rotations/${rotation.id}`, { method: "PATCH", cookie: nurse.cookie, body: { cycle: [night] } });
    expect((await json<ErrorBody>(missing)).error.fields?.from).toBe("Say from which day the change starts (from, yyyy-MM-dd)");
  });

  it("stopping from a date clears the days it made from then and keeps her own changes; undo brings them back", async () => {
    const { nurse, day, night } = await nurseWithShifts();
    const rotation = await json<Answer>(await post(nurse, "/api/rotations", { name: "R", startDate: "2026-12-01", endDate: "2026-12-10", cycle: [day] }));
    await applyShift(t, nurse, "2026-12-08", night); // her own change
    const res = await t.request(`/api/rotations/${rotation.id}?from=2026-12-06`, { method: "DELETE", cookie: nurse.cookie });
    expect(res.status).toBe(200);
    const stopped = await json<Stopped>(res);
    expect(stopped.rotation?.endDate).toBe("2026-12-05");
    expect((await shiftsOf(nurse, "2026-12-01", "2026-12-31")).map(([d]) => d)).toEqual([
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-08",
    ]);
    expect((await post(nurse, "/api/calendar/undo", { id: stopped.change.changeId })).status).toBe(200);
    expect(await shiftsOf(nurse, "2026-12-01", "2026-12-31")).toHaveLength(10);
    expect((await json<{ endDate: string }[]>(await t.request("/api/rotations", { cookie: nurse.cookie })))[0]!.endDate).toBe("2026-12-10");
  });

  it("undoing a rotation's creation puts every day back and removes it; re-applying the same changes nothing", async () => {
    const { nurse, day, night } = await nurseWithShifts();
    await applyShift(t, nurse, "2026-12-03", night);
    const body = { name: "R", startDate: "2026-12-01", endDate: "2026-12-31", cycle: [day, day, null, null], keepHandSet: false };
    const made = await json<Answer>(await post(nurse, "/api/rotations", body));
    const edit = await t.request(`/api/rotations/${made.id}`, {
      method: "PATCH",
      cookie: nurse.cookie,
      body: { from: "2026-12-01", cycle: body.cycle },
    });
    expect((await json<Answer>(edit)).change.days).toEqual([]);
    expect((await post(nurse, "/api/calendar/undo", { id: made.change.changeId })).status).toBe(200);
    expect(await shiftsOf(nurse, "2026-12-01", "2026-12-31")).toEqual([["2026-12-03", night, null]]);
    expect(await json(await t.request("/api/rotations", { cookie: nurse.cookie }))).toEqual([]);
  });

  it("another nurse's rotation is a 404 to edit, stop or undo, and stays as it is", async () => {
    const a = await nurseWithShifts();
    const b = await nurseWithShifts();
    const made = await json<Answer>(await post(a.nurse, "/api/rotations", { name: "A's", startDate: "2026-12-01", endDate: "2026-12-05", cycle: [a.day] }));
    const id = made.id;
    expect((await t.request(`/api/rotations/${id}`, { method: "PATCH", cookie: b.nurse.cookie, body: { name: "Mine" } })).status).toBe(404);
    expect((await t.request(`/api/rotations/${id}`, { method: "DELETE", cookie: b.nurse.cookie })).status).toBe(404);
    expect((await post(b.nurse, "/api/calendar/undo", { id: made.change.changeId })).status).toBe(404);
    expect(await json(await t.request("/api/rotations", { cookie: b.nurse.cookie }))).toEqual([]);
    expect(await shiftsOf(a.nurse, "2026-12-01", "2026-12-31")).toHaveLength(5);
  });
});

describe("a rotation's answer kept for a retry", () => {
  it("is replayed as it was, though it went out compressed (over 1 KiB)", async () => {
    const { nurse, day } = await nurseWithShifts();
    const body = { name: "Long", startDate: "2027-01-01", endDate: "2027-06-30", cycle: [day, null] };
    const headers = { "accept-encoding": "br", "idempotency-key": "rotation-retry-1" };
    const first = await t.request("/api/rotations", { cookie: nurse.cookie, body, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get("content-encoding")).toBe("br");
    const firstAnswer = JSON.parse(zlib.brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString("utf8")) as Answer;
    expect(firstAnswer.change.days).toHaveLength(91);
    const again = await t.request("/api/rotations", { cookie: nurse.cookie, body, headers });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await json<Answer>(again)).toEqual(firstAnswer);
    expect(await json<unknown[]>(await t.request("/api/rotations", { cookie: nurse.cookie }))).toHaveLength(1);
  });
});
