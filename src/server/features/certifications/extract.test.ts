import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadForm } from "../../testing/images";
import { createTestApp, json, type TestApp, type TestUser } from "../../testing/test-app";
import { CARDS, cardImage, UNLABELLED_DATES_CARD } from "../../testing/card-fixtures";
import { createImageReader, IDLE_EXIT_MS, OCR_NICE, readerMessages } from "../../image-text/image-reader";
import { imageReader, closeImageReader } from "../../image-text/reader-instance";

let t: TestApp;
let nurse: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  nurse = await t.signUp();
});
afterAll(async () => {
  await closeImageReader();
  await t.close();
});

interface Extracted {
  name: string;
  category: string;
  completionDate: string | null;
  expiryDate: string | null;
  noExpiry: boolean;
  datesSeen: string[];
  source: string;
}

const extract = (app: TestApp, user: TestUser, bytes: Uint8Array, name = "card.jpg", type = "image/jpeg") =>
  app.request("/api/certifications/extract", { cookie: user.cookie, body: uploadForm("file", bytes, name, type) });

describe("AI Read on this server (OCR)", () => {
  it(`reads name and expiry right on at least 14 of ${CARDS.length} generated cards, and on every AHA-style eCard`, async () => {
    expect(CARDS.length).toBeGreaterThanOrEqual(18);
    const results: string[] = [];
    const wrong: string[] = [];
    let right = 0;
    for (const spec of CARDS) {
      const photo = new Uint8Array(await cardImage(spec));
      const started = performance.now();
      const res = await extract(t, nurse, photo);
      const ms = Math.round(performance.now() - started);
      expect(res.status).toBe(200);
      const got = await json<Extracted>(res);
      expect(got.source).toBe("ocr");
      const ok = got.name === spec.expect.name && got.expiryDate === spec.expect.expiryDate;
      if (ok) right++;
      else wrong.push(spec.lines[1]!.text);
      results.push(`${ok ? "right" : "WRONG"} ${ms} ms ${spec.expect.name} ${spec.expect.expiryDate} → ${got.name} ${got.expiryDate}`);
    }
    console.info(`AI Read accuracy: ${right}/${CARDS.length}\n${results.join("\n")}`);
    expect(right).toBeGreaterThanOrEqual(14);
    // The eCards (the last four): side-by-side fields labelled above or below, a certification period.
    const eCards = CARDS.slice(-4).map((spec) => spec.lines[1]!.text);
    expect(wrong.filter((title) => eCards.includes(title))).toEqual([]);
  }, 240_000);

  it("a card whose dates it cannot place: the expiry left empty, every date it saw named", async () => {
    const got = await json<Extracted>(await extract(t, nurse, new Uint8Array(await cardImage(UNLABELLED_DATES_CARD))));
    expect(got).toMatchObject({ name: "Critical Care Course", completionDate: null, expiryDate: null, datesSeen: ["2025-06-30", "2026-01-31", "2027-06-30"] });
  }, 60_000);

  it("reads a 12-megapixel photo (shrunk first)", async () => {
    const photo = new Uint8Array(await cardImage({ ...CARDS[0]!, width: 4300 }));
    const meta = await sharp(photo).metadata();
    expect(meta.width! * meta.height!).toBeGreaterThan(12_000_000);
    const started = performance.now();
    const res = await extract(t, nurse, photo);
    console.info(`AI Read of a ${((meta.width! * meta.height!) / 1e6).toFixed(1)} MP photo: ${Math.round(performance.now() - started)} ms`);
    expect(await json<Extracted>(res)).toMatchObject({ name: "BLS Provider", expiryDate: "2027-03-31" });
  }, 60_000);

  it("a photo with nothing to read suggests nothing (the form says so); a text file named card.jpg is 415", async () => {
    const blank = new Uint8Array(
      await sharp({ create: { width: 800, height: 500, channels: 3, background: "#ffffff" } })
        .jpeg()
        .toBuffer(),
    );
    const res = await extract(t, nurse, blank);
    expect(res.status).toBe(200);
    expect(await json<Extracted>(res)).toEqual({
      name: "",
      category: "",
      completionDate: null,
      expiryDate: null,
      noExpiry: false,
      datesSeen: [],
      source: "ocr",
    });
    const text = await extract(t, nurse, new TextEncoder().encode("not a photo"));
    expect(text.status).toBe(415);
  }, 60_000);

  it("one nurse sending six at once is refused past her share (503, or 429 for her fourth open upload); another nurse is still read", async () => {
    const other = await t.signUp();
    const photo = new Uint8Array(await cardImage(CARDS[2]!));
    const hers = Array.from({ length: 6 }, () => extract(t, nurse, photo));
    // His is sent once hers is in line (one running, one waiting): sent first, his would run and leave her one photo.
    await vi.waitFor(() => expect(imageReader().stats().waiting).toBeGreaterThan(0), { timeout: 30_000 });
    const his = extract(t, other, photo);
    const answers = await Promise.all(hers.map(async (res) => ({ status: (await res).status, body: await (await res).text() })));
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(served.length, "her running photo and her waiting one").toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const { status, body } of refused) {
      const { code } = (JSON.parse(body) as { error: { code: string } }).error;
      expect({ status, code }).toSatisfy(({ status, code }) => (status === 503 && code === "busy") || (status === 429 && code === "too_many_uploads"));
    }
    const answer = await his;
    expect(answer.status).toBe(200);
    expect(await json<Extracted>(answer)).toMatchObject({ name: "PALS" });
  }, 60_000);
});

