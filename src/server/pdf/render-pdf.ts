import { createRequire } from "node:module";
import path from "node:path";
import { withScriptFonts } from "@core/pdf-scripts";
import { fontFiles, fontFolders } from "./fonts";

interface GposProcessor {
  applyAnchor: (this: GposProcessor, markRecord: { markAnchor?: unknown }, baseAnchor: unknown, baseGlyphIndex: number) => void;
}

/**
 * fontkit (pdfkit's font engine) reads a null anchor as an anchor and throws
 * on it: in OpenType a base glyph may have no anchor for a class of marks (it
 * takes none of them), as Noto Sans Gurmukhi's ਪ has none for the tippi of
 * ਪੰਜਾਬੀ ("Punjabi"). Such a mark is left where it is instead. Patched on
 * the copy of fontkit pdfkit loads, reached through a font that positions marks.
 */
function leaveUnanchoredMarks() {
  const fontkit = createRequire(createRequire(import.meta.url).resolve("pdfkit"))("fontkit") as {
    openSync(file: string): { layout(text: string): unknown; _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } } };
  };
  const font = fontkit.openSync(fontFiles().NotoSansGurmukhi.normal);
  font.layout("ਕੌ");
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return;
  const proto = Object.getPrototypeOf(processor) as GposProcessor;
  const applyAnchor = proto.applyAnchor;
  proto.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
}

let ready: Promise<(typeof import("pdfmake"))["default"]> | undefined;
/**
 * pdfmake, loaded on first use (in the render process), with the fonts set and
 * its access guarded: it fetches no URL and reads no file but the fonts
 * (images go in as data), so a document built from a nurse's text cannot make
 * it fetch or read anything.
 */
function pdfmake() {
  return (ready ??= import("pdfmake").then(({ default: make }) => {
    leaveUnanchoredMarks();
    make.setFonts(fontFiles());
    make.setUrlAccessPolicy(() => false);
    const folders = fontFolders();
    make.setLocalAccessPolicy((file) => folders.some((folder) => path.resolve(file).startsWith(folder + path.sep)));
    return make;
  }));
}

/**
 * The PDF of a pdfmake document definition, every text in the fonts its
 * scripts need (Roboto for Latin, Greek and Cyrillic, Noto for the others),
 * each embedded as the subset of glyphs the document uses.
 */
export async function renderPdf(definition: Record<string, unknown>): Promise<Buffer> {
  const withFonts = withScriptFonts({ ...definition, defaultStyle: { font: "Roboto", ...(definition.defaultStyle as object) } });
  return (await pdfmake()).createPdf(withFonts).getBuffer();
}
