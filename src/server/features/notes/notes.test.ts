import { describe, expect, it } from "vitest";
import { applyShift, calendar, createShiftType } from "../../testing/calendar-fixtures";
import { json, type TestUser, useTestApp, errorOf } from "../../testing/test-app";

const t = useTestApp();

type Note = { id: string; date: string; text: string; title: string; body: string; shiftTypeId: string | null; shiftName: string | null; createdAt: string };

const addNote = async (user: TestUser, body: Record<string, unknown>) => t.request("/api/notes", { cookie: user.cookie, body });
const notes = async (user: TestUser, query = "") => {
  const res = await t.request(`/api/notes${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await json<{ notes: Note[] }>(res)).notes;
};

describe("notes: happy paths", () => {
  it("a day-panel note is plain text; an Add Note note is title, blank line, text", async () => {
    const nurse = await t.signUp();
    const plain = await addNote(nurse, { date: "2026-03-14", text: "  Bring the badge  " });
    expect(plain.status).toBe(201);
    expect(await json<Note>(plain)).toMatchObject({
      date: "2026-03-14",
      text: "Bring the badge",
      title: "Bring the badge",
      body: "",
      shiftTypeId: null,
      shiftName: null,
    });

    const titled = await addNote(nurse, { date: "2026-03-15", title: "Handover", text: "Bed 4: new IV at 02:00.\nCall pharmacy." });
    expect(titled.status).toBe(201);
    expect(await json<Note>(titled)).toMatchObject({
      text: "Handover\n\nBed 4: new IV at 02:00.\nCall pharmacy.",
      title: "Handover",
      body: "Bed 4: new IV at 02:00.\nCall pharmacy.",
    });
  });

  it("links a note to one of that day's shifts (applied or one-off), and nothing else", async () => {
    const nurse = await t.signUp();
    const day = await createShiftType(t, nurse, { name: "Day Shift" });
    const course = await createShiftType(t, nurse, { name: "ACLS", date: "2026-03-20" });
    await applyShift(t, nurse, "2026-03-19", day.id);
    const linked = await addNote(nurse, { date: "2026-03-19", text: "Charge today", shiftTypeId: day.id });
    expect(linked.status).toBe(201);
    expect(await json<Note>(linked)).toMatchObject({ shiftTypeId: day.id, shiftName: "Day Shift" });
    expect((await addNote(nurse, { date: "2026-03-20", text: "Course", shiftTypeId: course.id })).status).toBe(201);
    const elsewhere = await addNote(nurse, { date: "2026-03-21", text: "Wrong day", shiftTypeId: day.id });
    expect(elsewhere.status).toBe(400);
    expect((await errorOf(elsewhere)).fields?.shiftTypeId).toBe("That shift is not on this day.");
    expect(await notes(nurse, "?from=2026-03-21&to=2026-03-21")).toEqual([]);
    // The list names each note's shift too.
    expect((await notes(nurse, "?from=2026-03-19&to=2026-03-20")).map((n) => [n.date, n.shiftName])).toEqual([
      ["2026-03-20", "ACLS"],
      ["2026-03-19", "Day Shift"],
    ]);
  });

  it("lists a range newest date first, and searches title and text, ignoring case", async () => {
    const nurse = await t.signUp();
    await addNote(nurse, { date: "2026-03-01", title: "Education day", text: "ACLS recert at 08:00" });
    await addNote(nurse, { date: "2026-03-20", text: "Patient in 4 was anxious" });
    await addNote(nurse, { date: "2026-03-20", text: "Later that day" });
    await addNote(nurse, { date: "2026-04-02", text: "100% overtime, april" });
    await addNote(nurse, { date: "2026-02-27", text: "acls book ordered" });

    const march = await notes(nurse, "?from=2026-03-01&to=2026-03-31");
    expect(march.map((n) => [n.date, n.title])).toEqual([
      ["2026-03-20", "Later that day"],
      ["2026-03-20", "Patient in 4 was anxious"],
      ["2026-03-01", "Education day"],
    ]);
    expect((await notes(nurse, "?q=acls")).map((n) => n.date)).toEqual(["2026-03-01", "2026-02-27"]);
    expect((await notes(nurse, "?q=EDUCATION&from=2026-03-01&to=2026-03-31")).map((n) => n.title)).toEqual(["Education day"]);
    expect((await notes(nurse, `?q=${encodeURIComponent("100%")}`)).map((n) => n.date)).toEqual(["2026-04-02"]);
    expect(await notes(nurse, `?q=${encodeURIComponent("%")}&from=2026-03-01&to=2026-03-31`)).toEqual([]);
    expect(await notes(nurse, "?q=nothing-like-this")).toEqual([]);
    expect(await notes(nurse)).toHaveLength(5);
  });

  it("adding and deleting change the day's count on the calendar, which disappears at zero", async () => {
    const nurse = await t.signUp();
    const first = await json<Note>(await addNote(nurse, { date: "2026-09-09", text: "One" }));
    const second = await json<Note>(await addNote(nurse, { date: "2026-09-09", text: "Two" }));
    expect((await calendar(t, nurse, "2026-09-01", "2026-09-30")).noteCounts).toEqual({ "2026-09-09": 2 });
    const res = await t.request(`/api/notes/${first.id}`, { method: "DELETE", cookie: nurse.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ id: first.id });
    expect((await calendar(t, nurse, "2026-09-01", "2026-09-30")).noteCounts).toEqual({ "2026-09-09": 1 });
    await t.request(`/api/notes/${second.id}`, { method: "DELETE", cookie: nurse.cookie });
    expect((await calendar(t, nurse, "2026-09-01", "2026-09-30")).noteCounts).toEqual({});
    const again = await t.request(`/api/notes/${second.id}`, { method: "DELETE", cookie: nurse.cookie });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe("Note was not found.");
  });
});

describe("notes: validation (the product's messages)", () => {
  it.each([
    [{ text: "" }, "text", "Please enter the note text"],
    [{ text: "   \n " }, "text", "Please enter the note text"],
    [{ text: undefined }, "text", "Please enter the note text"],
    [{ text: "x".repeat(2001) }, "text", "Note text must be 2000 characters or less"],
    [{ title: "x".repeat(101) }, "title", "Title must be 100 characters or less"],
    [{ title: "  " }, "title", "Please fill in all fields: date, title, and note text"],
    [{ title: 5 }, "title", "Title must be text"],
    // The title is the stored note's first line: a line break in it would move part of it into the body.
    [{ title: "Line 1\nLine 2" }, "title", "Title must be one line"],
    [{ title: "Line 1\r\nLine 2" }, "title", "Title must be one line"],
    [{ title: "Hand\u0007over" }, "title", "Title cannot contain line breaks, tabs or other control characters"],
    [{ text: "Bed 4\u001b[31m" }, "text", "Note text cannot contain control characters other than line breaks and tabs"],
    [{ date: undefined }, "date", "Date is required"],
    [{ date: "2026-02-30" }, "date", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    [{ shiftTypeId: "shift-1" }, "shiftTypeId", "Shift id is not valid"],
  ])("POST refuses %j: %s → %s", async (change, field, message) => {
    const nurse = await t.signUp();
    const res = await addNote(nurse, { date: "2026-03-14", text: "A note", ...change });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
    expect(await notes(nurse)).toEqual([]);
  });

  it("takes exactly 2000 characters of text and 100 of title", async () => {
    const nurse = await t.signUp();
    const res = await addNote(nurse, { date: "2026-03-14", title: "t".repeat(100), text: "x".repeat(2000) });
    expect(res.status).toBe(201);
  });

  it.each([
    ["?from=2026-02-30", "from", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    ["?to=soon", "to", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
    ["?from=", "from", "from must be a date"],
    ["?to=", "to", "to must be a date"],
    ["?from=2026-03-02&to=2026-03-01", "to", "from must be on or before to"],
    [`?q=${"x".repeat(101)}`, "q", "Search text must be 100 characters or less"],
  ])("GET refuses %s", async (query, field, message) => {
    const nurse = await t.signUp();
    const res = await t.request(`/api/notes${query}`, { cookie: nurse.cookie });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
  });

  it("needs a session ('Please sign in.')", async () => {
    const res = await t.request("/api/notes", { body: { date: "2026-03-14", text: "x" } });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe("Please sign in.");
    expect((await t.request("/api/notes")).status).toBe(401);
    expect((await t.request("/api/notes/7d9f3a1e-2b4c-4d5e-8f60-718293a4b5c6", { method: "DELETE" })).status).toBe(401);
  });
});

describe("notes: another nurse's rows", () => {
  it("B cannot see, delete or link to A's notes and shifts; A's stay", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const shift = await createShiftType(t, a);
    await applyShift(t, a, "2026-10-10", shift.id);
    const note = await json<Note>(await addNote(a, { date: "2026-10-10", text: "Private", shiftTypeId: shift.id }));

    expect(await notes(b)).toEqual([]);
    expect(await notes(b, "?q=Private")).toEqual([]);
    expect((await t.request(`/api/notes/${note.id}`, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    const link = await addNote(b, { date: "2026-10-10", text: "Mine", shiftTypeId: shift.id });
    expect(link.status).toBe(404);
    expect(await notes(b)).toEqual([]);
    expect((await calendar(t, b, "2026-10-01", "2026-10-31")).noteCounts).toEqual({});

    expect(await notes(a)).toEqual([note]);
  });
});
