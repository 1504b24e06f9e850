import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, errorOf } from "../../testing/test-app";
import { readJobBoardFile } from "./import-file";
import { importPostings } from "./repository";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-job-board-"));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Posting = { ref: string; title: string; city: string | null; payRate: number | null };
const file = (name: string, text: string) => {
  const full = path.join(dir, name);
  fs.writeFileSync(full, text);
  return full;
};
const board = async (query = "") => {
  const nurse = await t.signUp();
  return (await json<{ postings: Posting[] }>(await t.request(`/api/job-board${query}`, { cookie: nurse.cookie }))).postings;
};

async function load(name: string, text: string) {
  const parsed = await readJobBoardFile(file(name, text));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return importPostings(t.services.db, parsed.rows);
}

const CSV = `ref,title,employer,facility,city,provinceState,country,payRate,url,description,postedOn
vgh-icu-1,ICU Registered Nurse,Vancouver Coastal Health,Vancouver General Hospital,Vancouver,BC,Canada,52.40,https://jobs.example.org/1,"Nights, 0.8 FTE",2026-11-20
rih-er-2,Emergency RN,Interior Health,Royal Inland Hospital,Kamloops,BC,Canada,,,,2026-11-22
`;

describe("job board", () => {
  it("is empty until postings are imported; then newest first, searchable by title, facility and city", async () => {
    expect(await board()).toEqual([]);
    expect(await load("board.csv", CSV)).toEqual({ added: 2, updated: 0 });
    await load(
      "more.json",
      JSON.stringify([
        { ref: "lgh-pacu-3", title: "PACU Nurse", facility: "Lions Gate Hospital", city: "North Vancouver", postedOn: "2026-11-24", payRate: 50 },
      ]),
    );
    expect((await board()).map((p) => p.ref)).toEqual(["lgh-pacu-3", "rih-er-2", "vgh-icu-1"]);
    expect((await board("?q=icu")).map((p) => p.ref)).toEqual(["vgh-icu-1"]);
    expect((await board("?q=royal%20inland")).map((p) => p.ref)).toEqual(["rih-er-2"]);
    expect((await board("?q=north%20vancouver")).map((p) => p.ref)).toEqual(["lgh-pacu-3"]);
    expect((await board("?q=vancouver")).length).toBe(2);
    expect((await board("?q=%25")).length).toBe(0);
    expect((await board())[2]).toMatchObject({ title: "ICU Registered Nurse", payRate: 52.4, city: "Vancouver" });
    expect((await t.request("/api/job-board")).status).toBe(401);

    // Importing the same file again updates by ref: nothing is added twice.
    expect(await load("board.csv", CSV.replace("Emergency RN", "Emergency RN (nights)"))).toEqual({ added: 0, updated: 2 });
    const after = await board();
    expect(after.length).toBe(3);
    expect(after.find((p) => p.ref === "rih-er-2")?.title).toBe("Emergency RN (nights)");
  });

  it("a search too long answers 400", async () => {
    const nurse = await t.signUp();
    const res = await t.request(`/api/job-board?q=${"x".repeat(201)}`, { cookie: nurse.cookie });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.q).toBe("Search must be 200 characters or less");
  });

  it("a file with a bad row names the row and the field, and loads nothing", async () => {
    const bad = await readJobBoardFile(file("bad.csv", `${CSV}x-4,,Health,,,,,-1,,,\n`));
    expect(bad).toEqual({ ok: false, errors: ["Row 4, field title: Title is required", "Row 4, field payRate: Pay rate must be a number, 0 or more"] });
    expect(await readJobBoardFile(file("bad.txt", "ref,title\n"))).toMatchObject({ ok: false, errors: [expect.stringContaining("must end in .csv or .json")] });
    expect(await readJobBoardFile(path.join(dir, "missing.csv"))).toMatchObject({ ok: false, errors: [expect.stringContaining("could not be read (ENOENT)")] });
  });

  it("the script refuses a bad file before opening any database, with the row and field", async () => {
    const bad = file(
      "script-bad.json",
      JSON.stringify([
        { ref: "a", title: "RN" },
        { ref: "b", title: "RN", postedOn: "2026-13-01" },
      ]),
    );
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nv-import-"));
    const run = promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/job-board-import.ts", bad], { env: { ...process.env, DATA_DIR: dataDir } });
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code?: number; stderr?: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("Row 2, field postedOn: Posted on must be a real date as yyyy-MM-dd, like 2026-03-14");
    expect(fs.readdirSync(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("sample postings and saved ones", () => {
  type Listed = { id: string; ref: string; sample: boolean; saved: boolean };
  const listOf = async (cookie: string, query = "") => (await json<{ postings: Listed[] }>(await t.request(`/api/job-board${query}`, { cookie }))).postings;
  const mark = (cookie: string, id: string, method: "PUT" | "DELETE") => t.request(`/api/job-board/${id}/saved`, { method, cookie });

  it("an operator marks examples as samples (CSV or JSON); a bad value names the row", async () => {
    await load("samples.csv", "ref,title,sample\nsample-a,Sample ICU RN,yes\nreal-b,Real ICU RN,\n");
    await load("samples.json", JSON.stringify([{ ref: "sample-c", title: "Sample PACU", sample: true }]));
    const nurse = await t.signUp();
    const byRef = new Map((await listOf(nurse.cookie)).map((p) => [p.ref, p.sample]));
    expect([byRef.get("sample-a"), byRef.get("real-b"), byRef.get("sample-c")]).toEqual([true, false, true]);
    expect(await readJobBoardFile(file("bad-sample.csv", "ref,title,sample\nx,RN,maybe\n"))).toEqual({
      ok: false,
      errors: ["Row 2, field sample: Sample must be true or false"],
    });
  });

  it("a nurse saves postings and lists hers; saving twice is one save; another nurse sees her own; unknown ids are 404", async () => {
    await load(
      "saved.json",
      JSON.stringify([
        { ref: "save-1", title: "Save me" },
        { ref: "save-2", title: "Not me" },
      ]),
    );
    const [a, b] = [await t.signUp(), await t.signUp()];
    const posting = (await listOf(a.cookie, "?q=save%20me"))[0]!;
    expect(posting.saved).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await mark(a.cookie, posting.id, "PUT");
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ id: posting.id, saved: true });
    }
    expect((await listOf(a.cookie, "?saved=true")).map((p) => [p.ref, p.saved])).toEqual([["save-1", true]]);
    expect((await listOf(a.cookie, "?q=save%20me"))[0]!.saved).toBe(true);
    // Hers only: B sees it unsaved, has none saved, and cannot unsave hers.
    expect((await listOf(b.cookie, "?q=save%20me"))[0]!.saved).toBe(false);
    expect(await listOf(b.cookie, "?saved=true")).toEqual([]);
    expect((await mark(b.cookie, posting.id, "DELETE")).status).toBe(404);
    expect((await listOf(a.cookie, "?saved=true")).length).toBe(1);
    // Importing the board again keeps what she saved (by the posting's ref).
    await load("saved.json", JSON.stringify([{ ref: "save-1", title: "Save me (updated)" }]));
    expect((await listOf(a.cookie, "?saved=true")).map((p) => p.ref)).toEqual(["save-1"]);

    const gone = await mark(a.cookie, posting.id, "DELETE");
    expect(gone.status).toBe(200);
    expect(await json(gone)).toEqual({ id: posting.id, saved: false });
    expect(await listOf(a.cookie, "?saved=true")).toEqual([]);
    expect((await mark(a.cookie, posting.id, "DELETE")).status).toBe(404);

    expect((await mark(a.cookie, crypto.randomUUID(), "PUT")).status).toBe(404);
    const bad = await mark(a.cookie, "not-an-id", "PUT");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.id).toBe("That id is not valid");
    const badFilter = await t.request("/api/job-board?saved=yes", { cookie: a.cookie });
    expect((await errorOf(badFilter)).fields?.saved).toBe("Saved must be true or false");
    expect((await t.request(`/api/job-board/${posting.id}/saved`, { method: "PUT" })).status).toBe(401);
  });
});
