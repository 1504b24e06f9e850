/**
 * The image reader's own process (decisions 022, 055): forked by
 * image-reader.ts, it shrinks the photo with sharp and reads it with tesseract.js,
 * all at the lowest CPU priority, so the decoding, the OCR and their garbage
 * never share a thread, a heap or a priority with the server's answers. It takes
 * one photo at a time over IPC and exits when the server goes away.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page, Worker as OcrWorker } from "tesseract.js";
import { ApiError } from "../http/errors";
import { lowerThisProcess } from "../render/low-priority";
import { cardPhotoMessages, cardPhotoType, toCardJpeg } from "./photo";
import { type OcrReady, type OcrReply, type OcrRequest, type OcrWord } from "./ocr-protocol";

const require = createRequire(import.meta.url);
/** The installed English model (best_int: LSTM, integer weights). */
const LANG_PATH = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/** Photos are shrunk to at most this on their long side before reading. */
const OCR_LONG_SIDE = 1800;
/** A page's layout (a schedule's grid of small codes) is read at this long side, a small screenshot enlarged to it. */
const LAYOUT_LONG_SIDE = 2200;

/** The photo as a grey PNG at most OCR_LONG_SIDE on its long side (12 MP phone photos become ~2 MP). */
async function ocrImage(bytes: Uint8Array, mode: OcrRequest["mode"]): Promise<Buffer> {
  const mime = await cardPhotoType(bytes);
  // HEIC goes through the same decoder as stored photos; others straight to sharp.
  const source = mime === "image/heic" || mime === "image/heif" ? await toCardJpeg(bytes, OCR_LONG_SIDE, 92) : bytes;
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(source, { limitInputPixels: 80_000_000, sequentialRead: true, failOn: "error" })
      .rotate()
      .resize(mode === "layout" ? LAYOUT_LONG_SIDE : OCR_LONG_SIDE, mode === "layout" ? LAYOUT_LONG_SIDE : OCR_LONG_SIDE, {
        fit: "inside",
        withoutEnlargement: mode !== "layout",
      })
      .grayscale()
      .normalize()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw new ApiError(415, "unsupported_media_type", cardPhotoMessages.unreadable);
  }
}

lowerThisProcess();
// One libvips thread: the photo is decoded beside the server, not across both cores.
const sharpReady = import("sharp").then(({ default: sharp }) => sharp.concurrency(1));
const ocr: Promise<OcrWorker> = import("tesseract.js").then(({ createWorker, OEM }) =>
  createWorker("eng", OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: "none", gzip: true }),
);

/** Every word of the page with its box, numbered by the line the engine read it on. */
function wordsOf(page: Page, pass: number): OcrWord[] {
  const words: OcrWord[] = [];
  let line = 0;
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const { words: inLine } of paragraph.lines) {
        for (const w of inLine) if (w.text.trim()) words.push({ text: w.text.trim(), ...w.bbox, line, pass });
        line++;
      }
  return words;
}

/**
 * Page segmentation: a card as one block of text (tesseract's own default, 6);
 * a layout twice, as sparse text (11: every word where it is, which finds most
 * of a grid's lone codes) and as one block of lines (6: which reads a list's
 * "1 Dec D" whole, where sparse text drops a lone letter). Measured on the test
 * schedules, each reading alone left 1 to 9 days of 15 to correct; together, 0 to 1.
 */
const PSM_BLOCK = "6";
const PSM_SPARSE = "11";
let psm = PSM_BLOCK;

async function withPsm(worker: OcrWorker, wanted: string) {
  if (psm === wanted) return;
  await worker.setParameters({ tessedit_pageseg_mode: wanted as never });
  psm = wanted;
}

async function recognize(image: Buffer, mode: OcrRequest["mode"]): Promise<{ text: string; words?: OcrWord[] }> {
  const worker = await ocr;
  if (mode !== "layout") {
    await withPsm(worker, PSM_BLOCK);
    return { text: (await worker.recognize(image)).data.text };
  }
  // Each turned upright first (a photo of a screen at an angle), every word with its box.
  const readings: { text: string; words: OcrWord[] }[] = [];
  for (const [pass, wanted] of [PSM_SPARSE, PSM_BLOCK].entries()) {
    await withPsm(worker, wanted);
    const { data } = await worker.recognize(image, { rotateAuto: true }, { text: true, blocks: true });
    readings.push({ text: data.text, words: wordsOf(data, pass) });
  }
  return { text: readings.map((r) => r.text).join("\n"), words: readings.flatMap((r) => r.words) };
}

async function answer({ id, file, mode }: OcrRequest): Promise<OcrReply> {
  let image: Buffer;
  try {
    await sharpReady;
    image = await ocrImage(await fs.promises.readFile(file), mode);
  } catch (error) {
    // The photo itself was refused (415/413): the reader stays.
    if (error instanceof ApiError) return { id, ok: false, refused: { status: error.status, code: error.code, message: error.message } };
    return { id, ok: false };
  }
  try {
    return { id, ok: true, ...(await recognize(image, mode)) };
  } catch {
    return { id, ok: false };
  }
}

process.on("message", (request: OcrRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
// The server is gone (or stopped this reader): nothing left to read for.
process.on("disconnect", () => process.exit(0));
// Loaded: the server starts a read's time limit from here, not from the fork.
void Promise.all([sharpReady, ocr]).then(
  () => process.send?.({ ready: true } satisfies OcrReady),
  () => process.exit(1),
);
