import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACHMENTS_PER_CONTRACT, ATTACHMENTS_PER_NURSE, attachmentMessages } from "@core/attachment-rules";
import { contractAttachments } from "./db/schema";
import { createLocalBlobStore } from "./files/blob-store";
import { withStorageQuota } from "./files/storage-quota";
import { minimalPdf, photoForm, testImages, uploadForm } from "./testing/images";
import { createTestApp, json, type TestApp, type TestUser, errorOf } from "./testing/test-app";

const KB = 1024;
const pdf = minimalPdf();
/** A PDF of exactly `size` bytes (spaces after %%EOF keep it a PDF by its first bytes). */
const pdfOfSize = (size: number) => new Uint8Array(Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]));

async function newContract(t: TestApp, user: TestUser) {
  const res = await t.request("/api/contracts", { cookie: user.cookie, body: { contractName: "ICU", startDate: "2026-01-05", endDate: "2026-04-04" } });
  return (await json<{ id: string }>(res)).id;
}

const attach = (t: TestApp, user: TestUser, contractId: string, bytes: Uint8Array) =>
  t.request(`/api/contracts/${contractId}/attachments`, {
    cookie: user.cookie,
    body: uploadForm("file", bytes, "contract.pdf", "application/pdf", { label: "Signed contract" }),
  });

const usage = async (t: TestApp, user: TestUser) =>
  json<{ usedBytes: number; quotaBytes: number }>(await t.request("/api/account/storage", { cookie: user.cookie }));

const storedFiles = async (t: TestApp, user: TestUser) => (await t.services.files.list(`contracts/${user.id}/`)).length;

