import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { idempotencyKeys, users } from "./db/schema";
import { allTables } from "./db/user-tables";
import { idempotencyMessages } from "./http/idempotency";
import { purgeExpiredIdempotencyKeys } from "./idempotency-repository";
import { TWO_NURSE_COLLECTIONS } from "./testing/swap-rows";
import { createJob, createShiftType } from "./testing/calendar-fixtures";
import { minimalPdf, sampleFile, uploadForm } from "./testing/images";
import { fillPath, operationsOf, type OpenApiDocument } from "./testing/openapi-ops";
import { OwnedResources } from "./testing/owned-resources";
import { json, useTestApp, type TestUser, errorOf } from "./testing/test-app";

const t = useTestApp({ RATE_LIMIT_FACTOR: "1000" });

const newKey = () => crypto.randomUUID();

/** A nurse whose address is confirmed: only such a nurse may invite colleagues. */
async function nurse(): Promise<TestUser> {
  const user = await t.signUp();
  await t.services.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

/** Every row of the database that mentions her id, in every table (a new row anywhere counts). */
async function rowsOf(userId: string): Promise<number> {
  let total = 0;
  for (const table of allTables) {
    const { name } = getTableConfig(table);
    const [row] = await t.services.database.query<{ n: number }>(`select count(*)::int as n from "${name}" t where t::text like $1`, [`%${userId}%`]);
    total += row?.n ?? 0;
  }
  return total;
}

const post = (user: TestUser, path: string, body: unknown, key?: string) =>
  t.request(path, { cookie: user.cookie, body, headers: key ? { "idempotency-key": key } : {} });

describe("Idempotency-Key on creates", () => {
  it.each([
    ["a note", "/api/notes", { date: "2026-03-14", text: "Bed 4 needs a new IV line." }, "/api/notes?from=2026-03-01&to=2026-03-31", "notes"],
    ["a certification", "/api/certifications", { name: "BLS Provider", expiryDate: "2027-03-31" }, "/api/certifications", "certifications"],
    ["a to-do", "/api/todos", { text: "Restock the crash cart" }, "/api/todos", "todos"],
    ["a contact", "/api/contacts", { name: "Ana Diaz", phone: "604-555-0101" }, "/api/contacts", "contacts"],
    ["a contract", "/api/contracts", { contractName: "ICU travel", startDate: "2026-01-05", endDate: "2026-04-04" }, "/api/contracts", "contracts"],
  ])("a repeat of %s with the same key gets the first answer back and adds nothing", async (_what, path, body, listPath, listKey) => {
    const user = await nurse();
    const listed = async () => ((await json<Record<string, unknown[]>>(await t.request(listPath, { cookie: user.cookie })))[listKey] ?? []).length;
    const before = await listed();
    const key = newKey();
    const first = await post(user, path, body, key);
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const rows = await rowsOf(user.id);

    const again = await post(user, path, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(firstBody);
    expect(await listed()).toBe(before + 1);
    expect(await rowsOf(user.id)).toBe(rows);

    // A new key is a new submission: the same details make a second row.
    expect((await post(user, path, body, newKey())).status).toBe(201);
    expect(await listed()).toBe(before + 2);
  });

  it("a job and a shift type: the same for a body with ids of her rows in it", async () => {
    const user = await nurse();
    const job = await createJob(t, user);
    const key = newKey();
    const body = { name: "Day", startTime: "07:00", endTime: "19:00", paidHours: 11.5, jobId: job.id };
    const first = await json<{ id: string }>(await post(user, "/api/shift-types", body, key));
    const again = await json<{ id: string }>(await post(user, "/api/shift-types", body, key));
    expect(again.id).toBe(first.id);
    const { shiftTypes } = await json<{ shiftTypes: unknown[] }>(await t.request("/api/shift-types", { cookie: user.cookie }));
    expect(shiftTypes).toHaveLength(1);
  });

  it("a repeated upload of a contract's document is stored once", async () => {
    const user = await nurse();
    const contract = await json<{ id: string }>(await post(user, "/api/contracts", { contractName: "ICU travel" }));
    const key = newKey();
    const form = uploadForm("file", minimalPdf(), "contract.pdf", "application/pdf", { label: "Signed contract" });
    const first = await json<{ id: string }>(await post(user, `/api/contracts/${contract.id}/attachments`, form, key));
    const again = await post(user, `/api/contracts/${contract.id}/attachments`, form, key);
    expect(again.status).toBe(201);
    expect((await json<{ id: string }>(again)).id).toBe(first.id);
    const { attachments } = await json<{ attachments: unknown[] }>(await t.request(`/api/contracts/${contract.id}/attachments`, { cookie: user.cookie }));
    expect(attachments).toHaveLength(1);
  });

  it("the same key with a different body is refused with a plain message, and adds nothing", async () => {
    const user = await nurse();
    const key = newKey();
    expect((await post(user, "/api/todos", { text: "Call pharmacy" }, key)).status).toBe(201);
    const other = await post(user, "/api/todos", { text: "Call the pharmacy about bed 4" }, key);
    expect(other.status).toBe(422);
    expect(await errorOf(other)).toEqual({ code: "idempotency_key_reused", message: idempotencyMessages.reused });
    // …or the same body on another route.
    expect((await post(user, "/api/contacts", { text: "Call pharmacy" }, key)).status).toBe(400);
    expect((await post(user, "/api/contacts", { name: "Call pharmacy" }, key)).status).toBe(422);
    const { todos } = await json<{ todos: { text: string }[] }>(await t.request("/api/todos", { cookie: user.cookie }));
    expect(todos.filter((todo) => todo.text.includes("harmacy"))).toHaveLength(1);
  });

  it("the order of a body's fields does not make it another request", async () => {
    const user = await nurse();
    const key = newKey();
    const first = await post(user, "/api/contacts", { name: "Ana Diaz", phone: "604-555-0101" }, key);
    const again = await t.request("/api/contacts", {
      cookie: user.cookie,
      body: '{"phone":"604-555-0101","name":"Ana Diaz"}',
      headers: { "idempotency-key": key, "content-type": "application/json" },
    });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(await first.text());
  });

  it("a failed request lets its key go: the corrected retry with the same key is saved", async () => {
    const user = await nurse();
    const key = newKey();
    const refused = await post(user, "/api/certifications", { name: "", expiryDate: "2027-03-31" }, key);
    expect(refused.status).toBe(400);
    // A handler's own refusal too (another nurse's contract answers 404).
    const other = await nurse();
    const theirs = await json<{ id: string }>(await post(other, "/api/contracts", { contractName: "Theirs" }));
    const form = uploadForm("file", minimalPdf(), "contract.pdf", "application/pdf", { label: "Signed contract" });
    expect((await post(user, `/api/contracts/${theirs.id}/attachments`, form, key)).status).toBe(404);
    const saved = await post(user, "/api/certifications", { name: "BLS Provider", expiryDate: "2027-03-31" }, key);
    expect(saved.status).toBe(201);
    expect(saved.headers.get("idempotent-replayed")).toBeNull();
  });

  it("keys are each nurse's own: the same key from another nurse makes her own row", async () => {
    const [a, b] = [await nurse(), await nurse()];
    const key = newKey();
    const body = { text: "Restock the crash cart" };
    const mine = await json<{ id: string }>(await post(a, "/api/todos", body, key));
    const hers = await post(b, "/api/todos", body, key);
    expect(hers.status).toBe(201);
    expect(hers.headers.get("idempotent-replayed")).toBeNull();
    expect((await json<{ id: string }>(hers)).id).not.toBe(mine.id);
  });

  it("two copies sent at once make one row: the second is replayed or told the first is still running", async () => {
    const user = await nurse();
    const key = newKey();
    const body = { name: "ACLS Provider", expiryDate: "2027-05-31" };
    const answers = await Promise.all([post(user, "/api/certifications", body, key), post(user, "/api/certifications", body, key)]);
    const statuses = answers.map((res) => res.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const running = answers.find((res) => res.status === 409);
    if (running) {
      expect(running.headers.get("retry-after")).toBe("1");
      expect((await errorOf(running)).message).toBe(idempotencyMessages.running);
    }
    const { certifications } = await json<{ certifications: unknown[] }>(await t.request("/api/certifications", { cookie: user.cookie }));
    expect(certifications).toHaveLength(1);
  });

  it("a key is kept for a day: after that it is free again, and housekeeping drops it", async () => {
    const user = await nurse();
    const key = newKey();
    await post(user, "/api/todos", { text: "Yesterday's task" }, key);
    await t.services.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.userId, user.id));
    const again = await post(user, "/api/todos", { text: "Yesterday's task" }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    await t.services.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.userId, user.id));
    await purgeExpiredIdempotencyKeys(t.services.db);
    expect(await t.services.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id))).toEqual([]);
  });

  it("refuses a key that is too short, too long or not plain text", async () => {
    const user = await nurse();
    for (const key of ["short", "k".repeat(256), "has a space in it"]) {
      const res = await post(user, "/api/todos", { text: "A task" }, key);
      expect(res.status, key).toBe(400);
      expect((await errorOf(res)).message).toBe("The Idempotency-Key header must be 8 to 255 visible characters (a UUID is best).");
    }
  });
});

