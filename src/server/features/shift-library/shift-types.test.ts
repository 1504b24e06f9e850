import { describe, expect, it } from "vitest";
import { applyShift, calendar, createJob, createShiftType, dayShift } from "../../testing/calendar-fixtures";
import { json, useTestApp, errorOf } from "../../testing/test-app";

const t = useTestApp();

type ShiftType = {
  id: string;
  name: string;
  nickname: string;
  icon: string;
  symbol: string | null;
  color: string;
  location: string;
  startTime: string;
  endTime: string;
  paidHours: number;
  jobId: string | null;
  job: { id: string; label: string; hourlyRate: number } | null;
  hourlyRate: number | null;
  premiums: { id: string; name: string; amountPerHour: number; appliesFrom: string; appliesTo: string; days: string }[];
  date: string | null;
  daysOnCalendar: number;
  createdAt: string;
};

const ID = "7d9f3a1e-2b4c-4d5e-8f60-718293a4b5c6";

describe("shift library: happy paths", () => {
  it("creates a shift type with the product's defaults and reads it back", async () => {
    const nurse = await t.signUp();
    const res = await t.request("/api/shift-types", {
      cookie: nurse.cookie,
      body: { name: "  Night Shift ", startTime: "19:00", endTime: "07:00", paidHours: 12 },
    });
    expect(res.status).toBe(201);
    const created = await json<ShiftType>(res);
    expect(created).toMatchObject({
      name: "Night Shift",
      nickname: "",
      icon: "💼",
      symbol: null,
      color: "#3b82f6",
      location: "",
      unit: "",
      startTime: "19:00",
      endTime: "07:00",
      paidHours: 12,
      jobId: null,
      job: null,
      hourlyRate: null,
      premiums: [],
      date: null,
      daysOnCalendar: 0,
    });
    const one = await t.request(`/api/shift-types/${created.id}`, { cookie: nurse.cookie });
    expect(one.status).toBe(200);
    expect(await json<ShiftType>(one)).toEqual(created);
  });

  it("keeps everything a Create a Shift dialog sends: job, wage, symbol, premiums", async () => {
    const nurse = await t.signUp();
    const job = await createJob(t, nurse, { hourlyRate: 52.4 });
    const res = await t.request("/api/shift-types", {
      cookie: nurse.cookie,
      body: dayShift({
        name: "Charge Night",
        nickname: "ChgNight",
        icon: "🌙",
        symbol: "overtime",
        color: "#7C3AED",
        location: "VGH",
        unit: " ICU ",
        startTime: "19:00",
        endTime: "07:30",
        paidHours: 11.75,
        jobId: job.id,
        hourlyRate: 55.125,
        premiums: [
          { name: "Night premium", amountPerHour: 5.5, appliesFrom: "19:00", appliesTo: "07:00" },
          { name: "Charge", amountPerHour: 2 },
          { name: "Weekend", amountPerHour: 2.25, days: "weekends" },
          { name: "Stat holiday", amountPerHour: 26.2, days: "holidays" },
        ],
      }),
    });
    expect(res.status).toBe(201);
    const created = await json<ShiftType>(res);
    expect(created).toMatchObject({
      nickname: "ChgNight",
      location: "VGH",
      unit: "ICU",
      symbol: "overtime",
      color: "#7c3aed",
      paidHours: 11.75,
      jobId: job.id,
      job: { id: job.id, label: "Registered Nurse · Vancouver General Hospital", hourlyRate: 52.4 },
      hourlyRate: 55.13,
    });
    expect(created.premiums.map(({ id: _id, ...p }) => p)).toEqual([
      { name: "Night premium", amountPerHour: 5.5, appliesFrom: "19:00", appliesTo: "07:00", days: "all" },
      { name: "Charge", amountPerHour: 2, appliesFrom: "00:00", appliesTo: "23:59", days: "all" },
      // A premium has days: a weekend premium is not paid on a Tuesday.
      { name: "Weekend", amountPerHour: 2.25, appliesFrom: "00:00", appliesTo: "23:59", days: "weekends" },
      { name: "Stat holiday", amountPerHour: 26.2, appliesFrom: "00:00", appliesTo: "23:59", days: "holidays" },
    ]);
  });

  it("lists her library in the order made, then one-offs by date, with how many calendar days each is on", async () => {
    const nurse = await t.signUp();
    const first = await createShiftType(t, nurse, { name: "First" });
    await createShiftType(t, nurse, { name: "Course B", date: "2026-03-20" });
    await createShiftType(t, nurse, { name: "Course A", date: "2026-03-05" });
    const second = await createShiftType(t, nurse, { name: "Second" });
    expect((await applyShift(t, nurse, "2026-03-10", first.id)).status).toBe(200);
    expect((await applyShift(t, nurse, "2026-03-11", first.id)).status).toBe(200);
    const res = await t.request("/api/shift-types", { cookie: nurse.cookie });
    expect(res.status).toBe(200);
    const { shiftTypes } = await json<{ shiftTypes: ShiftType[] }>(res);
    expect(shiftTypes.map((s) => [s.name, s.daysOnCalendar])).toEqual([
      [first.name, 2],
      [second.name, 0],
      ["Course A", 1],
      ["Course B", 1],
    ]);
  });

  it("keeps her order of the library (PUT /api/shift-types/order); new shifts go last; another nurse's id is 404 and changes nothing", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day" });
    const night = await createShiftType(t, nurse, { name: "Night" });
    const call = await createShiftType(t, nurse, { name: "On call" });
    const names = async (who = nurse) =>
      (await json<{ shiftTypes: ShiftType[] }>(await t.request("/api/shift-types", { cookie: who.cookie }))).shiftTypes.map((s) => s.name);
    const order = (ids: unknown, who = nurse) => t.request("/api/shift-types/order", { method: "PUT", cookie: who.cookie, body: { ids } });

    const res = await order([call.id, day.id, night.id]);
    expect(res.status).toBe(200);
    expect((await json<{ shiftTypes: ShiftType[] }>(res)).shiftTypes.map((s) => s.name)).toEqual(["On call", "Day", "Night"]);
    await createShiftType(t, nurse, { name: "Charge" });
    expect(await names()).toEqual(["On call", "Day", "Night", "Charge"]);

    const other = await t.signUp();
    const theirs = await createShiftType(t, other, { name: "Theirs" });
    expect((await order([theirs.id, day.id])).status).toBe(404);
    expect((await order([day.id], other)).status).toBe(404);
    expect(await names()).toEqual(["On call", "Day", "Night", "Charge"]);
    expect(await names(other)).toEqual(["Theirs"]);

    const twice = await order([day.id, day.id]);
    expect(twice.status).toBe(400);
    expect((await errorOf(twice)).fields?.ids).toBe("Each shift can appear once in the order");
    expect((await order(["not-an-id"])).status).toBe(400);
    expect((await order([])).status).toBe(400);
  });

  it("changes some fields and leaves the rest; premiums given replace the list; a date makes it a one-off", async () => {
    const nurse = await t.signUp();
    const created = await createShiftType(t, nurse, { premiums: [{ name: "Weekend", amountPerHour: 3 }] });
    const res = await t.request(`/api/shift-types/${created.id}`, {
      method: "PATCH",
      cookie: nurse.cookie,
      body: { name: "Long Day", startTime: "06:45", endTime: "19:15", paidHours: 12.5, date: "2026-03-14", icon: "🏥" },
    });
    expect(res.status).toBe(200);
    const changed = await json<ShiftType>(res);
    expect(changed).toMatchObject({
      name: "Long Day",
      nickname: "Day",
      startTime: "06:45",
      endTime: "19:15",
      paidHours: 12.5,
      date: "2026-03-14",
      icon: "🏥",
      location: "ICU",
      unit: "",
    });
    expect(changed.premiums.map((p) => p.name)).toEqual(["Weekend"]);

    const replaced = await json<ShiftType>(
      await t.request(`/api/shift-types/${created.id}`, { method: "PATCH", cookie: nurse.cookie, body: { premiums: [], date: null } }),
    );
    expect(replaced.premiums).toEqual([]);
    expect(replaced.date).toBeNull();
  });

  it("deleting removes its calendar days and says how many; notes linked to it stay", async () => {
    const nurse = await t.signUp();
    const doomed = await createShiftType(t, nurse, { name: "Doomed" });
    const kept = await createShiftType(t, nurse, { name: "Kept" });
    for (const date of ["2026-04-01", "2026-04-02", "2026-04-03"]) await applyShift(t, nurse, date, doomed.id);
    await applyShift(t, nurse, "2026-04-04", kept.id);
    const note = await t.request("/api/notes", { cookie: nurse.cookie, body: { date: "2026-04-01", text: "Busy day", shiftTypeId: doomed.id } });
    expect(note.status).toBe(201);

    const res = await t.request(`/api/shift-types/${doomed.id}`, { method: "DELETE", cookie: nurse.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id: doomed.id, removedDays: 3 });
    expect((await t.request(`/api/shift-types/${doomed.id}`, { cookie: nurse.cookie })).status).toBe(404);

    const month = await calendar(t, nurse, "2026-04-01", "2026-04-30");
    expect(month.shifts).toEqual([{ date: "2026-04-04", shiftTypeId: kept.id, source: "applied" }]);
    expect(month.noteCounts).toEqual({ "2026-04-01": 1 });
    const notes = await json<{ notes: { text: string; shiftTypeId: string | null }[] }>(
      await t.request("/api/notes?from=2026-04-01&to=2026-04-01", { cookie: nurse.cookie }),
    );
    expect(notes.notes).toMatchObject([{ text: "Busy day", shiftTypeId: null }]);
  });
});

