/**
 * Which font writes each part of a text in a PDF. pdfmake sets one font per
 * run of text and falls back to none, so a name in Chinese, Punjabi or Arabic
 * in the default font (Roboto) came out as empty boxes, and text extraction
 * (hiring software reading the resume) lost it. Each run of one script gets
 * the font that has it; spaces, punctuation and combining marks stay with the
 * run they are in, so words are shaped whole (Arabic joining, Devanagari and
 * Gurmukhi conjuncts and vowel signs).
 */
export type ScriptFont =
  "Roboto" | "NotoSansSC" | "NotoNaskhArabic" | "NotoSansHebrew" | "NotoSansDevanagari" | "NotoSansGurmukhi" | "NotoSansThai" | "NotoSansTagalog";

/** Code point ranges (inclusive) written by each font other than Roboto. */
const RANGES: [number, number, ScriptFont][] = [
  [0x0590, 0x05ff, "NotoSansHebrew"],
  [0xfb1d, 0xfb4f, "NotoSansHebrew"],
  [0x0600, 0x06ff, "NotoNaskhArabic"],
  [0x0750, 0x077f, "NotoNaskhArabic"],
  [0x08a0, 0x08ff, "NotoNaskhArabic"],
  [0xfb50, 0xfdff, "NotoNaskhArabic"],
  [0xfe70, 0xfeff, "NotoNaskhArabic"],
  [0x0900, 0x097f, "NotoSansDevanagari"],
  [0xa8e0, 0xa8ff, "NotoSansDevanagari"],
  [0x0a00, 0x0a7f, "NotoSansGurmukhi"],
  [0x0e00, 0x0e7f, "NotoSansThai"],
  [0x1700, 0x171f, "NotoSansTagalog"],
  [0x3000, 0x30ff, "NotoSansSC"], // CJK punctuation, hiragana, katakana
  [0x3400, 0x4dbf, "NotoSansSC"],
  [0x4e00, 0x9fff, "NotoSansSC"],
  [0xf900, 0xfaff, "NotoSansSC"],
  [0xff00, 0xffef, "NotoSansSC"], // full-width forms
];

/** Scripts written right to left. */
const RTL = new Set<ScriptFont>(["NotoNaskhArabic", "NotoSansHebrew"]);

/**
 * Characters that belong to no script of their own: spaces and punctuation
 * are Roboto's (the script fonts are cut to their script and may not have
 * them: a comma after a Punjabi name came out as a box), while combining
 * marks, joiners and the Indic danda (shared by Devanagari and Gurmukhi)
 * stay with the letters they follow. Digits are Roboto's and read left to
 * right, also inside Arabic or Hebrew.
 */
const NEUTRAL_RANGES: [number, number][] = [
  [0x20, 0x2f],
  [0x3a, 0x40],
  [0x5b, 0x60],
  [0x7b, 0x7e],
  [0xa0, 0xbf],
  [0x0300, 0x036f],
  [0x0964, 0x0965],
  [0x2000, 0x206f],
];
const STICKY_RANGES: [number, number][] = [
  [0x0300, 0x036f],
  [0x0964, 0x0965],
  [0x200c, 0x200d],
];
const within = (ranges: [number, number][], char: string) => {
  const code = char.codePointAt(0)!;
  return ranges.some(([from, to]) => code >= from && code <= to);
};
const isNeutral = (char: string) => /\s/u.test(char) || within(NEUTRAL_RANGES, char);
const isSticky = (char: string) => within(STICKY_RANGES, char);

export function fontOf(codePoint: number): ScriptFont | undefined {
  for (const [from, to, font] of RANGES) if (codePoint >= from && codePoint <= to) return font;
  return undefined;
}

export interface TextRun {
  text: string;
  font: ScriptFont;
}

/** The text cut into runs of one font each, in logical (typed) order. */
export function fontRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let pending = "";
  for (const char of text) {
    const last = runs[runs.length - 1];
    if (isSticky(char)) {
      // With the letters it follows; at the start, with those that follow it.
      if (last) last.text += char;
      else pending += char;
      continue;
    }
    const font = isNeutral(char) ? "Roboto" : (fontOf(char.codePointAt(0)!) ?? "Roboto");
    if (last?.font === font) last.text += char;
    else {
      runs.push({ text: pending + char, font });
      pending = "";
    }
  }
  if (pending) runs.push({ text: pending, font: "Roboto" });
  return runs;
}

/** Whether a text reads right to left: its first letter of a script is Arabic or Hebrew. */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (isNeutral(char)) continue;
    const font = fontOf(char.codePointAt(0)!) ?? "Roboto";
    if (/\d/.test(char)) continue;
    return RTL.has(font);
  }
  return false;
}

