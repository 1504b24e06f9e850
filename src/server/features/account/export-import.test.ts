import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { ZipFile } from "yazl";
import { users } from "../../db/schema";
import { userTables } from "../../db/user-tables";
import { listUserFiles } from "../../files/user-files";
import { applyShift, createJob, createShiftType } from "../../testing/calendar-fixtures";
import { minimalPdf, photoForm, testImages, uploadForm } from "../../testing/images";
import { json, useTestApp, type TestApp, type TestUser, errorOf } from "../../testing/test-app";
import { QUICK_LINK_PATHS } from "@core/preferences";
import { importMessages } from "./import-archive";

// Two servers, each with its own database and files: the export of one comes back in the other.
const a = useTestApp({ RATE_LIMIT_FACTOR: "100" });
const b = useTestApp({ RATE_LIMIT_FACTOR: "100", IMPORT_MAX_MB: "24" });

async function ok(res: Response | Promise<Response>, status = 200) {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer;
}
const body = async <T>(res: Response | Promise<Response>, status = 200) => json<T>(await ok(res, status));

/**
 * A nurse with some of everything, made through the API: photo, preferences,
 * two jobs, shift types (one with a premium, linked to a job) on her calendar,
 * notes on those shifts, certifications with both photos, a contract with two
 * documents, contacts, her own to-do, a resume pointing at a certification and
 * an imported job, the pay estimator on a job, a blocked address.
 */
async function richNurse(t: TestApp): Promise<TestUser> {
  const user = await t.signUp();
  const as = { cookie: user.cookie };
  await ok(t.request("/api/profile", { method: "PATCH", ...as, body: { dob: "1987-03-04", countryCode: "CA", licenseDate: "2012-09-01" } }));
  await ok(t.request("/api/preferences", { method: "PATCH", ...as, body: { region: "CA", accentColor: "#7c3aed", quickLinks: QUICK_LINK_PATHS.slice(1, 3) } }));
  await ok(t.request("/api/profile/avatar", { method: "POST", body: photoForm(await testImages.png("#db2777")), ...as }));
  const icu = await createJob(t, user, { facility: "Vancouver General", unit: "ICU", hourlyRate: 52.4 });
  const er = await createJob(t, user, { facility: "St. Paul's", unit: "Emergency", hourlyRate: 49.1 });
  const day = await createShiftType(t, user, { name: "ICU Day", jobId: icu.id });
  const night = await createShiftType(t, user, {
    name: "ER Night",
    startTime: "19:00",
    endTime: "07:00",
    jobId: er.id,
    premiums: [{ name: "Night", amountPerHour: 4.5, appliesFrom: "19:00", appliesTo: "07:00" }],
  });
  for (const [date, shift] of [
    ["2026-03-12", day],
    ["2026-03-13", day],
    ["2026-03-14", night],
  ] as const)
    await ok(applyShift(t, user, date, shift.id));
  // A flagged shift and a day of vacation (decision 053) travel with her days.
  await ok(t.request("/api/calendar/2026-03-13", { method: "PUT", ...as, body: { shiftTypeId: day.id, flags: ["charge", "float"], floatTo: "4 West" } }));
  await ok(t.request("/api/calendar/2026-03-15", { method: "PUT", ...as, body: { timeOff: "vacation" } }));
  await ok(t.request("/api/notes", { ...as, body: { date: "2026-03-14", text: "Bed 4 needs a new IV line.", shiftTypeId: night.id } }), 201);
  await ok(t.request("/api/notes", { ...as, body: { date: "2026-03-12", text: "Handover at 19:00" } }), 201);
  const bls = await body<{ id: string }>(
    t.request("/api/certifications", { ...as, body: { name: "BLS Provider", category: "Life Support", expiryDate: "2027-03-31" } }),
    201,
  );
  await ok(t.request(`/api/certifications/${bls.id}/front-photo`, { body: photoForm(await testImages.png("#1d4ed8")), ...as }));
  await ok(t.request(`/api/certifications/${bls.id}/back-photo`, { body: photoForm(await testImages.png("#f59e0b")), ...as }));
  await ok(t.request("/api/certifications", { ...as, body: { name: "ACLS Provider", expiryDate: "2026-12-31" } }), 201);
  const contract = await body<{ id: string }>(
    t.request("/api/contracts", {
      ...as,
      body: { contractName: "ICU travel", employer: "Aya", startDate: "2026-01-05", endDate: "2026-04-04", baseWage: 61.25 },
    }),
    201,
  );
  await ok(t.request("/api/contracts", { ...as, body: { contractName: "Summer ER", startDate: "2026-06-01", endDate: "2026-08-29" } }), 201);
  const attach = (bytes: Uint8Array, name: string, type: string, label: string) =>
    ok(t.request(`/api/contracts/${contract.id}/attachments`, { ...as, body: uploadForm("file", bytes, name, type, { label, notes: `${label} notes` }) }), 201);
  await attach(minimalPdf(), "contract.pdf", "application/pdf", "Signed contract");
  await attach(new Uint8Array(await testImages.png("#0f766e")), "badge.png", "image/png", "Badge");
  await ok(t.request("/api/contacts", { ...as, body: { name: "Ana Diaz", role: "Charge nurse", phone: "604-555-0101" } }), 201);
  await ok(t.request("/api/contacts", { ...as, body: { name: "Sam Lee", email: "sam.lee@example.org" } }), 201);
  await ok(t.request("/api/todos", { ...as, body: { text: "Renew ACLS before December" } }), 201);
  await ok(t.request("/api/resume/import-jobs", { method: "POST", ...as }));
  const { updatedAt: _updated, pageSize: _size, ...content } = await body<Record<string, unknown>>(t.request("/api/resume", as));
  await ok(t.request("/api/resume", { method: "PUT", ...as, body: { ...content, certificationIds: [bls.id], skills: ["ACLS", "Ventilators"] } }));
  const payInputs = { frequency: "bi-weekly", customDays: 14, shifts: [{ name: "ICU", hourlyRate: 52.4, hoursScheduled: 72, jobId: icu.id }], premiums: [] };
  await ok(t.request("/api/pay-estimator", { method: "PUT", ...as, body: payInputs }));
  await ok(t.request("/api/colleagues/blocks", { ...as, body: { email: "pest@example.com" } }), 201);
  return user;
}

