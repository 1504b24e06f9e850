import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composeNote, splitNote } from "./note-content";

describe("note content: title, blank line, body", () => {
  it("composes and splits", () => {
    expect(composeNote(" Handover ", "Bed 4 needs a new IV.\nCall pharmacy.")).toBe("Handover\n\nBed 4 needs a new IV.\nCall pharmacy.");
    expect(splitNote("Handover\n\nBed 4 needs a new IV.\nCall pharmacy.")).toEqual({ title: "Handover", body: "Bed 4 needs a new IV.\nCall pharmacy." });
    expect(splitNote("Just one line")).toEqual({ title: "Just one line", body: "" });
    expect(splitNote("First\nsecond")).toEqual({ title: "First", body: "second" });
    expect(splitNote("Title\r\n\r\nBody")).toEqual({ title: "Title", body: "Body" });
  });

  it("property: what is composed splits back", () => {
    const line = fc.string({ minLength: 1, maxLength: 100 }).filter((s) => !s.includes("\n") && !s.includes("\r") && s.trim() === s && s.length > 0);
    const body = fc.string({ minLength: 1, maxLength: 300 }).filter((s) => !s.includes("\r") && s.trim() === s && s.length > 0);
    fc.assert(
      fc.property(line, body, (t, b) => {
        expect(splitNote(composeNote(t, b))).toEqual({ title: t, body: b.replace(/^\n+/, "") });
      }),
    );
  });
});
