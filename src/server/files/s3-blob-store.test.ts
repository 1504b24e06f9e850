import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalPdf, uploadForm } from "../testing/images";
import { startS3 } from "../testing/s3-server";
import { createTestApp, json, type TestApp } from "../testing/test-app";
import type { BlobStore } from "./blob-store";
import { createS3BlobStore } from "./s3-blob-store";

let s3: Awaited<ReturnType<typeof startS3>>;
let store: BlobStore;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  store = await createS3BlobStore({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe("the S3 blob store", () => {
  it("puts (a buffer, or a stream of several parts), gets, lists, deletes one and a whole prefix", async () => {
    expect(await store.put("private/u1/a.txt", Buffer.from("hello"))).toEqual({ size: 5 });
    const big = Buffer.alloc(9 * 1024 * 1024, 0x61);
    expect(await store.put("private/u1/dir/big.bin", Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]))).toEqual({ size: big.length });
    const got = await store.get("private/u1/a.txt");
    expect(got?.size).toBe(5);
    expect(await text(got!.stream)).toBe("hello");
    expect(await store.get("private/u1/missing.txt")).toBeUndefined();
    expect(await store.list("private/u1/")).toEqual(["private/u1/a.txt", "private/u1/dir/big.bin"]);
    expect(await store.bytesUnder("private/u1/")).toBe(5 + big.length);
    expect(await store.bytesUnder("private/u9/")).toBe(0);
    await store.delete("private/u1/a.txt");
    expect(await store.list("private/u1/")).toEqual(["private/u1/dir/big.bin"]);
    await store.deletePrefix("private/u1/");
    expect(await store.list("private/u1/")).toEqual([]);
    await expect(store.put("../etc/passwd", Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
  });

  it("a stream that fails midway leaves no object", async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024));
        this.destroy(new Error("the client went away"));
      },
    });
    await expect(store.put("private/u2/broken.bin", broken)).rejects.toThrow();
    expect(await store.list("private/u2/")).toEqual([]);
  });
});

// The attachment and avatar suites run on this store too (contracts/attachments.test.ts, profile/profile.test.ts).
describe("the app on the S3 store", () => {
  it("a signed link opens the store's own presigned URL for the rest of its hour; the pages let images and frames come from the store", async () => {
    const nurse = await t.signUp();
    const contract = await json<{ id: string }>(await t.request("/api/contracts", { cookie: nurse.cookie, body: { contractName: "ICU" } }));
    const pdf = minimalPdf();
    const res = await t.request(`/api/contracts/${contract.id}/attachments`, {
      cookie: nurse.cookie,
      body: uploadForm("file", pdf, "a.pdf", "application/pdf", { label: "Signed" }),
    });
    const { id } = await json<{ id: string }>(res);
    const { url } = await json<{ url: string }>(await t.request(`/api/attachments/${id}`, { cookie: nurse.cookie }));
    const opened = await t.request(url);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    const direct = new URL(opened.headers.get("location")!);
    expect(direct.origin).toBe(s3.endpoint);
    expect(direct.searchParams.get("X-Amz-Expires")).toMatch(/^(35\d\d|3600)$/);
    const file = await fetch(direct);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('inline; filename="a.pdf"');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    // A tampered link is refused before any store link is made (the store checks its own signatures; s3rver does not).
    expect((await t.request(url.replace(/sig=[^&]+/, "sig=AAAA"))).status).toBe(403);
    const csp = (await t.request("/")).headers.get("content-security-policy")!;
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint};`);
    expect(csp).toContain(`frame-src 'self' ${s3.endpoint};`);
    expect(csp).toContain("connect-src 'self';");
  });
});
