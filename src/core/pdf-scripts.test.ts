import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fontRuns, isRightToLeft, visualRuns, withScriptFonts } from "./pdf-scripts";

describe("fonts for each script", () => {
  it("gives each run of a script the font that has it; spaces and punctuation are Roboto's, marks and dandas stay with their letters", () => {
    expect(fontRuns("王芳")).toEqual([{ text: "王芳", font: "NotoSansSC" }]);
    expect(fontRuns("Harpreet ਕੌਰ")).toEqual([
      { text: "Harpreet ", font: "Roboto" },
      { text: "ਕੌਰ", font: "NotoSansGurmukhi" },
    ]);
    expect(fontRuns("प्रिया शर्मा, RN")).toEqual([
      { text: "प्रिया", font: "NotoSansDevanagari" },
      { text: " ", font: "Roboto" },
      { text: "शर्मा", font: "NotoSansDevanagari" },
      { text: ", RN", font: "Roboto" },
    ]);
    expect(fontRuns("ਕੌਰ।")).toEqual([{ text: "ਕੌਰ।", font: "NotoSansGurmukhi" }]);
    expect(fontRuns("สมชาย ใจดี")).toEqual([
      { text: "สมชาย", font: "NotoSansThai" },
      { text: " ", font: "Roboto" },
      { text: "ใจดี", font: "NotoSansThai" },
    ]);
    expect(fontRuns("Ελένη Анна")).toEqual([{ text: "Ελένη Анна", font: "Roboto" }]);
    expect(fontRuns("山田 はなこ")).toEqual([
      { text: "山田", font: "NotoSansSC" },
      { text: " ", font: "Roboto" },
      { text: "はなこ", font: "NotoSansSC" },
    ]);
    expect(fontRuns("ᜋᜇᜒᜌ")).toEqual([{ text: "ᜋᜇᜒᜌ", font: "NotoSansTagalog" }]);
    expect(fontRuns("  (שרה)")).toEqual([
      { text: "  (", font: "Roboto" },
      { text: "שרה", font: "NotoSansHebrew" },
      { text: ")", font: "Roboto" },
    ]);
    expect(fontRuns("")).toEqual([]);
  });

  it("never loses or reorders a character when it cuts a text into runs", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(
          fontRuns(text)
            .map((run) => run.text)
            .join(""),
        ).toBe(text);
      }),
    );
  });

  it("lays Arabic and Hebrew words out right to left, digits and Latin runs keeping their own order", () => {
    expect(isRightToLeft("محمد علي")).toBe(true);
    expect(isRightToLeft("12 محمد")).toBe(true);
    expect(isRightToLeft("Dr. محمد")).toBe(false);
    // The font engine draws each word's letters right to left: the words go last to first, spaces between them.
    expect(visualRuns("محمد علي")).toEqual([
      { text: "علي", font: "NotoNaskhArabic" },
      { text: " ", font: "Roboto" },
      { text: "محمد", font: "NotoNaskhArabic" },
    ]);
    // In a left-to-right line the Arabic run stays where it is.
    expect(visualRuns("Fatima فاطمة زهراء RN").map((run) => run.text)).toEqual(["Fatima", " ", "زهراء", " ", "فاطمة", " ", "RN"]);
    // In a right-to-left line the runs go right to left too.
    expect(visualRuns("שרה כהן RN").map((run) => run.text)).toEqual(["RN", " ", "כהן", " ", "שרה"]);
    expect(visualRuns("שרה Ben Ami").map((run) => run.text)).toEqual(["Ben", " ", "Ami", " ", "שרה"]);
  });

  it("sets every text of a document in its fonts, header and footer included, and leaves a Latin one as it is", () => {
    const doc = withScriptFonts({
      content: [{ text: "王芳", style: "name" }, "Harpreet ਕੌਰ", { ul: ["BLS"] }, { table: { body: [["ICU", { text: "שרה", bold: true }]] } }],
      footer: (page: number) => ({ text: `שרה · ${page}` }),
    });
    expect(doc.content).toEqual([
      { text: [{ text: "王芳", font: "NotoSansSC" }], style: "name" },
      { text: [{ text: "Harpreet " }, { text: "ਕੌਰ", font: "NotoSansGurmukhi" }] },
      { ul: ["BLS"] },
      { table: { body: [["ICU", { text: [{ text: "שרה", font: "NotoSansHebrew" }], bold: true }]] } },
    ]);
    // A right-to-left line: the page number is drawn at the left.
    expect(doc.footer(2)).toEqual({ text: [{ text: "2" }, { text: " " }, { text: "·" }, { text: " " }, { text: "שרה", font: "NotoSansHebrew" }] });
    const latin = { content: [{ text: "Jordan Lee", bold: true }, { text: ["Charge ", { text: "Nurse", italics: true }] }] };
    expect(withScriptFonts(latin)).toEqual({ content: [{ text: "Jordan Lee", bold: true }, { text: ["Charge ", { text: "Nurse", italics: true }] }] });
  });
});