describe("shift library: editing every field after creation", () => {
  it("changes the job, wage, type and premiums; removes a premium; unlinks the job", async () => {
    const nurse = await t.signUp();
    const job = await createJob(t, nurse, { hourlyRate: 48 });
    const created = await createShiftType(t, nurse, {
      premiums: [
        { name: "Night", amountPerHour: 5 },
        { name: "Weekend", amountPerHour: 2.5, appliesFrom: "00:00", appliesTo: "23:59" },
      ],
    });
    const patch = (body: Record<string, unknown>) => t.request(`/api/shift-types/${created.id}`, { method: "PATCH", cookie: nurse.cookie, body });

    const res = await patch({
      jobId: job.id,
      hourlyRate: 50.25,
      symbol: "oncall",
      // The Edit Shift screen sends the list it shows: Night changed, Weekend removed, Charge added.
      premiums: [
        { name: "Night", amountPerHour: 6, appliesFrom: "19:00", appliesTo: "07:00" },
        { name: "Charge", amountPerHour: 1.5 },
      ],
    });
    expect(res.status).toBe(200);
    const changed = await json<ShiftType>(res);
    expect(changed).toMatchObject({ jobId: job.id, job: { id: job.id, hourlyRate: 48 }, hourlyRate: 50.25, symbol: "oncall", name: "Day Shift" });
    expect(changed.premiums.map(({ id: _id, ...p }) => p)).toEqual([
      { name: "Night", amountPerHour: 6, appliesFrom: "19:00", appliesTo: "07:00", days: "all" },
      { name: "Charge", amountPerHour: 1.5, appliesFrom: "00:00", appliesTo: "23:59", days: "all" },
    ]);

    const cleared = await json<ShiftType>(await patch({ jobId: null, hourlyRate: null, symbol: null, premiums: [{ name: "Charge", amountPerHour: 1.5 }] }));
    expect(cleared).toMatchObject({ jobId: null, job: null, hourlyRate: null, symbol: null });
    expect(cleared.premiums.map((p) => p.name)).toEqual(["Charge"]);
    expect(await json(await t.request(`/api/shift-types/${created.id}`, { cookie: nurse.cookie }))).toEqual(cleared);
  });

  it("two devices replacing the premiums at once leave one list, not both", async () => {
    const nurse = await t.signUp();
    const created = await createShiftType(t, nurse);
    const patch = (premiums: { name: string; amountPerHour: number }[]) =>
      t.request(`/api/shift-types/${created.id}`, { method: "PATCH", cookie: nurse.cookie, body: { premiums } });
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        patch([{ name: "A", amountPerHour: 1 }]),
        patch([
          { name: "B", amountPerHour: 2 },
          { name: "C", amountPerHour: 3 },
        ]),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const names = (await json<ShiftType>(await t.request(`/api/shift-types/${created.id}`, { cookie: nurse.cookie }))).premiums.map((p) => p.name);
      expect([["A"], ["B", "C"]]).toContainEqual(names);
    }
  });

  it("a one-off shift's own day counts among its days, and goes when it is deleted", async () => {
    const nurse = await t.signUp();
    const oneOff = await createShiftType(t, nurse, { name: "Unit meeting", date: "2026-06-10" });
    expect(oneOff.daysOnCalendar).toBe(1);
    await applyShift(t, nurse, "2026-06-11", oneOff.id);
    // Applied on its own date as well: still one day there.
    await applyShift(t, nurse, "2026-06-10", oneOff.id);
    const listed = await json<{ shiftTypes: ShiftType[] }>(await t.request("/api/shift-types", { cookie: nurse.cookie }));
    expect(listed.shiftTypes.map((s) => s.daysOnCalendar)).toEqual([2]);

    const res = await t.request(`/api/shift-types/${oneOff.id}`, { method: "DELETE", cookie: nurse.cookie });
    expect(await json(res)).toEqual({ id: oneOff.id, removedDays: 2 });
    expect((await calendar(t, nurse, "2026-06-01", "2026-06-30")).shifts).toEqual([]);
  });
});