describe("each nurse's storage quota", () => {
  let t: TestApp;
  const QUOTA = 1024 * KB;
  beforeAll(async () => {
    t = await createTestApp({ STORAGE_QUOTA_MB: "1" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("her usage counts every file she stored, as stored; none of another nurse's", async () => {
    const [maya, ben] = [await t.signUp(), await t.signUp()];
    expect(await usage(t, maya)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    expect((await attach(t, maya, await newContract(t, maya), pdfOfSize(300 * KB))).status).toBe(201);
    const avatar = await t.request("/api/profile/avatar", { cookie: maya.cookie, body: photoForm(await testImages.png()) });
    expect(avatar.status).toBe(200);
    const avatarKey = (await t.services.files.list(`avatars/${maya.id}/`))[0]!;
    const avatarBytes = (await t.services.files.get(avatarKey))!.size;
    expect(await usage(t, maya)).toEqual({ usedBytes: 300 * KB + avatarBytes, quotaBytes: QUOTA });
    expect(await usage(t, ben)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    expect((await t.request("/api/account/storage")).status).toBe(401);
  });

  it("a file that fills her quota exactly is taken; one byte more is refused (413) naming her quota and what is used, and nothing is kept; another nurse is unaffected", async () => {
    const [maya, ben] = [await t.signUp(), await t.signUp()];
    const contractId = await newContract(t, maya);
    expect((await attach(t, maya, contractId, pdfOfSize(QUOTA - 100 * KB))).status).toBe(201);

    const over = await attach(t, maya, contractId, pdfOfSize(100 * KB + 1));
    expect(over.status).toBe(413);
    expect(await errorOf(over)).toEqual({
      code: "storage_full",
      message: "Not enough storage for this file: 924 KB of 1 MB used. Delete files you no longer need, then try again.",
    });
    expect(await storedFiles(t, maya)).toBe(1);

    expect((await attach(t, maya, contractId, pdfOfSize(100 * KB))).status).toBe(201);
    expect(await usage(t, maya)).toEqual({ usedBytes: QUOTA, quotaBytes: QUOTA });
    const full = await attach(t, maya, contractId, pdf);
    expect(full.status).toBe(413);
    expect((await errorOf(full)).message).toBe("Not enough storage for this file: 1 MB of 1 MB used. Delete files you no longer need, then try again.");
    expect(await storedFiles(t, maya)).toBe(2);
    expect(
      (await t.request(`/api/contracts/${contractId}/attachments`, { cookie: maya.cookie }).then(json<{ attachments: unknown[] }>)).attachments,
    ).toHaveLength(2);

    expect((await attach(t, ben, await newContract(t, ben), pdfOfSize(QUOTA))).status).toBe(201);
  });

  it("an upload past her quota is refused while it streams: the rest of a 25 MB body is not read", async () => {
    const maya = await t.signUp();
    const contractId = await newContract(t, maya);
    expect((await attach(t, maya, contractId, pdfOfSize(QUOTA - 10 * KB))).status).toBe(201);
    const head = new TextEncoder().encode(
      '------nv\r\nContent-Disposition: form-data; name="label"\r\n\r\nScan\r\n------nv\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    );
    let sent = 0;
    const chunk = new Uint8Array(64 * KB).fill(0x20);
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent === 0) {
            controller.enqueue(head);
            controller.enqueue(pdf);
          }
          if (sent >= 25 * 1024 * KB) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const res = await t.app.request(`/api/contracts/${contractId}/attachments`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin: t.config.baseUrl, cookie: maya.cookie, "content-type": "multipart/form-data; boundary=----nv" },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024 * KB);
    expect(await storedFiles(t, maya)).toBe(1);
  });

  it("card photos and her avatar count too, and are refused past her quota", async () => {
    const maya = await t.signUp();
    expect((await attach(t, maya, await newContract(t, maya), pdfOfSize(QUOTA - 100))).status).toBe(201);
    const cert = await json<{ id: string }>(
      await t.request("/api/certifications", {
        cookie: maya.cookie,
        body: { name: "BLS Provider", category: "Life Support", completionDate: "2025-03-12", expiryDate: "2027-03-31", noExpiry: false },
      }),
    );
    const photo = await t.request(`/api/certifications/${cert.id}/front-photo`, {
      cookie: maya.cookie,
      body: photoForm(await testImages.jpegWithGps(), "card.jpg", "image/jpeg"),
    });
    expect(photo.status).toBe(413);
    expect((await errorOf(photo)).code).toBe("storage_full");
    const avatar = await t.request("/api/profile/avatar", { cookie: maya.cookie, body: photoForm(await testImages.jpegWithGps(), "me.jpg", "image/jpeg") });
    expect(avatar.status).toBe(413);
    expect(await t.services.files.list(`certifications/${maya.id}/`)).toEqual([]);
    expect(await t.services.files.list(`avatars/${maya.id}/`)).toEqual([]);
  });

  it("two uploads at once cannot share the last room: one is taken, the other refused", async () => {
    const maya = await t.signUp();
    const contractId = await newContract(t, maya);
    const answers = await Promise.all([attach(t, maya, contractId, pdfOfSize(600 * KB)), attach(t, maya, contractId, pdfOfSize(600 * KB))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 413]);
    expect((await usage(t, maya)).usedBytes).toBe(600 * KB);
  });

  it("a file of hers that landed through another server meanwhile is counted once hers is stored: the one that no longer fits is deleted", async () => {
    const maya = await t.signUp();
    const contractId = await newContract(t, maya);
    // Another instance on the same store: it does not know of uploads under way here.
    const elsewhere = withStorageQuota(createLocalBlobStore(path.join(t.dataDir, "files")), {
      quotaBytes: t.config.storageQuotaBytes,
      fileAreas: () => t.services.fileAreas,
    });
    const head = new TextEncoder().encode(
      '------nv\r\nContent-Disposition: form-data; name="label"\r\n\r\nScan\r\n------nv\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    );
    let finish = () => undefined as void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(pdfOfSize(600 * KB));
        finish = () => {
          controller.enqueue(new TextEncoder().encode("\r\n------nv--\r\n"));
          controller.close();
        };
      },
    });
    const answer = t.app.request(`/api/contracts/${contractId}/attachments`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin: t.config.baseUrl, cookie: maya.cookie, "content-type": "multipart/form-data; boundary=----nv" },
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await elsewhere.put(`contracts/${maya.id}/${contractId}/1700000000000_elsewhere.pdf`, Buffer.from(pdfOfSize(600 * KB)));
    finish();
    expect((await answer).status).toBe(413);
    expect(await t.services.files.list(`contracts/${maya.id}/`)).toEqual([`contracts/${maya.id}/${contractId}/1700000000000_elsewhere.pdf`]);
  });

  it("a file the server makes from hers (a preview) counts, but is never refused", async () => {
    const maya = await t.signUp();
    const contractId = await newContract(t, maya);
    expect((await attach(t, maya, contractId, pdfOfSize(QUOTA - KB))).status).toBe(201);
    await t.services.files.put(`contracts/${maya.id}/${contractId}/1700000000000_photo.heic.jpg`, Buffer.alloc(10 * KB), { derived: true });
    expect((await usage(t, maya)).usedBytes).toBe(QUOTA + 9 * KB);
    expect((await attach(t, maya, contractId, pdf)).status).toBe(413);
  });
});

describe("how many attachments a contract and a nurse may have", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: "1000" });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rows as uploads would leave them, without their files (the count is of rows). */
  const addRows = async (user: TestUser, contractId: string, n: number) =>
    t.services.db.insert(contractAttachments).values(
      Array.from({ length: n }, (_, i) => ({
        userId: user.id,
        contractId,
        fileKey: `contracts/${user.id}/${contractId}/${1700000000000 + i}_old-${i}.pdf`,
        label: `Old ${i}`,
        notes: "",
        mimeType: "application/pdf" as const,
        sizeBytes: 1,
      })),
    );

  it(`a contract takes its ${ATTACHMENTS_PER_CONTRACT}th attachment and refuses the next (409); her other contract and another nurse's are unaffected`, async () => {
    const [maya, ben] = [await t.signUp(), await t.signUp()];
    const [full, other] = [await newContract(t, maya), await newContract(t, maya)];
    await addRows(maya, full, ATTACHMENTS_PER_CONTRACT - 1);
    expect((await attach(t, maya, full, pdf)).status).toBe(201);
    const refused = await attach(t, maya, full, pdf);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(attachmentMessages.tooManyOnContract);
    expect((await attach(t, maya, other, pdf)).status).toBe(201);
    expect((await attach(t, ben, await newContract(t, ben), pdf)).status).toBe(201);
  });

  it(`a nurse takes her ${ATTACHMENTS_PER_NURSE}th attachment and refuses the next (409); another nurse is unaffected`, async () => {
    const [maya, ben] = [await t.signUp(), await t.signUp()];
    const contracts = [];
    for (let i = 0; i < ATTACHMENTS_PER_NURSE / ATTACHMENTS_PER_CONTRACT; i++) contracts.push(await newContract(t, maya));
    for (const [i, contractId] of contracts.entries()) await addRows(maya, contractId, ATTACHMENTS_PER_CONTRACT - (i === 0 ? 1 : 0));
    const roomy = await newContract(t, maya);
    expect((await attach(t, maya, roomy, pdf)).status).toBe(201);
    const refused = await attach(t, maya, roomy, pdf);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(attachmentMessages.tooManyInAll);
    expect((await attach(t, ben, await newContract(t, ben), pdf)).status).toBe(201);
  });
});