describe("Idempotency-Key on her other writes", () => {
  it("applying a day and deleting a note, sent twice, answer the same both times", async () => {
    const user = await nurse();
    const shift = await createShiftType(t, user);
    const key = newKey();
    const put = () =>
      t.request("/api/calendar/2026-03-14", { method: "PUT", cookie: user.cookie, body: { shiftTypeId: shift.id }, headers: { "idempotency-key": key } });
    const first = await put();
    expect(first.status).toBe(200);
    const again = await put();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(await first.text());

    const note = await json<{ id: string }>(await post(user, "/api/notes", { date: "2026-03-14", text: "Handover at 19:00" }));
    const deleteKey = newKey();
    const remove = () => t.request(`/api/notes/${note.id}`, { method: "DELETE", cookie: user.cookie, headers: { "idempotency-key": deleteKey } });
    expect((await remove()).status).toBe(200);
    // Without the key the second would be a 404: the queued delete of an offline phone is not an error.
    expect((await remove()).status).toBe(200);
  });

  it("clearing a day (an empty 204), sent again by the phone's outbox with its key, answers 204 again and clears nothing else", async () => {
    const user = await nurse();
    const shift = await createShiftType(t, user);
    await t.request("/api/calendar/2026-03-15", { method: "PUT", cookie: user.cookie, body: { shiftTypeId: shift.id } });
    const key = newKey();
    const clear = () => t.request("/api/calendar/2026-03-15", { method: "DELETE", cookie: user.cookie, headers: { "idempotency-key": key } });
    const first = await clear();
    expect(first.status).toBe(204);
    const again = await clear();
    expect(again.status).toBe(204);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe("");
    // The day applied again afterwards, then the old clear repeated: it stays (the repeat is the first answer, not a new clear).
    await t.request("/api/calendar/2026-03-15", { method: "PUT", cookie: user.cookie, body: { shiftTypeId: shift.id } });
    expect((await clear()).status).toBe(204);
    const month = await json<{ shifts: unknown[] }>(await t.request("/api/calendar?from=2026-03-01&to=2026-03-31", { cookie: user.cookie }));
    expect(month.shifts).toHaveLength(1);
  });
});

