/**
 * The card reader's own process (issue 15, decision 022): forked by
 * card-reader.ts, it shrinks the photo with sharp and reads it with tesseract.js,
 * all at the lowest CPU priority, so the decoding, the OCR and their garbage
 * never share a thread, a heap or a priority with the server's answers. It takes
 * one photo at a time over IPC and exits when the server goes away.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Worker as OcrWorker } from "tesseract.js";
import { ApiError } from "../../http/errors";
import { cardPhotoMessages, cardPhotoType, toCardJpeg } from "./card-photo";
import { OCR_NICE, type OcrReady, type OcrReply, type OcrRequest } from "./card-ocr-protocol";

const require = createRequire(import.meta.url);
/** The installed English model (best_int: LSTM, integer weights). */
const LANG_PATH = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/**
 * Every thread this process has so far at the lowest priority (on Linux a
 * thread id names just that thread; the threads made later inherit it). The
 * server also lowers the process as soon as it is forked: this covers the
 * threads Node started before that.
 */
function lowerPriority() {
  let tids: number[] = [process.pid];
  try {
    tids = fs.readdirSync("/proc/self/task").map(Number);
  } catch {
    // Not Linux: the process id stands for the process.
  }
  for (const tid of tids) {
    try {
      os.setPriority(tid, OCR_NICE);
    } catch {
      // Not allowed here: it still reads, only less politely.
    }
  }
  // Better still on Linux, SCHED_IDLE (chrt, util-linux): it runs only when no other task wants the CPU, and
  // gives it up the moment the server or PostgreSQL wakes, where nice 19 still takes time slices of its own.
  try {
    execFileSync("chrt", ["--idle", "--all-tasks", "--pid", "0", String(process.pid)], { stdio: "ignore", timeout: 5_000 });
  } catch {
    // No chrt here (or not Linux): nice 19 it is.
  }
}

/** Photos are shrunk to at most this on their long side before reading. */
const OCR_LONG_SIDE = 1800;

/** The photo as a grey PNG at most OCR_LONG_SIDE on its long side (12 MP phone photos become ~2 MP). */
async function ocrImage(bytes: Uint8Array): Promise<Buffer> {
  const mime = await cardPhotoType(bytes);
  // HEIC goes through the same decoder as stored photos; others straight to sharp.
  const source = mime === "image/heic" || mime === "image/heif" ? await toCardJpeg(bytes, OCR_LONG_SIDE, 92) : bytes;
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(source, { limitInputPixels: 80_000_000, sequentialRead: true, failOn: "error" })
      .rotate()
      .resize(OCR_LONG_SIDE, OCR_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
      .grayscale()
      .normalize()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw new ApiError(415, "unsupported_media_type", cardPhotoMessages.unreadable);
  }
}

lowerPriority();
// One libvips thread: the photo is decoded beside the server, not across both cores.
const sharpReady = import("sharp").then(({ default: sharp }) => sharp.concurrency(1));
const ocr: Promise<OcrWorker> = import("tesseract.js").then(({ createWorker, OEM }) =>
  createWorker("eng", OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: "none", gzip: true }),
);

async function answer({ id, file }: OcrRequest): Promise<OcrReply> {
  let image: Buffer;
  try {
    await sharpReady;
    image = await ocrImage(await fs.promises.readFile(file));
  } catch (error) {
    // The photo itself was refused (415/413): the reader stays.
    if (error instanceof ApiError) return { id, ok: false, refused: { status: error.status, code: error.code, message: error.message } };
    return { id, ok: false };
  }
  try {
    const { data } = await (await ocr).recognize(image);
    return { id, ok: true, text: data.text };
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
