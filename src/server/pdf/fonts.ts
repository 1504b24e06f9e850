import { createRequire } from "node:module";
import path from "node:path";
import type { ScriptFont } from "@core/pdf-scripts";

const require = createRequire(import.meta.url);

/** A font family as pdfmake takes it: a file for each style (these scripts have no italics: upright stands in). */
export interface FontFiles {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

/**
 * The fonts a document may use, all from npm packages (Apache 2.0 and OFL):
 * Roboto (pdfmake's own: Latin, Greek, Cyrillic, Vietnamese) and Noto for the
 * other scripts nurses write their names in. pdfkit embeds only the glyphs a
 * document uses (a subset per document), and pdfmake opens a font only when
 * a text uses it: a Latin resume carries Roboto alone.
 */
export type FontFamily = ScriptFont;

/** A package's folder, from its package.json or (for those that export none) its entry at dist/ under it. */
const folderOf = (resolved: string) => (resolved.endsWith("package.json") ? path.dirname(resolved) : path.dirname(path.dirname(resolved)));

const upright = (normal: string, bold: string): FontFiles => ({ normal, bold, italics: normal, bolditalics: bold });
/** A @fontsource package's WOFF files of one subset (the script's own). */
const fontsource = (resolved: string, name: string, subset: string, weights: { normal: number; bold: number } = { normal: 400, bold: 700 }) => {
  const dir = path.join(folderOf(resolved), "files");
  return upright(path.join(dir, `${name}-${subset}-${weights.normal}-normal.woff`), path.join(dir, `${name}-${subset}-${weights.bold}-normal.woff`));
};
/** An @embedpdf/fonts-* package's OpenType files. */
const embedpdf = (resolved: string, family: string, ext: "otf" | "ttf") => {
  const dir = path.join(folderOf(resolved), "fonts");
  return upright(path.join(dir, `${family}-Regular.${ext}`), path.join(dir, `${family}-Bold.${ext}`));
};

/** Every font's files, found in node_modules when first asked for (in the render process only). */
export function fontFiles(): Record<FontFamily, FontFiles> {
  const roboto = path.join(folderOf(require.resolve("pdfmake/package.json")), "fonts", "Roboto");
  return {
    Roboto: {
      normal: path.join(roboto, "Roboto-Regular.ttf"),
      bold: path.join(roboto, "Roboto-Medium.ttf"),
      italics: path.join(roboto, "Roboto-Italic.ttf"),
      bolditalics: path.join(roboto, "Roboto-MediumItalic.ttf"),
    },
    // Simplified Chinese (GB 2312: the 6,763 common hanzi, most kanji of Japanese names), kana and CJK punctuation.
    NotoSansSC: embedpdf(require.resolve("@embedpdf/fonts-sc"), "NotoSansHans", "otf"),
    NotoNaskhArabic: embedpdf(require.resolve("@embedpdf/fonts-arabic"), "NotoNaskhArabic", "ttf"),
    NotoSansHebrew: embedpdf(require.resolve("@embedpdf/fonts-hebrew"), "NotoSansHebrew", "ttf"),
    NotoSansDevanagari: fontsource(require.resolve("@fontsource/noto-sans-devanagari/package.json"), "noto-sans-devanagari", "devanagari"),
    NotoSansGurmukhi: fontsource(require.resolve("@fontsource/noto-sans-gurmukhi/package.json"), "noto-sans-gurmukhi", "gurmukhi"),
    NotoSansThai: fontsource(require.resolve("@fontsource/noto-sans-thai/package.json"), "noto-sans-thai", "thai"),
    // Baybayin (the Tagalog script) has one weight; Tagalog in Latin letters is Roboto's.
    NotoSansTagalog: fontsource(require.resolve("@fontsource/noto-sans-tagalog/package.json"), "noto-sans-tagalog", "tagalog", { normal: 400, bold: 400 }),
  };
}

/** The folders the fonts are read from: pdfmake may read no other file. */
export const fontFolders = (): string[] => {
  const families: FontFiles[] = Object.values(fontFiles());
  return [...new Set(families.flatMap(({ normal, bold, italics, bolditalics }) => [normal, bold, italics, bolditalics].map((file) => path.dirname(file))))];
};