/** Her export's bytes. */
async function exportOf(t: TestApp, user: TestUser): Promise<Buffer> {
  const res = await ok(t.request("/api/account/export", { cookie: user.cookie }));
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="nursevitals-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  return Buffer.from(await res.arrayBuffer());
}

/** The ZIP's entries by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

/** A ZIP of these entries, as a client could make it. */
function zipOf(entries: [string, Buffer | string][]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

const importInto = (t: TestApp, user: TestUser, zip: Buffer, name = "nursevitals-export.zip") =>
  t.request("/api/account/import", { cookie: user.cookie, body: uploadForm("file", new Uint8Array(zip), name, "application/zip") });

/** Everything she sees in the app, read through the API, in the order the screens list it. */
async function everything(t: TestApp, user: TestUser) {
  const get = <T = Record<string, unknown>>(path: string) => body<T>(t.request(path, { cookie: user.cookie }));
  const { contracts } = await get<{ contracts: { id: string }[] }>("/api/contracts");
  const { email: _email, ...profile } = await get("/api/profile");
  return {
    profile,
    preferences: await get("/api/preferences"),
    jobs: await get("/api/jobs"),
    shiftTypes: await get("/api/shift-types"),
    calendar: await get("/api/calendar?from=2026-03-01&to=2026-03-31"),
    notes: await get("/api/notes?from=2026-03-01&to=2026-03-31"),
    certifications: await get("/api/certifications"),
    contracts,
    attachments: await Promise.all(contracts.map(({ id }) => get(`/api/contracts/${id}/attachments`))),
    contacts: await get("/api/contacts"),
    todos: await get("/api/todos"),
    resume: await get("/api/resume"),
    payEstimator: await get("/api/pay-estimator"),
    blocks: await get("/api/colleagues/blocks"),
  };
}

/**
 * The same for two servers when equal once ids are named by their first
 * appearance (#1, #2…): a link remapped to the wrong row shows as another
 * number. Signed links lose their expiry and signature (per server and minute).
 */
function canonical(value: unknown, userId: string): string {
  const seen = new Map<string, string>();
  return JSON.stringify(value, null, 1)
    .replace(/(\/files\/private\/[^"?]+)\?[^"]*/g, "$1")
    .replaceAll(userId, "USER")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
      if (!seen.has(id)) seen.set(id, `#${seen.size + 1}`);
      return seen.get(id)!;
    });
}

