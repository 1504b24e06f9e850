import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv, parsePostingsFile } from "./job-board-file";

describe("job-board files", () => {
  it("reads CSV with quotes, commas and CRLF", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
    ]);
  });

  it("loads good rows from CSV and JSON", () => {
    const csv = "ref,title,facility,city,payRate,postedOn\nvgh-1,ICU RN,VGH,Vancouver,52.5,2026-11-01\nrch-2,ER RN,RCH,Kamloops,,\n";
    const parsed = parsePostingsFile(csv, "csv");
    expect(parsed).toMatchObject({
      ok: true,
      rows: [
        { ref: "vgh-1", payRate: 52.5, postedOn: "2026-11-01" },
        { ref: "rch-2", payRate: null, postedOn: null },
      ],
    });
    expect(parsePostingsFile(JSON.stringify([{ ref: "a", title: "RN" }]), "json")).toMatchObject({ ok: true, rows: [{ ref: "a", title: "RN", city: null }] });
  });

  it("names the row and the field of every problem, and loads nothing", () => {
    const csv = "ref,title,payRate,url\nok-1,RN,1,\nbad-2,,-3,ftp://x\nok-1,Dup,,\n";
    const parsed = parsePostingsFile(csv, "csv");
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      "Row 3, field title: Title is required",
      "Row 3, field payRate: Pay rate must be a number, 0 or more",
      "Row 3, field url: URL must start with http:// or https://",
      'Row 4, field ref: "ok-1" is already used by row 2',
    ]);
    expect(parsePostingsFile('[{"ref":"a","title":"RN","salary":1}]', "json")).toEqual({ ok: false, errors: ["Row 1, field salary: Unknown field"] });
    expect(parsePostingsFile("{}", "json")).toEqual({ ok: false, errors: ["The JSON file must be an array of postings"] });
  });

  it("property: CSV written by the rules reads back the same cells", () => {
    const cell = fc.string({ maxLength: 12 }).filter((s) => s.trim() !== "");
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(",")).join("\n");
        expect(parseCsv(text)).toEqual(rows);
      }),
    );
  });
});
