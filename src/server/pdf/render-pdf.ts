import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
/** Roboto (Apache 2.0), the TTF files pdfmake ships: embedded, so the text is real, selectable text. */
export const FONT_DIR = path.join(path.dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");

let fontsSet = false;
/**
 * pdfmake, loaded on first use, with Roboto set and its access guarded: it
 * fetches no URL and reads no file but the fonts (images go in as data), so a
 * document built from a nurse's text cannot make the server fetch or read anything.
 */
async function pdfmake() {
  const { default: make } = await import("pdfmake");
  if (!fontsSet) {
    make.setFonts({
      Roboto: {
        normal: path.join(FONT_DIR, "Roboto-Regular.ttf"),
        bold: path.join(FONT_DIR, "Roboto-Medium.ttf"),
        italics: path.join(FONT_DIR, "Roboto-Italic.ttf"),
        bolditalics: path.join(FONT_DIR, "Roboto-MediumItalic.ttf"),
      },
    });
    make.setUrlAccessPolicy(() => false);
    make.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));
    fontsSet = true;
  }
  return make;
}

/** The PDF of a pdfmake document definition (fonts: Roboto). */
export async function renderPdf(definition: Record<string, unknown>): Promise<Buffer> {
  return (await pdfmake()).createPdf(definition).getBuffer();
}
