import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { secondConnection } from "../../testing/test-database";
import { createServices } from "../../services";
import { applyShift, calendar, createShiftType } from "../../testing/calendar-fixtures";
import { type TestApp, useTestApp } from "../../testing/test-app";

/**
 * The month answer is kept in memory: these check it is never stale — after the
 * nurse's own writes, after a write that bypasses this instance, and across users.
 */
const t = useTestApp();

describe("the cached month", () => {
  it("shows every write of the nurse at once: apply, replace, clear, rename, note, time zone", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night", startTime: "19:00", endTime: "07:00" });
    const month = () => calendar(t, nurse, "2026-06-01", "2026-06-30");
    expect((await month()).shifts).toEqual([]);

    await applyShift(t, nurse, "2026-06-03", day.id);
    expect((await month()).shifts).toEqual([{ date: "2026-06-03", shiftTypeId: day.id, source: "applied" }]);
    await applyShift(t, nurse, "2026-06-03", night.id);
    expect((await month()).shifts.map((s) => s.shiftTypeId)).toEqual([night.id]);
    await t.request(`/api/shift-types/${night.id}`, { method: "PATCH", cookie: nurse.cookie, body: { name: "Long night" } });
    expect((await month()).shiftTypes.map((s) => s.name)).toEqual(["Long night"]);
    await t.request("/api/notes", { cookie: nurse.cookie, body: { date: "2026-06-03", text: "Float to ICU" } });
    expect((await month()).noteCounts).toEqual({ "2026-06-03": 1 });
    await t.request("/api/calendar/2026-06-03", { method: "DELETE", cookie: nurse.cookie });
    expect((await month()).shifts).toEqual([]);
    await t.request("/api/profile", { method: "PATCH", cookie: nurse.cookie, body: { timezone: "Asia/Tokyo" } });
    expect((await month()).timeZone).toBe("Asia/Tokyo");
  });

  it("notices a change made outside this instance (the database notifies it)", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    await applyShift(t, nurse, "2026-07-01", day.id);
    expect((await calendar(t, nurse, "2026-07-01", "2026-07-31")).shiftTypes[0]?.name).toBe("Day");
    await t.services.database.query("update shift_types set name = 'Renamed by a script' where id = $1", [day.id]);
    await expect.poll(async () => (await calendar(t, nurse, "2026-07-01", "2026-07-31")).shiftTypes[0]?.name).toBe("Renamed by a script");
  });

  it("keeps each nurse's month to herself", async () => {
    const ann = await t.signUp();
    const bob = await t.signUp();
    const annDay = await createShiftType(t, ann, { name: "Ann's day" });
    await applyShift(t, ann, "2026-08-05", annDay.id);
    await calendar(t, ann, "2026-08-01", "2026-08-31");
    const bobs = await calendar(t, bob, "2026-08-01", "2026-08-31");
    expect(bobs.shifts).toEqual([]);
    expect(bobs.shiftTypes).toEqual([]);
  });
});

describe("two instances on one PostgreSQL", () => {
  it("a write through one instance shows through the other", async () => {
    const database = await secondConnection(t.services.database);
    const other = createApp(await createServices(t.config, { database, authSecret: await secretOf(t) }));
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const readThroughOther = async () => {
      const res = await other.app.request("/api/calendar?from=2026-09-01&to=2026-09-30", { headers: { cookie: nurse.cookie } });
      return ((await res.json()) as { shifts: unknown[] }).shifts.length;
    };
    expect(await readThroughOther()).toBe(0);
    await applyShift(t, nurse, "2026-09-09", day.id);
    await expect.poll(readThroughOther).toBe(1);
    await database.close();
  });
});

async function secretOf(app: TestApp): Promise<string> {
  return (await app.services.auth.$context).secret;
}
