import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { todayIn } from "@core/calendar-dates";
import { calendar, createShiftType } from "../../testing/calendar-fixtures";
import { uploadForm } from "../../testing/images";
import { expectedProposal, type LibraryKey, SCHEDULE_LIBRARY, scheduleImages } from "../../testing/schedule-fixtures";
import { createTestApp, errorOf, json, type TestApp, type TestUser } from "../../testing/test-app";
import { closeImageReader, imageReader } from "../../image-text/reader-instance";
import { scheduleMessages, scheduleReaderMessages } from "./import-routes";

interface Proposal {
  date: string;
  start: string;
  end: string;
  label: string;
  shiftTypeId: string | null;
}
interface Read {
  proposals: Proposal[];
  layout: "list" | "grid" | "none";
  source: "ocr" | "llm";
}
type Change = { changeId: string | null; summary: string; days: { date: string; shiftTypeId: string | null }[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closeImageReader();
  await t.close();
});

const send = (app: TestApp, user: TestUser, bytes: Uint8Array, name = "schedule.png", type = "image/png") =>
  app.request("/api/calendar/import", { cookie: user.cookie, body: uploadForm("file", bytes, name, type) });

/** Maya Okafor with the fixtures' library: Day (D), Night (N), Evening (E), Long day (LD). */
async function maya(app: TestApp): Promise<{ nurse: TestUser; ids: Record<LibraryKey, string> }> {
  const nurse = await app.signUp({ firstName: "Maya", lastName: "Okafor" });
  const ids = {} as Record<LibraryKey, string>;
  for (const s of SCHEDULE_LIBRARY) {
    const made = await createShiftType(app, nurse, { name: s.name, nickname: s.nickname, startTime: s.startTime, endTime: s.endTime, paidHours: 12 });
    ids[s.key] = made.id;
  }
  return { nurse, ids };
}

// Reading a photo is the same on either database: the OCR runs once, on the embedded run (decision 048).
const onPostgres = process.env.TEST_DB_KIND === "postgres";

describe.skipIf(onPostgres)("POST /api/calendar/import: her schedule read from a photo on this server", () => {
  it("reads every layout with at most 1 day in 10 to correct by hand (accuracy per layout printed)", async () => {
    const { nurse, ids } = await maya(t);
    const today = todayIn("UTC");
    const images = scheduleImages(today);
    expect(images.length).toBeLessThanOrEqual(6);
    const report: string[] = [];
    const failures: string[] = [];
    for (const image of images) {
      const started = performance.now();
      const res = await send(t, nurse, new Uint8Array(await image.image()), "schedule.jpg", "image/jpeg");
      const ms = Math.round(performance.now() - started);
      expect(res.status, image.name).toBe(200);
      const got = await json<Read>(res);
      expect(got.source).toBe("ocr");
      // A day she must correct: missing, extra, or with another shift or other times than drawn.
      const wanted = new Map(image.expect.map((day) => [expectedProposal(image.month, day, ids).date, expectedProposal(image.month, day, ids)]));
      const proposed = new Map(got.proposals.map((p) => [p.date, p]));
      const wrong: string[] = [];
      for (const [date, want] of wanted) {
        const p = proposed.get(date);
        if (!p) wrong.push(`${date} missing`);
        else if (p.shiftTypeId !== want.shiftTypeId || p.start !== want.start || p.end !== want.end)
          wrong.push(`${date} ${p.label} ${p.start}-${p.end} (wanted ${want.start}-${want.end})`);
      }
      for (const date of proposed.keys()) if (!wanted.has(date)) wrong.push(`${date} extra`);
      const share = wrong.length / wanted.size;
      report.push(
        `${share <= 0.1 ? "ok   " : "WRONG"} ${image.name}: layout ${got.layout}, ${wanted.size - wrong.filter((w) => !w.endsWith("extra")).length}/${wanted.size} days right, ${wrong.length} to correct (${Math.round(share * 100)}%), ${ms} ms${wrong.length ? `\n        ${wrong.join("; ")}` : ""}`,
      );
      if (share > 0.1) failures.push(image.name);
      expect(got.layout, image.name).toBe(image.layout);
    }
    console.info(`Schedule photo accuracy (days to correct by hand, at most 10%):\n${report.join("\n")}`);
    expect(failures).toEqual([]);
  }, 600_000);

  it("a photo with nothing to read proposes nothing; a text file named .png is 415; no file is 400", async () => {
    const nurse = await t.signUp();
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const res = await send(t, nurse, new Uint8Array(blank));
    expect(res.status).toBe(200);
    expect(await json<Read>(res)).toEqual({ proposals: [], layout: "none", source: "ocr" });

    const text = await send(t, nurse, new TextEncoder().encode("Tue Dec 1 0700-1900"));
    expect(text.status).toBe(415);
    expect((await errorOf(text)).message).toBe(scheduleMessages.notImage);

    const none = await t.request("/api/calendar/import", { cookie: nurse.cookie, body: new FormData() });
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe(scheduleMessages.missing);
  }, 120_000);

  it("one nurse sending five at once is refused past her share (503 busy, or 429 for her fourth open upload); another nurse is still read", async () => {
    const { nurse } = await maya(t);
    const other = await t.signUp({ firstName: "Sam", lastName: "Chen" });
    const photo = new Uint8Array(await scheduleImages(todayIn("UTC"))[2]!.image());
    const hers = Array.from({ length: 5 }, () => send(t, nurse, photo));
    await vi.waitFor(() => expect(imageReader().stats().waiting).toBeGreaterThan(0), { timeout: 60_000 });
    const his = send(t, other, photo);
    const answers = await Promise.all(hers.map(async (res) => ({ status: (await res).status, body: await (await res).text() })));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const { status, body } of refused) {
      const { code, message } = (JSON.parse(body) as { error: { code: string; message: string } }).error;
      expect({ status, code, message }).toSatisfy(
        (a: { status: number; code: string; message: string }) =>
          (a.status === 503 && a.code === "busy" && a.message === scheduleReaderMessages.busy) || (a.status === 429 && a.code === "too_many_uploads"),
      );
    }
    const answer = await his;
    expect(answer.status).toBe(200);
    // His library is empty: every day is a new shift type, none of hers.
    expect((await json<Read>(answer)).proposals.every((p) => p.shiftTypeId === null)).toBe(true);
  }, 300_000);
});