describe("the card reader's queue, time limit and recycling", () => {
  it("one at a time, fair between nurses: one sending four at once has one waiting and the rest refused (503), another is still served", async () => {
    const reader = createImageReader();
    const photo = new Uint8Array(await cardImage(CARDS[2]!));
    try {
      const hers = [1, 2, 3, 4].map(() => reader.read(photo, "alice"));
      const his = reader.read(photo, "ben");
      const results = await Promise.allSettled([...hers, his]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "rejected", "fulfilled"]);
      const busy = (results[2] as PromiseRejectedResult).reason as { status: number; message: string; headers?: Record<string, string> };
      expect(busy).toMatchObject({ status: 503, message: readerMessages.busy, headers: { "Retry-After": "30" } });
      expect(await his).toContain("PALS");
    } finally {
      await reader.close();
    }
  }, 60_000);

  it("when the whole line is full, the next nurse is told it is busy (503)", async () => {
    const reader = createImageReader({ maxWaiting: 1 });
    const photo = new Uint8Array(await cardImage(CARDS[2]!));
    try {
      const results = await Promise.allSettled([reader.read(photo, "alice"), reader.read(photo, "ben"), reader.read(photo, "cleo")]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
      expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ status: 503, message: readerMessages.busy });
    } finally {
      await reader.close();
    }
  }, 60_000);

  it("a read past its time limit is stopped with a clear 503 and its process replaced", async () => {
    const reader = createImageReader({ timeLimitMs: 5 });
    try {
      await expect(reader.read(new Uint8Array(await cardImage(CARDS[1]!)), "alice")).rejects.toMatchObject({ status: 503, message: readerMessages.timeout });
      expect(reader.stats()).toMatchObject({ loaded: false, recycled: 1 });
    } finally {
      await reader.close();
    }
  }, 60_000);

  it.runIf(process.platform === "linux")(
    "it reads in a process of its own at the lowest CPU priority; the server's threads keep theirs",
    async () => {
      const reader = createImageReader();
      // /proc/<pid>/task/<tid>/stat: field 19 is the nice value, field 41 the scheduling policy (counted from 1, the command name in parentheses being 2).
      const statField = (pid: number | "self", field: number) =>
        fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
          const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
          return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[field - 3]);
        });
      const nices = (pid: number | "self") => statField(pid, 19);
      try {
        expect(await reader.read(new Uint8Array(await cardImage(CARDS[4]!)), "alice")).toContain("Trauma");
        const { pid } = reader.stats();
        expect(pid).toBeGreaterThan(0);
        expect(pid).not.toBe(process.pid);
        // Every thread of the reader: its main thread, libuv's and libvips' (sharp), tesseract's worker.
        const reading = nices(pid!);
        expect(reading.length).toBeGreaterThan(2);
        expect(new Set(reading)).toEqual(new Set([OCR_NICE]));
        // And where chrt is (util-linux), SCHED_IDLE (5): it runs only when nothing else wants the CPU.
        if (fs.existsSync("/usr/bin/chrt")) expect(new Set(statField(pid!, 41))).toEqual(new Set([5]));
        // None of the server's.
        expect(nices("self")).not.toContain(OCR_NICE);
        expect(statField("self", 41)).not.toContain(5);
      } finally {
        await reader.close();
      }
    },
    60_000,
  );

  it("the process exits after a minute without work (its memory goes back), and starts again when needed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const reader = createImageReader({ timeLimitMs: 60_000 });
    const photo = new Uint8Array(await cardImage(CARDS[4]!));
    try {
      const reading = reader.read(photo, "alice");
      expect(reader.stats().loaded).toBe(true);
      expect(await reading).toContain("Trauma");
      const { pid } = reader.stats();
      vi.advanceTimersByTime(IDLE_EXIT_MS - 1);
      expect(reader.stats()).toMatchObject({ loaded: true, pid });
      vi.advanceTimersByTime(1);
      expect(reader.stats()).toMatchObject({ loaded: false, recycled: 0 });
      const again = reader.read(photo, "alice");
      expect(reader.stats().pid).not.toBe(pid);
      expect(await again).toContain("Trauma");
    } finally {
      vi.useRealTimers();
      await reader.close();
    }
  }, 60_000);

  it("the reader process is recycled every N jobs", async () => {
    const reader = createImageReader({ recycleAfter: 2 });
    const photo = new Uint8Array(await cardImage(CARDS[4]!));
    try {
      await reader.read(photo, "alice");
      expect(reader.stats()).toMatchObject({ jobs: 1, loaded: true, recycled: 0 });
      await reader.read(photo, "alice");
      expect(reader.stats()).toMatchObject({ jobs: 0, loaded: false, recycled: 1 });
      expect(await reader.read(photo, "alice")).toContain("Trauma");
    } finally {
      await reader.close();
    }
  }, 60_000);
});

