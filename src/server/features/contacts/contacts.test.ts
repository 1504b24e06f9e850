import { describe, expect, it } from "vitest";
import type { Contact } from "@core/schemas/contacts";
import { json, type TestUser, useTestApp, errorOf, type ErrorBody } from "../../testing/test-app";

const t = useTestApp();

const ana = {
  name: "Ana Diaz",
  role: "Charge Nurse",
  unit: "ICU, Vancouver General",
  phone: "+1 604-555-0101",
  phoneType: "mobile",
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
    expect(b).toMatchObject({ phone: "", phoneType: "work", email: "", notes: "" });
    expect((await list(nurse)).map((c) => c.name)).toEqual(["Ana Diaz", "Ben Okafor"]);
    expect((await list(nurse, "clerk")).map((c) => c.name)).toEqual(["Ben Okafor"]);
    expect((await list(nurse, "prefers")).map((c) => c.name)).toEqual(["Ana Diaz"]);
    expect(await list(nurse, "100%_")).toEqual([]);
    expect(await json(await t.request(`/api/contacts/${a.id}`, { cookie: nurse.cookie }))).toEqual(a);

    const patched = await t.request(`/api/contacts/${a.id}`, { method: "PATCH", cookie: nurse.cookie, body: { phone: "604-555-0199", phoneType: "pager" } });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ ...ana, phone: "604-555-0199", phoneType: "pager" });

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
    [{ phoneType: "fax" }, "phoneType", "Choose mobile, work, home, pager or other"],
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

const importVcf = (user: TestUser, vcf: string, skipDuplicates?: boolean) =>
  t.request("/api/contacts/import", { cookie: user.cookie, body: skipDuplicates === undefined ? { vcf } : { vcf, skipDuplicates } });

