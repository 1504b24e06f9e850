import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyShift, createShiftType } from "../testing/calendar-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { preferredEncoding } from "./compression";

describe("preferredEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["BR;q=0.5, gzip;q=1", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.0, gzip;q=0", undefined],
    ["deflate, *", undefined],
  ])("%j → %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("compressed answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const decode = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    const encoding = res.headers.get("content-encoding");
    return (encoding === "br" ? zlib.brotliDecompressSync(bytes) : encoding === "gzip" ? zlib.gunzipSync(bytes) : bytes).toString("utf8");
  };

  it("a month goes in the encoding asked for, the same answer each way, and plain to a client that asks none", async () => {
    const nurse = await t.signUp();
    const types = await Promise.all(["Day", "Night", "Eve"].map((name) => createShiftType(t, nurse, { name: `${name} Shift`, location: "VGH ICU, Tower 2" })));
    for (let day = 1; day <= 28; day++) await applyShift(t, nurse, `2026-02-${String(day).padStart(2, "0")}`, types[day % 3]!.id);
    const month = (encoding?: string) =>
      t.request("/api/calendar?from=2026-02-01&to=2026-02-28", { cookie: nurse.cookie, headers: encoding ? { "accept-encoding": encoding } : {} });

    const plain = await month();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await decode(plain);
    expect(text.length).toBeGreaterThan(1024);
    for (const [asked, sent] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br", "br"],
    ] as const) {
      const res = await month(asked);
      expect(res.headers.get("content-encoding")).toBe(sent);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(await decode(res)).toBe(text);
    }
  });

  it("every JSON answer over 1 KB is compressed, a short one is not, and both say they vary by encoding", async () => {
    const nurse = await t.signUp();
    const doc = await t.request("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(doc.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(await decode(doc))).toHaveProperty("openapi");

    const short = await t.request("/api/preferences", { cookie: nurse.cookie, headers: { "accept-encoding": "br" } });
    expect(short.headers.get("content-encoding")).toBeNull();
    expect(short.headers.get("vary")).toBe("Accept-Encoding");
    expect(await short.json()).toHaveProperty("region");

    for (let i = 0; i < 10; i++) await t.request("/api/todos", { cookie: nurse.cookie, body: { text: `Task ${i}: restock the supply cart in bay ${i}` } });
    const long = await t.request("/api/todos", { cookie: nurse.cookie, headers: { "accept-encoding": "br" } });
    expect(long.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(await decode(long))).toHaveProperty("todos");

    // A ZIP (the account's export) is compressed already: it goes as it is.
    const exported = await t.request("/api/account/export", { cookie: nurse.cookie, headers: { "accept-encoding": "br" } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("application/zip");
    expect(exported.headers.get("content-encoding")).toBeNull();
  });
});