/** Every file she can open in the app, by where it is linked from, as SHA-256. */
async function fileDigests(t: TestApp, user: TestUser): Promise<string[]> {
  const get = async (path: string) => {
    const res = await ok(t.request(path.replace(t.config.baseUrl, ""), { cookie: user.cookie }));
    return crypto
      .createHash("sha256")
      .update(Buffer.from(await res.arrayBuffer()))
      .digest("hex");
  };
  const profile = await body<{ avatarUrl: string }>(t.request("/api/profile", { cookie: user.cookie }));
  const { certifications } = await body<{ certifications: { frontPhotoUrl: string | null; backPhotoUrl: string | null }[] }>(
    t.request("/api/certifications", { cookie: user.cookie }),
  );
  const { contracts } = await body<{ contracts: { id: string }[] }>(t.request("/api/contracts", { cookie: user.cookie }));
  const digests = [await get(profile.avatarUrl)];
  for (const cert of certifications) for (const url of [cert.frontPhotoUrl, cert.backPhotoUrl]) if (url) digests.push(await get(url));
  for (const { id } of contracts) {
    const { attachments } = await body<{ attachments: { id: string }[] }>(t.request(`/api/contracts/${id}/attachments`, { cookie: user.cookie }));
    for (const attachment of attachments) {
      const links = await body<{ url: string }>(t.request(`/api/attachments/${attachment.id}`, { cookie: user.cookie }));
      digests.push(await get(links.url));
    }
  }
  return digests;
}

/** Her rows in every table and her files: what a refused import must leave as it found. */
async function footprint(t: TestApp, user: TestUser) {
  const rows: Record<string, number> = {};
  for (const table of userTables) rows[table.name] = (await t.services.db.select().from(table.table).where(eq(table.userId, user.id))).length;
  return { rows, files: await listUserFiles(t.services.files, t.services.fileAreas, user.id) };
}

describe("export: one ZIP", () => {
  it("holds a README, data.json and every file she stored, byte for byte", async () => {
    const me = await richNurse(a);
    const entries = await unzip(await exportOf(a, me));
    const data = JSON.parse(entries.get("data.json")!.toString("utf8")) as { version: number; files: { key: string; path: string }[] };
    expect(data.version).toBe(2);
    const stored = await listUserFiles(a.services.files, a.services.fileAreas, me.id);
    // A photo, two card photos, two documents.
    expect(stored).toHaveLength(5);
    expect(data.files.map((f) => f.key).sort()).toEqual(stored);
    expect([...entries.keys()].sort()).toEqual(["README.txt", "data.json", ...stored.map((key) => `files/${key}`)].sort());
    for (const key of stored) {
      const original = await a.services.files.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of original!.stream) chunks.push(chunk as Buffer);
      expect(entries.get(`files/${key}`)?.equals(Buffer.concat(chunks)), key).toBe(true);
    }
    const readme = entries.get("README.txt")!.toString("utf8");
    expect(readme).toContain(me.email);
    expect(readme).toContain("Import my data");
    expect(readme).toMatch(/files\/certifications\/.*card/);
  });

  it("streams a large export: the server's memory grows far less than the ZIP", async () => {
    const me = await a.signUp();
    const contractId = crypto.randomUUID();
    const piece = crypto.randomBytes(24 * 1024 * 1024);
    // 8 documents of 24 MB (random, so nothing compresses): 192 MB.
    for (let i = 0; i < 8; i++) await a.services.files.put(`contracts/${me.id}/${contractId}/${1_700_000_000_000 + i}_scan-${i}.pdf`, piece);
    const base = process.memoryUsage();
    let peak = 0;
    let peakRss = 0;
    let size = 0;
    // Its status alone: reading a clone for a message would hold the body.
    const res = await a.request("/api/account/export", { cookie: me.cookie });
    expect(res.status).toBe(200);
    for await (const chunk of res.body as ReadableStream<Uint8Array>) {
      size += chunk.length;
      const now = process.memoryUsage();
      peak = Math.max(peak, now.arrayBuffers - base.arrayBuffers);
      peakRss = Math.max(peakRss, now.rss - base.rss);
    }
    expect(size).toBeGreaterThan(8 * 24 * 1024 * 1024);
    // Held whole, the ZIP alone would be 192 MB.
    console.log(`export of ${size} bytes: buffers +${peak}, rss +${peakRss}`);
    // Half of it, for the buffers the garbage collector has not reclaimed yet (about a third, measured).
    expect(peak).toBeLessThan(96 * 1024 * 1024);
  }, 60_000);
});

