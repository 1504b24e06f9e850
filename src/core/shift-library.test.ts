import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shiftNickname } from "./schemas/shift-types";
import { cutToLength, graphemeCount, libraryGroups, moveInOrder, SHIFT_NICKNAME_MAX } from "./shift-library";

const segments = (text: string) => Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text), (s) => s.segment);

describe("cutToLength (the nickname input is cut at 8)", () => {
  it.each([
    ["NightOwl9", "NightOwl"],
    ["Night", "Night"],
    // 8 code points in 9 UTF-16 units: all of it fits.
    ["NightOw🌙", "NightOw🌙"],
    ["NightOwl🌙", "NightOwl"],
    // 👩‍⚕️ is four code points: two fit, a third would be split, so it goes whole.
    ["👩‍⚕️👩‍⚕️👩‍⚕️", "👩‍⚕️👩‍⚕️"],
    ["🌙🌙🌙🌙🌙🌙🌙🌙🌙", "🌙🌙🌙🌙🌙🌙🌙🌙"],
    ["Nurse 👩‍⚕️", "Nurse "],
  ])("%s → %s", (typed, kept) => {
    expect(cutToLength(typed, SHIFT_NICKNAME_MAX)).toBe(kept);
  });

  it("keeps what the API accepts, never splits a character, and cuts only from the end", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 20 }), (typed) => {
        const kept = cutToLength(typed, SHIFT_NICKNAME_MAX);
        expect(shiftNickname.safeParse(kept).success).toBe(true);
        // Whole characters only: the kept text is the typed text's first few characters.
        const typedGraphemes = segments(typed);
        expect(segments(kept)).toEqual(typedGraphemes.slice(0, graphemeCount(kept)));
        if ([...typed].length <= SHIFT_NICKNAME_MAX) expect(kept).toBe(typed);
      }),
    );
  });
});

describe("libraryGroups (the picker: her library first, one-offs apart)", () => {
  it("keeps the library in the order given and puts one-offs after it, by date", () => {
    const shifts = [
      { id: "c1", date: "2026-11-20" },
      { id: "night", date: null },
      { id: "c2", date: "2026-11-03" },
      { id: "day", date: null },
    ];
    const { library, oneOffs } = libraryGroups(shifts);
    expect(library.map((s) => s.id)).toEqual(["night", "day"]);
    expect(oneOffs.map((s) => s.id)).toEqual(["c2", "c1"]);
  });
});

describe("moveInOrder (reordering her library)", () => {
  it.each([
    [["a", "b", "c"], "b", -1, ["b", "a", "c"]],
    [["a", "b", "c"], "b", 1, ["a", "c", "b"]],
    [["a", "b", "c"], "a", -1, ["a", "b", "c"]],
    [["a", "b", "c"], "c", 1, ["a", "b", "c"]],
    [["a", "b", "c"], "x", 1, ["a", "b", "c"]],
  ] as const)("%j: %s by %i → %j", (ids, id, step, expected) => {
    expect(moveInOrder(ids, id, step)).toEqual(expected);
  });
});
