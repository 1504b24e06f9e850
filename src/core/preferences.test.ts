import { describe, expect, it } from "vitest";
import { colourWord, REGIONS } from "./preferences";

describe("colourWord", () => {
  it("is American in the US and British everywhere else", () => {
    expect(Object.fromEntries(REGIONS.map((r) => [r, colourWord(r)]))).toEqual({ US: "Color", CA: "Colour", UK: "Colour", AU: "Colour", EU: "Colour" });
    expect(colourWord("US", false)).toBe("color");
    expect(colourWord("CA", false)).toBe("colour");
  });
});
