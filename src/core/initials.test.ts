import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Jane Doe", "JD"],
    ["jane", "J"],
    ["  mary   ann  smith ", "MA"],
    ["élodie ünal", "ÉÜ"],
    // Decomposed accents stay on their letter.
    ["e\u0301lodie", "E\u0301"],
    ["(ICU) Ben", "IB"],
    ["Ben (ICU)", "BI"],
    ["- Ben", "B"],
    ["2nd floor Ana", "NF"],
    ["Dr. O'Brien", "DO"],
    ["王芳", "王"],
    ["ਹਰਪ੍ਰੀਤ ਕੌਰ", "ਹਕੌ"],
    ["ﬃon Lee", "FL"],
    ["ßarah Ng", "SN"],
    ["()", ""],
    ["", ""],
  ])("%j → %j", (name, expected) => expect(initials(name)).toBe(expected));

  it("are at most two letters (each with its accents), upper case, whatever the name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (name) => {
        const made = initials(name);
        expect(made).toMatch(/^(\p{L}\p{M}*){0,2}$/u);
        expect(made).toBe(made.toLocaleUpperCase());
      }),
    );
  });
});
