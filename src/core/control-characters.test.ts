import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasControlCharacters, withoutControlCharacters } from "./control-characters";
import { shiftLocation, shiftName, shiftNickname } from "./schemas/shift-types";
import { createNoteBody } from "./schemas/notes";

/** Every control character: C0, DEL, C1. */
const controls = [...Array.from({ length: 0x20 }, (_, i) => i), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].map((c) => String.fromCharCode(c));
const control = fc.constantFrom(...controls);
/** Text with control characters mixed in, and other odd code points (emoji, RTL marks, line separators). */
const mixed = fc
  .array(fc.oneof(fc.string({ unit: "grapheme" }), control, fc.constantFrom("\r\n", "\u2028", "\u200f", "🌙")), { maxLength: 12 })
  .map((parts) => parts.join(""));

describe("control characters", () => {
  it("are found anywhere in one-line text, tab and line breaks included", () => {
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, c, after) => {
        expect(hasControlCharacters(`${before}${c}${after}`)).toBe(true);
      }),
    );
    expect(hasControlCharacters("Night, ICU; float 🌙 ‏שלום")).toBe(false);
  });

  it("in multi-line text only line breaks and tabs are allowed", () => {
    expect(hasControlCharacters("one\r\ntwo\nthree\tfour", { multiLine: true })).toBe(false);
    for (const c of controls.filter((ch) => !"\t\n\r".includes(ch))) expect(hasControlCharacters(`a${c}b`, { multiLine: true })).toBe(true);
  });

  it("leave nothing behind when text is made safe for one line, and only they are touched", () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const clean = withoutControlCharacters(text);
        expect(hasControlCharacters(clean)).toBe(false);
        expect(withoutControlCharacters(clean)).toBe(clean);
        if (!hasControlCharacters(text)) expect(clean).toBe(text);
      }),
    );
    expect(withoutControlCharacters("L\rURL:https://evil.example\r\nX\n\tY\u0007Z", "\\n")).toBe("L\\nURL:https://evil.example\\nX\\n YZ");
  });

  it("are refused by the one-line fields with a message that says so, and kept in a note's text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), control, fc.string({ maxLength: 3 }), (before, c, after) => {
        const value = `x${before}${c}${after}x`;
        for (const [schema, message] of [
          [shiftName, "Name cannot contain line breaks, tabs or other control characters"],
          [shiftNickname, "Nickname cannot contain line breaks, tabs or other control characters"],
          [shiftLocation, "Location cannot contain line breaks, tabs or other control characters"],
        ] as const) {
          const parsed = schema.safeParse(value);
          expect(parsed.success).toBe(false);
          expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
        }
      }),
    );
    const note = (title: string, text: string) => createNoteBody.safeParse({ date: "2026-03-14", title, text });
    expect(note("Handover", "Bed 4:\r\n\tfluids").success).toBe(true);
    expect(note("Hand\u001bover", "text").error?.issues[0]?.message).toBe("Title cannot contain line breaks, tabs or other control characters");
    expect(note("Handover", "bell\u0007").error?.issues[0]?.message).toBe("Note text cannot contain control characters other than line breaks and tabs");
  });
});