describe("import: the export of one server into another", () => {
  it("brings back every record, file and link, with new ids", async () => {
    const me = await richNurse(a);
    const zip = await exportOf(a, me);
    const fresh = await b.signUp();

    const summary = await body<{ rows: Record<string, number>; files: number }>(importInto(b, fresh, zip));
    expect(summary.files).toBe(5);
    expect(summary.rows).toMatchObject({
      jobs: 2,
      shift_types: 2,
      calendar_shifts: 4,
      calendar_notes: 2,
      certifications: 2,
      contracts: 2,
      contract_attachments: 2,
    });

    const before = await everything(a, me);
    const after = await everything(b, fresh);
    for (const list of Object.keys(before) as (keyof typeof before)[]) {
      expect(canonical(after[list], fresh.id), list).toBe(canonical(before[list], me.id));
    }
    // Her flags and her time off came too.
    const month = after.calendar as { shifts: { date: string; flags?: string[]; floatTo?: string }[]; timeOff: unknown[] };
    expect(month.shifts.find((s) => s.date === "2026-03-13")).toMatchObject({ flags: ["charge", "float"], floatTo: "4 West" });
    expect(month.timeOff).toEqual([{ date: "2026-03-15", kind: "vacation" }]);
    // Links between rows survived: the note on the night shift names it; the resume's certification is BLS.
    expect(JSON.stringify(after.notes)).toContain("ER Night");
    expect(await fileDigests(b, fresh)).toEqual(await fileDigests(a, me));
    // New ids: nothing of the first server's ids or her old account id is kept.
    const text = JSON.stringify(after);
    for (const job of (before.jobs as { jobs: { id: string }[] }).jobs) expect(text).not.toContain(job.id);
    expect(JSON.stringify(await footprint(b, fresh))).not.toContain(me.id);
    // Her name and photo are the account's.
    const [row] = await b.services.db.select({ name: users.name, image: users.image }).from(users).where(eq(users.id, fresh.id));
    expect(row?.image).toBe((after.profile as { avatarUrl: string }).avatarUrl);
    expect(row?.name).toBe(me.name);
  }, 60_000);

  it("comes back on the same server after the old account was deleted", async () => {
    const me = await richNurse(a);
    const zip = await exportOf(a, me);
    const before = await everything(a, me);
    await ok(a.request("/api/account", { method: "DELETE", cookie: me.cookie, body: { password: me.password } }));
    const again = await a.signUp({ email: me.email });
    await ok(importInto(a, again, zip));
    expect(canonical((await everything(a, again)).certifications, again.id)).toBe(canonical(before.certifications, me.id));
  }, 60_000);

  it("is refused into an account that already has records, and changes nothing", async () => {
    const me = await richNurse(a);
    const zip = await exportOf(a, me);
    const busy = await b.signUp();
    // A new account (its sample to-dos and settings) may take one.
    expect(await body(b.request("/api/account/import", { cookie: busy.cookie }))).toEqual({ allowed: true, reason: null });
    await createJob(b, busy, { facility: "Royal Columbian" });
    const before = await footprint(b, busy);
    const res = await importInto(b, busy, zip);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(importMessages.notEmpty("jobs"));
    expect(await body(b.request("/api/account/import", { cookie: busy.cookie }))).toEqual({ allowed: false, reason: importMessages.notEmpty("jobs") });
    expect(await footprint(b, busy)).toEqual(before);
    // A second import into the account it filled is refused the same way.
    const fresh = await b.signUp();
    await ok(importInto(b, fresh, zip));
    expect((await importInto(b, fresh, zip)).status).toBe(409);
  }, 60_000);

  it("needs a session", async () => {
    expect((await b.request("/api/account/import", { body: uploadForm("file", new Uint8Array(8), "x.zip", "application/zip") })).status).toBe(401);
  });
});