describe("AI Read through a configured model (LLM_URL, a local stand-in)", () => {
  let server: http.Server;
  let answer: { status: number; content: string } = { status: 200, content: "" };
  const seen: { auth?: string; body: { model: string; messages: { content: { type: string; image_url?: { url: string } }[] }[] } }[] = [];
  let llmApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) as (typeof seen)[number]["body"] });
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.status === 200 ? JSON.stringify({ choices: [{ message: { role: "assistant", content: answer.content } }] }) : '{"error":"down"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    llmApp = await createTestApp({ LLM_URL: `http://127.0.0.1:${port}/v1`, LLM_API_KEY: "test-key", LLM_MODEL: "stand-in-vision" });
    user = await llmApp.signUp();
  });
  afterAll(async () => {
    await llmApp.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("asks the model with the photo and takes its answer, dates checked", async () => {
    answer = {
      status: 200,
      content: 'Here you go: {"name":"CCRN","category":"Specialty Certification","completionDate":"2024-04-01","expiryDate":"2027-03-31","noExpiry":false}',
    };
    const res = await extract(llmApp, user, new Uint8Array(await cardImage(CARDS[6]!)));
    expect(await json<Extracted>(res)).toEqual({
      name: "CCRN",
      category: "Specialty Certification",
      completionDate: "2024-04-01",
      expiryDate: "2027-03-31",
      noExpiry: false,
      datesSeen: ["2024-04-01", "2027-03-31"],
      source: "llm",
    });
    const request = seen.at(-1)!;
    expect(request.auth).toBe("Bearer test-key");
    expect(request.body.model).toBe("stand-in-vision");
    expect(request.body.messages[0]!.content.some((part) => part.image_url?.url.startsWith("data:image/jpeg;base64,"))).toBe(true);

    answer = { status: 200, content: '{"name":"BLS","category":"Life Support","completionDate":"not a date","expiryDate":"2027-02-30","noExpiry":false}' };
    expect(await json<Extracted>(await extract(llmApp, user, new Uint8Array(await cardImage(CARDS[0]!))))).toMatchObject({
      name: "BLS",
      completionDate: null,
      expiryDate: null,
    });
  }, 60_000);

  it("when the model fails, the card is read on this server instead", async () => {
    answer = { status: 500, content: "" };
    const res = await extract(llmApp, user, new Uint8Array(await cardImage(CARDS[5]!)));
    expect(await json<Extracted>(res)).toMatchObject({ name: "ENPC Provider", expiryDate: "2028-11-30", source: "ocr" });
  }, 60_000);
});
