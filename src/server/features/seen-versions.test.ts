import { describe, expect, it } from "vitest";
import { changedSinceMessage, seenHeaders, type Seen } from "@core/seen-versions";
import { SEEN_MESSAGES } from "../http/seen-version";
import { applyShift, calendar, createShiftType } from "../testing/calendar-fixtures";
import { errorOf, json, useTestApp, type TestUser } from "../testing/test-app";

/**
 * A change made offline names the version of the day or record she saw (decision 057); when the
 * server has a newer change, the server's wins (412, nothing changed) and her phone tells her.
 */
const t = useTestApp();

const send = (user: TestUser, method: "PUT" | "PATCH" | "DELETE", path: string, seen: Seen, body?: unknown) =>
  t.request(path, { method, cookie: user.cookie, body, headers: seenHeaders(seen) });

async function expectChangedSince(res: Response, what: "day" | "contact" | "task") {
  expect(res.status).toBe(412);
  expect(await errorOf(res)).toMatchObject({ code: "changed_since", message: changedSinceMessage(what) });
}

const dayOf = async (user: TestUser, date: string) => {
  const month = await calendar(t, user, date, date);
  return { shift: month.shifts.find((s) => s.source === "applied")?.shiftTypeId ?? null, timeOff: month.timeOff[0]?.kind ?? null };
};

describe("a day changed offline, on what she saw", () => {
  it("is applied while the day still holds what she saw, and refused once it holds something else", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    const night = await createShiftType(t, nurse, { name: "Night Shift", nickname: "Night", startTime: "19:00", endTime: "07:00" });

    // She saw an empty day: applied while it is empty.
    expect((await send(nurse, "PUT", "/api/calendar/2026-12-01", null, { shiftTypeId: night.id })).status).toBe(200);
    // She saw Day on the 2nd, but her other phone put Night there since: hers is refused, Night stays.
    await applyShift(t, nurse, "2026-12-02", night.id);
    await expectChangedSince(await send(nurse, "PUT", "/api/calendar/2026-12-02", `shift:${day.id}`, { shiftTypeId: day.id }), "day");
    expect(await dayOf(nurse, "2026-12-02")).toEqual({ shift: night.id, timeOff: null });
    // She saw an empty day that is not empty now.
    await expectChangedSince(await send(nurse, "PUT", "/api/calendar/2026-12-02", null, { shiftTypeId: day.id }), "day");
    // She saw Night: her Day replaces it.
    expect((await send(nurse, "PUT", "/api/calendar/2026-12-02", `shift:${night.id}`, { shiftTypeId: day.id })).status).toBe(200);
    expect(await dayOf(nurse, "2026-12-02")).toEqual({ shift: day.id, timeOff: null });
  });

  it("a day of time off is named by its kind; a clear is refused when the day changed, applied when it did not", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    expect((await t.request("/api/calendar/2026-12-03", { method: "PUT", cookie: nurse.cookie, body: { timeOff: "vacation" } })).status).toBe(200);
    await expectChangedSince(await send(nurse, "DELETE", "/api/calendar/2026-12-03", `shift:${day.id}`), "day");
    await expectChangedSince(await send(nurse, "DELETE", "/api/calendar/2026-12-03", "off:sick"), "day");
    expect(await dayOf(nurse, "2026-12-03")).toEqual({ shift: null, timeOff: "vacation" });
    expect((await send(nurse, "DELETE", "/api/calendar/2026-12-03", "off:vacation")).status).toBe(204);
    expect(await dayOf(nurse, "2026-12-03")).toEqual({ shift: null, timeOff: null });
    // She saw a shift that was cleared elsewhere since: her clear is refused as a change, not as "nothing there".
    await expectChangedSince(await send(nurse, "DELETE", "/api/calendar/2026-12-03", `shift:${day.id}`), "day");
  });

  it("without a version the change is made whatever the day holds (online taps)", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    await applyShift(t, nurse, "2026-12-04", day.id);
    expect((await send(nurse, "DELETE", "/api/calendar/2026-12-04", undefined)).status).toBe(204);
  });
});