describe("vCard", () => {
  it("downloads one contact as a vCard 3.0, named after her in UTF-8, that imports back the same", async () => {
    const nurse = await t.signUp();
    const contact = await add(nurse, { ...ana, name: 'Zoë "Z" Brien, RN', unit: "ICU; 4 West" });
    const res = await t.request(`/api/contacts/${contact.id}/vcard`, { cookie: nurse.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Zoe Z Brien, RN.vcf"; filename*=UTF-8''Zo%C3%AB%20Z%20Brien%2C%20RN.vcf`);
    const vcf = await res.text();
    expect(vcf).toMatch(/^BEGIN:VCARD\r\nVERSION:3.0\r\n/);
    expect(vcf).toContain('FN;CHARSET=UTF-8:Zoë "Z" Brien\\, RN\r\n');
    expect(vcf).toContain('N;CHARSET=UTF-8:RN;Zoë "Z" Brien\\,;;;\r\n');
    expect(vcf).toContain("ORG:ICU\\; 4 West\r\n");
    expect(vcf).toContain("TEL;TYPE=CELL:+1 604-555-0101\r\n");

    // Round trips: no backslash gained, the mobile still a mobile.
    const other = await t.signUp();
    let text = vcf;
    for (let i = 0; i < 3; i++) {
      const imported = await importVcf(other, text);
      expect(imported.status).toBe(201);
      const body = await json<{ imported: number; duplicates: number; skipped: unknown[]; contacts: Contact[] }>(imported);
      expect(body).toMatchObject({ imported: 1, duplicates: 0, skipped: [] });
      const { id: _a, createdAt: _b, updatedAt: _c, ...fields } = contact;
      expect(body.contacts[0]).toMatchObject(fields);
      text = await (await t.request(`/api/contacts/${body.contacts[0]!.id}/vcard`, { cookie: other.cookie })).text();
    }
  });

  it("a bare CR in the notes cannot add a property to the vCard (no injected EMAIL)", async () => {
    const nurse = await t.signUp();
    const contact = await add(nurse, { name: "Ana Diaz", notes: "x\rEMAIL;TYPE=work:evil@evil.example" });
    expect(contact.notes).toBe("x\nEMAIL;TYPE=work:evil@evil.example");
    const vcf = await (await t.request(`/api/contacts/${contact.id}/vcard`, { cookie: nurse.cookie })).text();
    expect(vcf.split("\r\n").filter((line) => /^EMAIL/i.test(line))).toEqual([]);
    expect(vcf.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    // A row stored with a raw CR before the form normalised it comes out as clean.
    await t.services.database.query("update contacts set notes = $2 where id = $1", [contact.id, "x\rEMAIL;TYPE=work:evil@evil.example"]);
    const old = await (await t.request(`/api/contacts/${contact.id}/vcard`, { cookie: nurse.cookie })).text();
    expect(old).toContain("NOTE:x\\nEMAIL\\;TYPE=work:evil@evil.example\r\n");
    expect(old.split("\r\n").filter((line) => /^EMAIL/i.test(line))).toEqual([]);
  });

  it("Export all: every contact of hers in one .vcf, nobody else's", async () => {
    const [nurse, other] = [await t.signUp(), await t.signUp()];
    await add(nurse, ana);
    await add(nurse, { name: "王芳", phone: "604-555-0188", phoneType: "pager" });
    await add(other, { name: "Not Hers" });
    const res = await t.request("/api/contacts/vcard", { cookie: nurse.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="NurseVitals contacts.vcf"; filename*=UTF-8''NurseVitals%20contacts.vcf`);
    const vcf = await res.text();
    expect(vcf.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(vcf).not.toContain("Not Hers");
    expect(vcf).toContain("TEL;TYPE=PAGER:604-555-0188");
    expect((await t.request("/api/contacts/vcard")).status).toBe(401);
  });

  it("imports a Samsung phone's vCard 2.1 (TEL;CELL, quoted-printable UTF-8): mobiles stay mobiles, the card with no name is named as skipped", async () => {
    const nurse = await t.signUp();
    const vcf = [
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;",
      "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BCller",
      "TEL;CELL:+1 604-555-0101",
      "END:VCARD",
      "BEGIN:VCARD",
      "VERSION:2.1",
      "TEL;CELL:604-555-0133",
      "END:VCARD",
      "",
    ].join("\r\n");
    const res = await importVcf(nurse, vcf);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ imported: 1, duplicates: 0, skipped: [{ card: 2, label: "604-555-0133", reason: "it has no name" }] });
    expect((await list(nurse)).map((c) => [c.name, c.phone, c.phoneType])).toEqual([["Jürgen Müller", "+1 604-555-0101", "mobile"]]);
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
    const res = await importVcf(nurse, vcf);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ imported: 2, skipped: [{ card: 3, label: "Card 3", reason: "it has no name" }] });
    expect((await list(nurse)).map((c) => [c.name, c.role, c.unit, c.phone, c.phoneType, c.email])).toEqual([
      ["Dr. Raj Singh", "", "", "+1-604-555-0177", "other", ""],
      ["Lin Nguyen", "Nurse Educator", "St. Paul's Hospital, Cardiac Surgery", "(604) 555-0142", "work", "lin.nguyen@example.org"],
    ]);
  });

  it("the preview says which contacts she has already, stores nothing; skipDuplicates leaves them out", async () => {
    const nurse = await t.signUp();
    await add(nurse, ana);
    const vcf = [
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:ana diaz\r\nTEL:604 555 0101\r\nEND:VCARD",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ben Okafor\r\nEND:VCARD",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ben Okafor\r\nEND:VCARD",
      "BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:nameless\r\nEND:VCARD\r\n",
    ].join("\r\n");
    const preview = await t.request("/api/contacts/import/preview", { cookie: nurse.cookie, body: { vcf } });
    expect(preview.status).toBe(200);
    expect(await json(preview)).toEqual({
      contacts: [
        { name: "ana diaz", duplicate: true },
        { name: "Ben Okafor", duplicate: false },
        { name: "Ben Okafor", duplicate: true },
      ],
      skipped: [{ card: 4, label: "Card 4", reason: "it has no name" }],
    });
    expect(await list(nurse)).toHaveLength(1);
    // Another nurse's contacts are not hers: nothing is a duplicate for her.
    const other = await t.signUp();
    const theirs = await json<{ contacts: { duplicate: boolean }[] }>(await t.request("/api/contacts/import/preview", { cookie: other.cookie, body: { vcf } }));
    expect(theirs.contacts.map((c) => c.duplicate)).toEqual([false, false, true]);

    const res = await importVcf(nurse, vcf, true);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ imported: 1, duplicates: 2 });
    expect((await list(nurse)).map((c) => c.name)).toEqual(["Ana Diaz", "Ben Okafor"]);
    // Without it, everything that can be read comes in.
    expect(await json(await importVcf(nurse, vcf, false))).toMatchObject({ imported: 3, duplicates: 0 });
    const bad = await t.request("/api/contacts/import", { cookie: nurse.cookie, body: { vcf, skipDuplicates: "yes" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.skipDuplicates).toBe("skipDuplicates must be true or false");
  });

  it("a card among other text is imported; the text around it is passed over", async () => {
    const nurse = await t.signUp();
    const res = await importVcf(nurse, "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\nBEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
    expect(await json(res)).toMatchObject({ imported: 1, skipped: [] });
  });

  it.each([
    ["plain text", "hello, these are my contacts"],
    ["a calendar", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"],
    ["an empty file", ""],
    ["only cards with no name", "BEGIN:VCARD\r\nVERSION:3.0\r\nTEL:604-555-0100\r\nEND:VCARD\r\n"],
  ])("refuses %s with a clear message and imports nothing", async (_what, vcf) => {
    const nurse = await t.signUp();
    for (const path of ["/api/contacts/import", "/api/contacts/import/preview"]) {
      const res = await t.request(path, { cookie: nurse.cookie, body: { vcf } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/^That (file is not a vCard|vCard file has no contacts in it)/);
    }
    expect(await list(nurse)).toEqual([]);
  });

  it("refuses more than 500 cards in one file", async () => {
    const nurse = await t.signUp();
    const vcf = "BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n".repeat(501);
    const res = await importVcf(nurse, vcf);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("That file has more than 500 contacts: nothing was imported.");
  });
});