describe("import: a bad or hostile ZIP is refused whole, with a clear message", () => {
  /** A real export of a small account, its entries to change. */
  async function smallExport() {
    const me = await a.signUp();
    await createJob(a, me);
    const cert = await body<{ id: string }>(a.request("/api/certifications", { cookie: me.cookie, body: { name: "BLS", expiryDate: "2027-03-31" } }), 201);
    await ok(a.request(`/api/certifications/${cert.id}/front-photo`, { body: photoForm(await testImages.png()), cookie: me.cookie }));
    const entries = await unzip(await exportOf(a, me));
    const data = JSON.parse(entries.get("data.json")!.toString("utf8")) as {
      user: { id: string };
      tables: Record<string, Record<string, unknown>[]>;
      files: { key: string; path: string }[];
    };
    return { me, entries, data };
  }
  const rebuilt = (entries: Map<string, Buffer>, data: unknown, extra: [string, Buffer | string][] = []) =>
    zipOf([...[...entries].filter(([name]) => name !== "data.json"), ["data.json", JSON.stringify(data)] as [string, string], ...extra]);

  async function expectRefused(zip: Buffer, status: number, message: string | RegExp) {
    const fresh = await b.signUp();
    const before = await footprint(b, fresh);
    const res = await importInto(b, fresh, zip);
    expect(res.status, await res.clone().text()).toBe(status);
    const text = (await errorOf(res)).message;
    if (typeof message === "string") expect(text).toBe(message);
    else expect(text).toMatch(message);
    expect(await footprint(b, fresh), "nothing half imported").toEqual(before);
  }

  it("a file that is not a ZIP", async () => {
    await expectRefused(await testImages.png(), 415, importMessages.notZip);
  });

  it("a ZIP without data.json", async () => {
    await expectRefused(await zipOf([["notes.txt", "hello"]]), 400, importMessages.notExport);
  });

  it("entries named to escape: a path with .., an absolute path", async () => {
    const { entries, data } = await smallExport();
    for (const [hostile, placeholder] of [
      ["../../etc/evil.sh", "aa/aa/etc/evil.sh"],
      ["/etc/cron.d/evil", "_etc/cron.d/evil"],
    ] as const) {
      const zip = await rebuilt(entries, data, [[placeholder, "#!/bin/sh\necho owned\n"]]);
      // The same name, byte for byte the same length, written over in the ZIP's headers.
      const patched = Buffer.from(zip.toString("latin1").replaceAll(placeholder, hostile), "latin1");
      await expectRefused(patched, 400, /^That ZIP cannot be read safely: .*(relative|absolute)/i);
    }
    // A file listed in data.json with a name that climbs out of her folder.
    const climbing = { ...data, files: [...data.files, { key: `certifications/${data.user.id}/../../avatars/x.png`, path: "files/x" }] };
    await expectRefused(await rebuilt(entries, climbing), 400, /^data\.json lists a file NurseVitals would not have stored/);
  });

  it("a zip bomb: a data.json that inflates past any account's records, and an entry whose size lies", async () => {
    const { entries, data } = await smallExport();
    const huge = await zipOf([...[...entries].filter(([name]) => name !== "data.json"), ["data.json", " ".repeat(65 * 1024 * 1024)]]);
    expect(huge.length).toBeLessThan(1024 * 1024);
    await expectRefused(huge, 413, "data.json is larger than any account's records.");

    // data.json says (in the ZIP's directory) it is 100 bytes and inflates to 10 MB.
    const text = JSON.stringify({ ...data, padding: "x".repeat(10 * 1024 * 1024) });
    const lying = await zipOf([["data.json", text]]);
    const directory = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(100, directory + 24);
    await expectRefused(lying, 400, /^That ZIP cannot be read safely/);
  });

  it("a file over the limits: the ZIP, or one photo in it", async () => {
    const { entries, data } = await smallExport();
    const photo = data.files.find((f) => f.key.startsWith("certifications/"))!;
    // The photo's place holds 21 MB (a card photo is at most 20 MB); zeros, so the ZIP stays small.
    const big = new Map(entries).set(photo.path, Buffer.concat([entries.get(photo.path)!, Buffer.alloc(21 * 1024 * 1024)]));
    await expectRefused(await rebuilt(big, data), 413, /is larger than NurseVitals takes/);
    // The whole ZIP past this server's limit (24 MB here), refused while it streams.
    const random = crypto.randomBytes(25 * 1024 * 1024);
    await expectRefused(
      await zipOf([
        ["data.json", JSON.stringify(data)],
        ["pad.bin", random],
      ]),
      413,
      importMessages.tooLarge(24 * 1024 * 1024),
    );
  });

  it("files of the wrong type: a PDF where a card photo goes; a stray file beside the export", async () => {
    const { entries, data } = await smallExport();
    const photo = data.files.find((f) => f.key.startsWith("certifications/"))!;
    await expectRefused(
      await rebuilt(new Map(entries).set(photo.path, Buffer.from(minimalPdf())), data),
      415,
      /is not a file of a kind NurseVitals keeps there/,
    );
    await expectRefused(await rebuilt(entries, data, [["files/run-me.html", "<script>alert(1)</script>"]]), 400, /which is not part of an export/);
  });

  it("a data.json that fails the schemas: a wrong value, a row of another account, a link to a record or file not in it", async () => {
    const { entries, data } = await smallExport();
    const withJob = (change: Record<string, unknown>) => ({ ...data, tables: { ...data.tables, jobs: [{ ...data.tables.jobs![0], ...change }] } });
    await expectRefused(await rebuilt(entries, withJob({ hourlyRate: "lots" })), 400, /^data\.json: jobs\[0\]\.hourlyRate: /);
    await expectRefused(await rebuilt(entries, withJob({ employmentTag: "boss" })), 400, /^data\.json: jobs\[0\]\.employmentTag: /);
    await expectRefused(await rebuilt(entries, withJob({ userId: "someone-else" })), 400, "data.json: jobs[0] belongs to another account than the export's.");
    await expectRefused(await rebuilt(entries, withJob({ isAdmin: true })), 400, /^data\.json: jobs\[0\]: Unrecognized key/);
    await expectRefused(await rebuilt(entries, { ...data, version: 3 }), 400, /^data\.json\.version: data\.json comes from another version/);
    // A day's flags and time off are checked as the calendar's route checks them (decision 053).
    const withDay = (day: Record<string, unknown>) => ({
      ...data,
      tables: { ...data.tables, calendar_shifts: [{ id: crypto.randomUUID(), userId: data.user.id, date: "2026-03-20", ...day }] },
    });
    await expectRefused(
      await rebuilt(entries, withDay({ timeOff: "sick", flags: ["charge"] })),
      400,
      /^data\.json: calendar_shifts\[0\]: a day of time off carries no flags/,
    );
    await expectRefused(await rebuilt(entries, withDay({ timeOff: "cruise" })), 400, /^data\.json: calendar_shifts\[0\]\.timeOff: /);
    await expectRefused(await rebuilt(entries, withDay({})), 400, /^data\.json: calendar_shifts\[0\]: a calendar day holds a shift or time off, exactly one/);
    // Another nurse's job (a real id on this server), named by a shift type: refused, never linked.
    const other = await b.signUp();
    const theirs = await createJob(b, other, { facility: "Elsewhere" });
    const shift = { id: crypto.randomUUID(), userId: data.user.id, name: "Day", startTime: "07:00:00", endTime: "19:00:00", paidHours: 11.5, jobId: theirs.id };
    await expectRefused(
      await rebuilt(entries, { ...data, tables: { ...data.tables, shift_types: [shift] } }),
      400,
      /^data\.json: shift_types\[0\]\.jobId points at a record that is not in the export/,
    );
    // A contract document whose stored name points at another nurse's file.
    const contract = { id: crypto.randomUUID(), userId: data.user.id, contractName: "X" };
    const attachment = {
      id: crypto.randomUUID(),
      userId: data.user.id,
      contractId: contract.id,
      fileKey: `contracts/${other.id}/${crypto.randomUUID()}/1700000000000_secret.pdf`,
      label: "Theirs",
      mimeType: "application/pdf",
      sizeBytes: 100,
    };
    await expectRefused(
      await rebuilt(entries, { ...data, tables: { ...data.tables, contracts: [contract], contract_attachments: [attachment] } }),
      400,
      /^data\.json: contract_attachments\[0\]\.fileKey points at a file that is not in the ZIP/,
    );
  });

  it("rows the database refuses after the files were stored: the files are removed again", async () => {
    const { entries, data } = await smallExport();
    const [job] = data.tables.jobs!;
    // Two of her jobs with one id would be caught before; two days of one date get as far as the database.
    const shift = { id: crypto.randomUUID(), userId: data.user.id, name: "Day", startTime: "07:00:00", endTime: "19:00:00", paidHours: 11.5, jobId: job!.id };
    const days = ["2026-03-14", "2026-03-14"].map((date) => ({ id: crypto.randomUUID(), userId: data.user.id, date, shiftTypeId: shift.id }));
    await expectRefused(
      await rebuilt(entries, { ...data, tables: { ...data.tables, shift_types: [shift], calendar_shifts: days } }),
      400,
      /^data\.json's records do not hang together: .*calendar_shifts/,
    );
  });
});