describe("a contact or a to-do changed offline, on what she saw", () => {
  it("a contact's change and deletion name its updatedAt; a newer change elsewhere wins", async () => {
    const nurse = await t.signUp();
    const made = await json<{ id: string; updatedAt: string }>(await t.request("/api/contacts", { cookie: nurse.cookie, body: { name: "Ana Reyes" } }));
    const path = `/api/contacts/${made.id}`;
    const changed = await send(nurse, "PATCH", path, made.updatedAt, { phone: "604-555-0199" });
    expect(changed.status).toBe(200);
    const now = await json<{ updatedAt: string; phone: string }>(changed);
    expect(now.updatedAt).not.toBe(made.updatedAt);
    // A change and a deletion made on the version before it are refused; the contact stays as changed.
    await expectChangedSince(await send(nurse, "PATCH", path, made.updatedAt, { unit: "ICU" }), "contact");
    await expectChangedSince(await send(nurse, "DELETE", path, made.updatedAt), "contact");
    await expectChangedSince(await send(nurse, "PATCH", path, null, { unit: "ICU" }), "contact");
    expect(await json(await t.request(path, { cookie: nurse.cookie }))).toMatchObject({ phone: "604-555-0199", unit: "" });
    expect((await send(nurse, "DELETE", path, now.updatedAt)).status).toBe(200);
  });

  it("a to-do's tick and deletion name its updatedAt, which each change moves on", async () => {
    const nurse = await t.signUp();
    const task = await json<{ id: string; updatedAt: string }>(await t.request("/api/todos", { cookie: nurse.cookie, body: { text: "Restock crash cart" } }));
    const path = `/api/todos/${task.id}`;
    const ticked = await json<{ updatedAt: string; completed: boolean }>(await send(nurse, "PATCH", path, task.updatedAt, { completed: true }));
    expect(ticked.completed).toBe(true);
    expect(ticked.updatedAt > task.updatedAt).toBe(true);
    await expectChangedSince(await send(nurse, "PATCH", path, task.updatedAt, { completed: false }), "task");
    await expectChangedSince(await send(nurse, "DELETE", path, task.updatedAt), "task");
    expect((await send(nurse, "DELETE", path, ticked.updatedAt)).status).toBe(200);
  });

  it("another nurse's contact or to-do is not found, whatever version is named: nothing is learnt of it", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const contact = await json<{ id: string; updatedAt: string }>(await t.request("/api/contacts", { cookie: owner.cookie, body: { name: "Ben Okafor" } }));
    const task = await json<{ id: string; updatedAt: string }>(await t.request("/api/todos", { cookie: owner.cookie, body: { text: "Owner's task" } }));
    for (const seen of [contact.updatedAt, "2000-01-01T00:00:00.000Z", null]) {
      expect((await send(other, "PATCH", `/api/contacts/${contact.id}`, seen, { unit: "ICU" })).status).toBe(404);
      expect((await send(other, "DELETE", `/api/todos/${task.id}`, seen)).status).toBe(404);
    }
    expect((await send(owner, "PATCH", `/api/contacts/${contact.id}`, contact.updatedAt, { unit: "ICU" })).status).toBe(200);
  });
});

describe("the version headers", () => {
  it.each([
    ["an unquoted version", { "If-Match": "shift:x" }, SEEN_MESSAGES.ifMatch],
    ["two versions", { "If-Match": '"a", "b"' }, SEEN_MESSAGES.ifMatch],
    ["a weak version", { "If-Match": 'W/"a"' }, SEEN_MESSAGES.ifMatch],
    ["If-None-Match with a version", { "If-None-Match": '"a"' }, SEEN_MESSAGES.ifNoneMatch],
    ["both headers", { "If-None-Match": "*", "If-Match": '"a"' }, SEEN_MESSAGES.ifNoneMatch],
  ])("refuse %s with a message, changing nothing", async (_what, headers, message) => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    const res = await t.request("/api/calendar/2026-12-05", { method: "PUT", cookie: nurse.cookie, body: { shiftTypeId: day.id }, headers });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    expect(await dayOf(nurse, "2026-12-05")).toEqual({ shift: null, timeOff: null });
  });

  it("a replay of the same change (same Idempotency-Key) answers as the first time, even after the day changed", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse);
    const night = await createShiftType(t, nurse, { name: "Night Shift", nickname: "Night" });
    const headers = { ...seenHeaders(null), "Idempotency-Key": "offline-change-0001" };
    const first = await t.request("/api/calendar/2026-12-06", { method: "PUT", cookie: nurse.cookie, body: { shiftTypeId: day.id }, headers });
    expect(first.status).toBe(200);
    await applyShift(t, nurse, "2026-12-06", night.id);
    const again = await t.request("/api/calendar/2026-12-06", { method: "PUT", cookie: nurse.cookie, body: { shiftTypeId: day.id }, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await dayOf(nurse, "2026-12-06")).toEqual({ shift: night.id, timeOff: null });
  });
});