describe("per-nurse rate limits on uploads, AI Read and PDFs (a tenth of each, RATE_LIMIT_FACTOR=0.1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: "0.1" });
  });
  afterAll(async () => {
    await t.close();
  });

  const expectLimited = async (res: Response, message: RegExp) => {
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect((await errorOf(res)).message).toMatch(message);
    return wait;
  };

  it("uploads: 10 an hour (attachments, card photos and her avatar together), then 429 with Retry-After; another nurse is unaffected", async () => {
    const [maya, ben] = [await t.signUp(), await t.signUp()];
    const contractId = await newContract(t, maya);
    for (let i = 0; i < 10; i++) expect((await attach(t, maya, contractId, pdf)).status).toBe(201);
    const wait = await expectLimited(await attach(t, maya, contractId, pdf), /^Too many uploads\. Please wait (60|59) minutes and try again\.$/);
    expect(wait).toBeLessThanOrEqual(3600);
    const cert = await json<{ id: string }>(
      await t.request("/api/certifications", {
        cookie: maya.cookie,
        body: { name: "BLS", category: "", completionDate: null, expiryDate: null, noExpiry: true },
      }),
    );
    await expectLimited(
      await t.request(`/api/certifications/${cert.id}/front-photo`, { cookie: maya.cookie, body: photoForm(await testImages.png()) }),
      /^Too many uploads\./,
    );
    expect((await attach(t, ben, await newContract(t, ben), pdf)).status).toBe(201);
  });

  it("AI Read: 3 an hour, then 429 with Retry-After; another nurse is unaffected", async () => {
    const [maya, ben] = [await t.signUp(), await t.signUp()];
    // A page of text, not a photo: answered 415 by the route itself, after the limit let it through.
    const read = (user: TestUser) =>
      t.request("/api/certifications/extract", { cookie: user.cookie, body: uploadForm("file", pdf, "card.pdf", "application/pdf") });
    for (let i = 0; i < 3; i++) expect((await read(maya)).status).toBe(415);
    await expectLimited(await read(maya), /^Too many photo readings \(cards and schedules\)\. Please wait \d+ minutes? and try again\.$/);
    expect((await read(ben)).status).toBe(415);
  });

  it("PDFs: 6 in 15 minutes (her resume and her certification packet together), then 429 with Retry-After; another nurse is unaffected", async () => {
    const [maya, ben] = [await t.signUp(), await t.signUp()];
    for (let i = 0; i < 3; i++) expect((await t.request("/api/resume.pdf", { cookie: maya.cookie })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await t.request("/api/certifications/packet.pdf", { cookie: maya.cookie })).status).toBe(200);
    const wait = await expectLimited(
      await t.request("/api/resume.pdf", { cookie: maya.cookie }),
      /^Too many PDFs made\. Please wait 1[45] minutes and try again\.$/,
    );
    expect(wait).toBeLessThanOrEqual(15 * 60);
    await expectLimited(await t.request("/api/certifications/packet.pdf", { cookie: maya.cookie }), /^Too many PDFs made\./);
    expect((await t.request("/api/resume.pdf", { cookie: ben.cookie })).status).toBe(200);
  });

  it("the document lists each route's 429, and 413 where a file is stored", () => {
    const op = (method: string, path: string) => t.registry.operations.find((o) => o.method === method && o.path === path)!.spec.responses;
    for (const [method, path] of [
      ["post", "/api/contracts/:id/attachments"],
      ["post", "/api/certifications/:id/front-photo"],
      ["post", "/api/certifications/:id/back-photo"],
      ["post", "/api/profile/avatar"],
      ["post", "/api/certifications/extract"],
      ["get", "/api/resume.pdf"],
      ["get", "/api/certifications/packet.pdf"],
    ] as const) {
      expect(op(method, path)[429]?.description, `${method} ${path}`).toMatch(/Retry-After/);
    }
    for (const path of ["/api/contracts/:id/attachments", "/api/certifications/:id/front-photo", "/api/profile/avatar"]) {
      expect(op("post", path)[413]?.description, path).toMatch(/storage quota/);
    }
  });
});