describe("POST /api/calendar/import/apply: the reviewed days as one undoable change", () => {
  const apply = (user: TestUser, body: unknown) => t.request("/api/calendar/import/apply", { cookie: user.cookie, body });

  it("puts each day's own shift, replacing what was there, as one change that Undo takes back exactly", async () => {
    const { nurse, ids } = await maya(t);
    await t.request("/api/calendar/2026-12-02", { method: "PUT", cookie: nurse.cookie, body: { shiftTypeId: ids.evening } });
    const res = await apply(nurse, {
      days: [
        { date: "2026-12-01", shiftTypeId: ids.day },
        { date: "2026-12-02", shiftTypeId: ids.night },
        { date: "2026-12-03", shiftTypeId: ids.long },
      ],
    });
    expect(res.status).toBe(200);
    const change = await json<Change>(res);
    expect(change.summary).toBe("Applied to 3 days");
    const shifts = async () => (await calendar(t, nurse, "2026-12-01", "2026-12-31")).shifts.map((s) => [s.date, s.shiftTypeId]);
    expect(await shifts()).toEqual([
      ["2026-12-01", ids.day],
      ["2026-12-02", ids.night],
      ["2026-12-03", ids.long],
    ]);
    const last = await json<{ last: { id: string; kind: string; summary: string } }>(await t.request("/api/calendar/undo", { cookie: nurse.cookie }));
    expect(last.last).toMatchObject({ id: change.changeId, kind: "batch", summary: "Applied to 3 days" });
    const undone = await t.request("/api/calendar/undo", { cookie: nurse.cookie, body: { id: change.changeId } });
    expect(undone.status).toBe(200);
    expect(await shifts()).toEqual([["2026-12-02", ids.evening]]);
  });

  it("another nurse's shift type is 404 and changes nothing; another nurse cannot undo her change (404)", async () => {
    const { nurse, ids } = await maya(t);
    const other = await maya(t);
    const mixed = await apply(nurse, {
      days: [
        { date: "2026-12-01", shiftTypeId: ids.day },
        { date: "2026-12-02", shiftTypeId: other.ids.night },
      ],
    });
    expect(mixed.status).toBe(404);
    expect((await calendar(t, nurse, "2026-12-01", "2026-12-31")).shifts).toEqual([]);
    const change = await json<Change>(await apply(nurse, { days: [{ date: "2026-12-01", shiftTypeId: ids.day }] }));
    const theirs = await t.request("/api/calendar/undo", { cookie: other.nurse.cookie, body: { id: change.changeId } });
    expect(theirs.status).toBe(404);
    expect((await calendar(t, nurse, "2026-12-01", "2026-12-31")).shifts.map((s) => s.date)).toEqual(["2026-12-01"]);
  });

  it("refuses bad input with a plain message and changes nothing", async () => {
    const { nurse, ids } = await maya(t);
    const many = Array.from({ length: 801 }, (_, i) => ({ date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), shiftTypeId: ids.day }));
    const cases: [unknown, string, string][] = [
      [{ days: [] }, "days", "Tick at least one day"],
      [{}, "days", "days must be a list of { date, shiftTypeId }"],
      [{ days: [{ date: "2026-02-30", shiftTypeId: ids.day }] }, "days.0.date", "Please enter a real date as yyyy-MM-dd, like 2026-03-14"],
      [{ days: [{ date: "2026-12-01", shiftTypeId: "day" }] }, "days.0.shiftTypeId", "Shift id is not valid"],
      [
        {
          days: [
            { date: "2026-12-01", shiftTypeId: ids.day },
            { date: "2026-12-01", shiftTypeId: ids.night },
          ],
        },
        "days",
        "Each day may be listed once",
      ],
      [{ days: many }, "days", "Apply at most 800 days at a time"],
    ];
    for (const [body, field, message] of cases) {
      const res = await apply(nurse, body);
      expect(res.status, field).toBe(400);
      expect((await errorOf(res)).fields?.[field], field).toBe(message);
    }
    const extra = await apply(nurse, { days: [{ date: "2026-12-01", shiftTypeId: ids.day }], userId: nurse.id });
    expect(extra.status).toBe(400);
    expect((await errorOf(extra)).message).toContain("Unknown field: userId.");
    expect((await calendar(t, nurse, "2026-01-01", "2026-12-31")).shifts).toEqual([]);
  });
});