describe("every create route", () => {
  it("documents the header, and a repeat with the same key adds no row", async () => {
    const doc = await json<OpenApiDocument>(await t.request("/api/openapi.json"));
    const ops = operationsOf(doc);
    const owned = new OwnedResources(ops, t.request);
    // A create answers 201 (POST /api/notes, an attachment's upload).
    const creates = ops.filter((op) => op.method === "post" && "201" in ((doc.paths[op.path]?.post as { responses?: object } | undefined)?.responses ?? {}));
    expect(creates.length).toBeGreaterThanOrEqual(10);
    const problems: string[] = [];
    for (const op of creates) {
      // A swap request needs a connected colleague: its replay is tested in features/swaps.
      if (TWO_NURSE_COLLECTIONS.includes(op.path)) continue;
      if (!op.idempotent) {
        problems.push(`${op.title}: no Idempotency-Key in the document`);
        continue;
      }
      const user = await nurse();
      const params = await owned.params(user, op);
      let body: unknown;
      if (op.upload) {
        const file = await sampleFile(op.upload.accept);
        body = uploadForm(op.upload.field, file.bytes, `sample.${file.ext}`, file.type, op.upload.fields);
      } else body = await owned.body(user, op);
      const url = fillPath(op.path, params);
      const key = newKey();
      const first = await post(user, url, body, key);
      if (first.status !== 201) {
        problems.push(`${op.title}: its example answered ${first.status}`);
        continue;
      }
      const rows = await rowsOf(user.id);
      const again = await post(user, url, body, key);
      if (again.status !== 201 || again.headers.get("idempotent-replayed") !== "true")
        problems.push(`${op.title}: the repeat answered ${again.status}, not replayed`);
      if ((await rowsOf(user.id)) !== rows) problems.push(`${op.title}: the repeat added a row`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
