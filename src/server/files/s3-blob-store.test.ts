import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../testing/calendar-fixtures";
import { minimalPdf, photoForm, testImages, uploadForm } from "../testing/images";
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

describe("the app on the S3 store", () => {
  it("attachments: upload, open through the signed link, refuse 413 leaving nothing, delete", async () => {
    const nurse = await t.signUp();
    const contract = await json<{ id: string }>(await t.request("/api/contracts", { cookie: nurse.cookie, body: { contractName: "ICU" } }));
    const pdf = minimalPdf();
    const res = await t.request(`/api/contracts/${contract.id}/attachments`, {
      cookie: nurse.cookie,
      body: uploadForm("file", pdf, "a.pdf", "application/pdf", { label: "Signed" }),
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    expect(await store.list(`contracts/${nurse.id}/`)).toEqual([expect.stringMatching(new RegExp(`^contracts/${nurse.id}/${contract.id}/\\d+_a\\.pdf$`))]);
    const { url } = await json<{ url: string }>(await t.request(`/api/attachments/${id}`, { cookie: nurse.cookie }));
    const file = await t.request(url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);

    const over = new Uint8Array(26_214_401);
    over.set(pdf);
    const big = await t.request(`/api/contracts/${contract.id}/attachments`, {
      cookie: nurse.cookie,
      body: uploadForm("file", over, "big.pdf", "application/pdf", { label: "Big" }),
    });
    expect(big.status).toBe(413);
    expect((await json<ErrorBody>(big)).error.message).toBe("File too large (big.pdf exceeds 25MB limit)");
    expect((await store.list(`contracts/${nurse.id}/`)).length).toBe(1);

    expect((await t.request(`/api/attachments/${id}`, { method: "DELETE", cookie: nurse.cookie })).status).toBe(200);
    expect(await store.list(`contracts/${nurse.id}/`)).toEqual([]);
  }, 60_000);

  it("avatars: stored in the bucket and served", async () => {
    const nurse = await t.signUp();
    const res = await t.request("/api/profile/avatar", { body: photoForm(await testImages.png()), cookie: nurse.cookie });
    expect(res.status).toBe(200);
    const { avatarUrl } = await json<{ avatarUrl: string }>(res);
    expect(await store.list(`avatars/${nurse.id}/`)).toEqual([avatarUrl.replace("/files/", "")]);
    const photo = await t.request(avatarUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
  });
});
