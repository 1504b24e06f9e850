import { describe, expect, it } from "vitest";
import type { Contact } from "@core/schemas/contacts";
import type { ErrorBody } from "../../testing/calendar-fixtures";
import { json, type TestUser, useTestApp } from "../../testing/test-app";

const t = useTestApp();

const ana = {
  name: "Ana Diaz",
  role: "Charge Nurse",
  unit: "ICU, Vancouver General",
  phone: "+1 604-555-0101",
  email: "ana.diaz@example.org",
  notes: "Nights\nPrefers text",
};
const add = async (user: TestUser, body: object) => {
  const res = await t.request("/api/contacts", { cookie: user.cookie, body });
  expect(res.status).toBe(201);
  return json<Contact>(res);
};
const list = async (user: TestUser, q = "") =>
  (await json<{ contacts: Contact[] }>(await t.request(`/api/contacts${q ? `?q=${encodeURIComponent(q)}` : ""}`, { cookie: user.cookie }))).contacts;

describe("contacts", () => {
  it("adds, lists by name, searches, reads, changes and deletes", async () => {
    const nurse = await t.signUp();
    const a = await add(nurse, ana);
    expect(a).toMatchObject(ana);
    const b = await add(nurse, { name: "Ben Okafor", role: "Unit Clerk", unit: "Emergency" });
    expect(b).toMatchObject({ phone: "", email: "", notes: "" });
    expect((await list(nurse)).map((c) => c.name)).toEqual(["Ana Diaz", "Ben Okafor"]);
    expect((await list(nurse, "clerk")).map((c) => c.name)).toEqual(["Ben Okafor"]);
    expect((await list(nurse, "prefers")).map((c) => c.name)).toEqual(["Ana Diaz"]);
    expect(await list(nurse, "100%_")).toEqual([]);
    expect(await json(await t.request(`/api/contacts/${a.id}`, { cookie: nurse.cookie }))).toEqual(a);

    const patched = await t.request(`/api/contacts/${a.id}`, { method: "PATCH", cookie: nurse.cookie, body: { phone: "604-555-0199" } });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ ...ana, phone: "604-555-0199" });

    expect((await t.request(`/api/contacts/${a.id}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
    expect((await t.request(`/api/contacts/${a.id}`, { cookie: nurse.cookie })).status).toBe(404);
    expect((await list(nurse)).map((c) => c.name)).toEqual(["Ben Okafor"]);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ name: "x".repeat(101) }, "name", "Name must be 100 characters or less"],
    [{ role: "x".repeat(101) }, "role", "Role must be 100 characters or less"],
    [{ unit: "x".repeat(161) }, "unit", "Unit or facility must be 160 characters or less"],
    [{ phone: "call me" }, "phone", "Phone may have digits, spaces and + ( ) - . only"],
    [{ phone: "1".repeat(41) }, "phone", "Phone must be 40 characters or less"],
    [{ email: "ana@" }, "email", "Please enter a valid email address"],
    [{ notes: "x".repeat(2001) }, "notes", "Notes must be 2000 characters or less"],
    [{ name: "Ana\rX" }, "name", "Name cannot contain line breaks, tabs or other control characters"],
    [{ userId: "someone" }, "userId", undefined],
  ])("refuses %j: %s → %s", async (change, field, message) => {
    const nurse = await t.signUp();
    const res = await t.request("/api/contacts", { cookie: nurse.cookie, body: { ...ana, ...change } });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    if (message) expect(body.error.fields?.[field]).toBe(message);
    else expect(body.error.message).toContain(field);
    expect(await list(nurse)).toEqual([]);
  });

  it("B gets 404 for A's contact, A's stays, and B's list and vCard have none of hers", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const contact = await add(a, ana);
    for (const [method, path, body] of [
      ["GET", `/api/contacts/${contact.id}`, undefined],
      ["GET", `/api/contacts/${contact.id}/vcard`, undefined],
      ["PATCH", `/api/contacts/${contact.id}`, { name: "Mine now" }],
      ["DELETE", `/api/contacts/${contact.id}`, undefined],
    ] as const) {
      expect((await t.request(path, { method, cookie: b.cookie, body })).status, `${method} ${path}`).toBe(404);
    }
    expect(await list(b)).toEqual([]);
    expect(await list(b, "Ana")).toEqual([]);
    expect(await json(await t.request(`/api/contacts/${contact.id}`, { cookie: a.cookie }))).toEqual(contact);
    expect((await t.request("/api/contacts")).status).toBe(401);
  });
});

describe("vCard", () => {
  it("downloads one contact as a vCard that imports back the same", async () => {
    const nurse = await t.signUp();
    const contact = await add(nurse, { ...ana, name: 'Zoë "Z" Brien, RN' });
    const res = await t.request(`/api/contacts/${contact.id}/vcard`, { cookie: nurse.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Zoe Z Brien, RN.vcf"');
    const vcf = await res.text();
    expect(vcf).toMatch(/^BEGIN:VCARD\r\nVERSION:4.0\r\n/);
    expect(vcf).toContain('FN:Zoë "Z" Brien\\, RN');

    const other = await t.signUp();
    const imported = await t.request("/api/contacts/import", { cookie: other.cookie, body: { vcf } });
    expect(imported.status).toBe(201);
    const body = await json<{ imported: number; skipped: number; contacts: Contact[] }>(imported);
    expect(body).toMatchObject({ imported: 1, skipped: 0 });
    const { id: _a, createdAt: _b, updatedAt: _c, ...fields } = contact;
    expect(body.contacts[0]).toMatchObject(fields);
  });

  it("imports every card of a file from a phone (vCard 3.0, several cards, structured names)", async () => {
    const nurse = await t.signUp();
    const vcf = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Nguyen;Lin;;;",
      "FN:Lin Nguyen",
      "ORG:St. Paul's Hospital;Cardiac Surgery",
      "TITLE:Nurse Educator",
      "TEL;TYPE=WORK,VOICE:(604) 555-0142",
      "EMAIL;TYPE=INTERNET:lin.nguyen@example.org",
      "END:VCARD",
      "BEGIN:VCARD",
      "VERSION:4.0",
      "N:Singh;Raj;;Dr.;",
      "TEL;VALUE=uri:tel:+1-604-555-0177",
      "END:VCARD",
      "BEGIN:VCARD",
      "VERSION:3.0",
      "END:VCARD",
      "",
    ].join("\r\n");
    const res = await t.request("/api/contacts/import", { cookie: nurse.cookie, body: { vcf } });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ imported: 2, skipped: 1 });
    expect((await list(nurse)).map((c) => [c.name, c.role, c.unit, c.phone, c.email])).toEqual([
      ["Dr. Raj Singh", "", "", "+1-604-555-0177", ""],
      ["Lin Nguyen", "Nurse Educator", "St. Paul's Hospital, Cardiac Surgery", "(604) 555-0142", "lin.nguyen@example.org"],
    ]);
  });

  it.each([
    ["plain text", "hello, these are my contacts"],
    ["a calendar", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"],
    ["an empty file", ""],
    ["a card and a calendar", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\nBEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"],
  ])("refuses %s with a clear message and imports nothing", async (_what, vcf) => {
    const nurse = await t.signUp();
    const res = await t.request("/api/contacts/import", { cookie: nurse.cookie, body: { vcf } });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toMatch(/^That (file is not a vCard|vCard file has no contacts in it)/);
    expect(await list(nurse)).toEqual([]);
  });
});