describe("per-nurse limits shared with AI Read (a tenth of each, RATE_LIMIT_FACTOR=0.1)", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_FACTOR: "0.1" });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("3 photo readings an hour, cards and schedules together, then 429 with Retry-After; another nurse is unaffected", async () => {
    const [nurse, other] = [await limited.signUp(), await limited.signUp()];
    const notImage = new TextEncoder().encode("not an image");
    const card = () => limited.request("/api/certifications/extract", { cookie: nurse.cookie, body: uploadForm("file", notImage, "card.png", "image/png") });
    expect((await card()).status).toBe(415);
    expect((await card()).status).toBe(415);
    expect((await send(limited, nurse, notImage)).status).toBe(415);
    const res = await send(limited, nurse, notImage);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(res)).message).toMatch(/^Too many photo readings \(cards and schedules\)\. Please wait \d+ minutes? and try again\.$/);
    expect((await send(limited, other, notImage)).status).toBe(415);
  });
});

describe("read by a configured model (LLM_URL, a local stand-in)", () => {
  let server: http.Server;
  let answer: { status: number; content: string } = { status: 200, content: "" };
  let prompts: string[] = [];
  let llmApp: TestApp;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const body = JSON.parse(raw) as { messages: { content: { type: string; text?: string }[] }[] };
        prompts.push(body.messages[0]!.content.find((part) => part.type === "text")?.text ?? "");
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.status === 200 ? JSON.stringify({ choices: [{ message: { role: "assistant", content: answer.content } }] }) : '{"error":"down"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    llmApp = await createTestApp({ LLM_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "stand-in-vision" });
  });
  afterAll(async () => {
    await llmApp.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("asks the model for her shifts by her name and matches its answer to her library, each field checked", async () => {
    const { nurse, ids } = await maya(llmApp);
    prompts = [];
    answer = {
      status: 200,
      content: JSON.stringify({
        shifts: [
          { date: "2026-12-01", start: "07:00", end: "19:00", code: "D" },
          { date: "2026-12-02", start: null, end: null, code: "N" },
          { date: "2026-12-03", start: "11:00", end: "23:00", code: "Charge" },
          { date: "2026-02-30", start: "07:00", end: "19:00", code: "D" },
          { date: "2026-12-04", start: "25:00", end: "07:00", code: "OFF" },
        ],
      }),
    };
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const res = await send(llmApp, nurse, new Uint8Array(png));
    expect(res.status).toBe(200);
    expect(await json<Read>(res)).toEqual({
      source: "llm",
      layout: "list",
      proposals: [
        { date: "2026-12-01", start: "07:00", end: "19:00", label: "Day", shiftTypeId: ids.day },
        { date: "2026-12-02", start: "19:00", end: "07:00", label: "Night", shiftTypeId: ids.night },
        { date: "2026-12-03", start: "11:00", end: "23:00", label: "Charge", shiftTypeId: null },
      ],
    });
    expect(prompts[0]).toContain('"Maya Okafor"');
  });

  it("when the model fails, the photo is read on this server instead", async () => {
    const { nurse } = await maya(llmApp);
    answer = { status: 500, content: "" };
    const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await json<Read>(await send(llmApp, nurse, new Uint8Array(blank)))).toEqual({ proposals: [], layout: "none", source: "ocr" });
  }, 120_000);
});