describe("shift library: validation (the product's messages)", () => {
  it.each([
    [{ name: undefined }, "name", "Name is required"],
    [{ name: "   " }, "name", "Name is required"],
    [{ name: "x".repeat(51) }, "name", "Name must be 50 characters or less"],
    [{ nickname: "NightOwl9" }, "nickname", "Nickname must be 8 characters or less"],
    [{ startTime: undefined }, "startTime", "Start time is required"],
    [{ startTime: "" }, "startTime", "Start time is required"],
    [{ endTime: undefined }, "endTime", "End time is required"],
    [{ endTime: " " }, "endTime", "End time is required"],
    [{ startTime: "25:00" }, "startTime", "Start time must be a time from 00:00 to 23:59, like 07:00"],
    [{ endTime: "7pm" }, "endTime", "End time must be a time from 00:00 to 23:59, like 07:00"],
    [{ paidHours: 0 }, "paidHours", "Paid hours must be greater than 0"],
    [{ paidHours: -4 }, "paidHours", "Paid hours must be greater than 0"],
    [{ paidHours: undefined }, "paidHours", "Paid hours must be greater than 0"],
    [{ paidHours: "12" }, "paidHours", "Paid hours must be greater than 0"],
    [{ paidHours: 24.25 }, "paidHours", "Paid hours must be 24 or less"],
    [{ paidHours: 7.1 }, "paidHours", "Paid hours go in steps of 0.25"],
    [{ hourlyRate: -0.01 }, "hourlyRate", "Wage must be greater than or equal to 0"],
    [{ hourlyRate: "fifty" }, "hourlyRate", "Wage must be greater than or equal to 0"],
    [{ hourlyRate: 10_001 }, "hourlyRate", "Must be 10,000 or less"],
    [{ color: "blue" }, "color", "Color must be a hex colour like #3b82f6"],
    [{ color: "#12345" }, "color", "Color must be a hex colour like #3b82f6"],
    [{ color: "#gggggg" }, "color", "Color must be a hex colour like #3b82f6"],
    [{ icon: "" }, "icon", "Choose an icon"],
    [{ icon: "A" }, "icon", "The icon must be an emoji"],
    [{ icon: "🙂".repeat(9) }, "icon", "The icon must be a single emoji"],
    [{ symbol: "vacation" }, "symbol", "Symbol must be one of trade, overtime, oncall or education"],
    [{ location: "x".repeat(101) }, "location", "Location must be 100 characters or less"],
    [{ unit: "x".repeat(101) }, "unit", "Unit must be 100 characters or less"],
    [{ unit: 5 }, "unit", "Unit must be text"],
    [{ unit: "ICU\n4 West" }, "unit", "Unit cannot contain line breaks, tabs or other control characters"],
    [{ date: "2026-02-30" }, "date", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    [{ date: "14/03/2026" }, "date", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    [{ jobId: "not-a-job" }, "jobId", "Job id is not valid"],
    [{ premiums: [{ name: "", amountPerHour: 2 }] }, "premiums.0.name", "Premium name is required"],
    [{ premiums: [{ name: "Night", amountPerHour: -1 }] }, "premiums.0.amountPerHour", "Premium amount must be greater than or equal to 0"],
    [
      { premiums: [{ name: "Weekend", amountPerHour: 2, days: "saturdays" }] },
      "premiums.0.days",
      "Premium days must be all, weekdays, weekends, holidays or weekends-holidays",
    ],
    [
      { premiums: [{ name: "Night", amountPerHour: 1, appliesFrom: "24:00" }] },
      "premiums.0.appliesFrom",
      "Premium start time must be a time from 00:00 to 23:59, like 07:00",
    ],
    [{ premiums: Array.from({ length: 11 }, () => ({ name: "P", amountPerHour: 1 })) }, "premiums", "At most 10 premiums"],
    [{ premiums: "night" }, "premiums", "Premiums must be a list"],
    [{ premiums: [{ name: "x".repeat(51), amountPerHour: 2 }] }, "premiums.0.name", "Premium name must be 50 characters or less"],
    [{ premiums: [{ name: "Night", amountPerHour: 1, appliesFrom: "" }] }, "premiums.0.appliesFrom", "Premium start time is required"],
    [{ premiums: [{ name: "Night", amountPerHour: 1, appliesTo: null }] }, "premiums.0.appliesTo", "Premium end time is required"],
    [
      { premiums: [{ name: "Night", amountPerHour: 1, appliesTo: "7am" }] },
      "premiums.0.appliesTo",
      "Premium end time must be a time from 00:00 to 23:59, like 07:00",
    ],
    [{ nickname: 5 }, "nickname", "Nickname must be text"],
    [{ color: null }, "color", "Color is required"],
    [{ location: 5 }, "location", "Location must be text"],
    // A bare CR would reach the calendar feed as a property of its own (a forged line in her subscribed calendar).
    [{ location: "L\rURL:https://evil.example" }, "location", "Location cannot contain line breaks, tabs or other control characters"],
    [{ name: "Night\tShift" }, "name", "Name cannot contain line breaks, tabs or other control characters"],
    [{ nickname: "N\u001b[2J" }, "nickname", "Nickname cannot contain line breaks, tabs or other control characters"],
    [{ premiums: [{ name: "Ni\nght", amountPerHour: 2 }] }, "premiums.0.name", "Premium name cannot contain line breaks, tabs or other control characters"],
  ])("POST refuses %j: %s → %s", async (change, field, message) => {
    const nurse = await t.signUp();
    const res = await t.request("/api/shift-types", { cookie: nurse.cookie, body: dayShift(change) });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("bad_request");
    expect(error.fields?.[field]).toBe(message);
    expect((await json<{ shiftTypes: unknown[] }>(await t.request("/api/shift-types", { cookie: nurse.cookie }))).shiftTypes).toEqual([]);
  });

  it("PATCH refuses bad input with the same messages and changes nothing", async () => {
    const nurse = await t.signUp();
    const created = await createShiftType(t, nurse);
    const before = await json(await t.request(`/api/shift-types/${created.id}`, { cookie: nurse.cookie }));
    for (const [body, field, message] of [
      [{ nickname: "123456789" }, "nickname", "Nickname must be 8 characters or less"],
      [{ paidHours: -1 }, "paidHours", "Paid hours must be greater than 0"],
      [{ color: "red", name: "Ok" }, "color", "Color must be a hex colour like #3b82f6"],
      [{ name: "" }, "name", "Name is required"],
      [{ startTime: "25:00" }, "startTime", "Start time must be a time from 00:00 to 23:59, like 07:00"],
      [{ date: "2026-02-30" }, "date", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    ] as const) {
      const res = await t.request(`/api/shift-types/${created.id}`, { method: "PATCH", cookie: nurse.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    expect(await json(await t.request(`/api/shift-types/${created.id}`, { cookie: nurse.cookie }))).toEqual(before);
  });

  it("answers 400 for a malformed id, 404 for a missing one, 415 for a body that is not JSON", async () => {
    const nurse = await t.signUp();
    const bad = await t.request("/api/shift-types/123", { cookie: nurse.cookie });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("That id is not valid");
    const missing = await t.request(`/api/shift-types/${ID}`, { cookie: nurse.cookie });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe("Shift was not found.");
    const notJson = await t.request("/api/shift-types", { cookie: nurse.cookie, body: "name=x", headers: { "content-type": "text/plain" } });
    expect(notJson.status).toBe(415);
  });

  it("needs a session on every route", async () => {
    for (const [method, path] of [
      ["GET", "/api/shift-types"],
      ["POST", "/api/shift-types"],
      ["GET", `/api/shift-types/${ID}`],
      ["PATCH", `/api/shift-types/${ID}`],
      ["DELETE", `/api/shift-types/${ID}`],
    ] as const) {
      const res = await t.request(path, { method, ...(method === "POST" || method === "PATCH" ? { body: dayShift() } : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("shift library: another nurse's rows", () => {
  it("B gets 404 reading, changing or deleting A's shift type, and A's stays as it was", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const mine = await createShiftType(t, a, { name: "A's shift" });
    await applyShift(t, a, "2026-05-05", mine.id);
    const before = await json(await t.request(`/api/shift-types/${mine.id}`, { cookie: a.cookie }));

    expect((await t.request(`/api/shift-types/${mine.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(`/api/shift-types/${mine.id}`, { method: "PATCH", cookie: b.cookie, body: { name: "Stolen" } })).status).toBe(404);
    expect((await t.request(`/api/shift-types/${mine.id}`, { method: "PATCH", cookie: b.cookie, body: { premiums: [] } })).status).toBe(404);
    expect((await t.request(`/api/shift-types/${mine.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    expect((await json<{ shiftTypes: unknown[] }>(await t.request("/api/shift-types", { cookie: b.cookie }))).shiftTypes).toEqual([]);

    expect(await json(await t.request(`/api/shift-types/${mine.id}`, { cookie: a.cookie }))).toEqual(before);
    expect((await calendar(t, a, "2026-05-01", "2026-05-31")).shifts).toHaveLength(1);
  });

  it("a shift type cannot link to another nurse's job", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const job = await createJob(t, a);
    const res = await t.request("/api/shift-types", { cookie: b.cookie, body: dayShift({ jobId: job.id }) });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Job was not found.");
    const own = await createShiftType(t, b);
    const patch = await t.request(`/api/shift-types/${own.id}`, { method: "PATCH", cookie: b.cookie, body: { jobId: job.id } });
    expect(patch.status).toBe(404);
    expect((await json<ShiftType>(await t.request(`/api/shift-types/${own.id}`, { cookie: b.cookie }))).jobId).toBeNull();
  });
});