/**
 * The runs in the order they are drawn, left to right. pdfmake lays words
 * out left to right and the font engine (fontkit) shapes each word and puts
 * its letters right to left; so the words of an Arabic or Hebrew run are put
 * in reverse order, and in a paragraph that reads right to left, the runs too
 * (a Latin or digit run keeps its own order inside). This is the Unicode
 * bidirectional algorithm's result for a text on one line; a right-to-left
 * paragraph long enough to wrap would show its lines in the wrong order (a
 * name, a title or a facility fits on one).
 */
export function visualRuns(text: string): TextRun[] {
  const runs = fontRuns(text);
  if (!runs.some((run) => RTL.has(run.font))) return runs;
  // Words and spaces, each word cut where its font changes; a space or lone punctuation is Roboto's and has no direction.
  const tokens = text
    .split(/(\s+)/u)
    .filter(Boolean)
    .flatMap((part) => (/^\s+$/u.test(part) ? [{ text: part, font: "Roboto" as ScriptFont }] : fontRuns(part)))
    .map((token) => {
      const neutral = [...token.text].every(isNeutral);
      return { text: token.text, font: neutral ? ("Roboto" as ScriptFont) : token.font, rtl: neutral ? undefined : RTL.has(token.font) };
    });
  const paragraphRtl = isRightToLeft(text);
  // A neutral between two words of one direction takes theirs, else the paragraph's.
  const direction = tokens.map((token, i) => {
    if (token.rtl !== undefined) return token.rtl;
    const before = tokens.slice(0, i).findLast((t) => t.rtl !== undefined)?.rtl;
    const after = tokens.slice(i + 1).find((t) => t.rtl !== undefined)?.rtl;
    return before !== undefined && before === after ? before : paragraphRtl;
  });
  // Reverses each stretch of tokens whose direction is `rtl`, in place.
  const reverseStretches = (list: TextRun[], directions: boolean[], rtl: boolean) => {
    const out: TextRun[] = [];
    let stretch: TextRun[] = [];
    list.forEach((token, i) => {
      if (directions[i] === rtl) stretch.push(token);
      else {
        out.push(...stretch.reverse(), token);
        stretch = [];
      }
    });
    return [...out, ...stretch.reverse()];
  };
  const plain = tokens.map(({ text: part, font }) => ({ text: part, font }));
  if (!paragraphRtl) return reverseStretches(plain, direction, true);
  // A right-to-left line: everything right to left, then each left-to-right stretch back in its own order.
  return reverseStretches([...plain].reverse(), [...direction].reverse(), false);
}

type Node = unknown;

/** Container keys of a pdfmake node whose values are nodes. */
const CHILDREN = ["stack", "columns", "ul", "ol", "content"] as const;

/** A text (string or inline array) as inlines, each run in its font; the inline's own style kept. */
function inlines(text: unknown, style: Record<string, unknown> = {}): unknown {
  if (typeof text === "string") {
    const runs = visualRuns(text);
    if (runs.every((run) => run.font === "Roboto")) return Object.keys(style).length ? { ...style, text } : text;
    return runs.map((run) => ({ ...style, text: run.text, ...(run.font === "Roboto" ? {} : { font: run.font }) }));
  }
  if (Array.isArray(text)) return text.flatMap((part) => inlines(part, style));
  if (text && typeof text === "object" && "text" in text) {
    const { text: inner, ...own } = text as Record<string, unknown>;
    return inlines(inner, { ...style, ...own });
  }
  return text;
}

/**
 * A pdfmake document (or node) with every text set in the fonts its scripts
 * need. Header, footer and background functions are wrapped to do the same.
 */
export function withScriptFonts<T extends Node>(node: T): T {
  if (typeof node === "string") {
    const runs = inlines(node);
    return (typeof runs === "string" ? node : { text: runs }) as T;
  }
  if (Array.isArray(node)) return node.map((child: Node) => withScriptFonts(child)) as T;
  if (typeof node === "function") {
    const make = node as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => withScriptFonts(make(...args))) as T;
  }
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = { ...(node as Record<string, unknown>) };
  if ("text" in out) {
    const text = inlines(out.text);
    out.text = Array.isArray(text) ? text : typeof text === "string" ? text : [text];
  }
  for (const key of CHILDREN) if (key in out) out[key] = withScriptFonts(out[key]);
  if (out.table && typeof out.table === "object") {
    const table = out.table as Record<string, unknown>;
    out.table = { ...table, body: withScriptFonts(table.body) };
  }
  for (const key of ["header", "footer", "background"] as const) if (typeof out[key] === "function") out[key] = withScriptFonts(out[key]);
  return out as T;
}
