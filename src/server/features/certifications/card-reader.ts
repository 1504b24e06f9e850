import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Worker as OcrWorker } from "tesseract.js";
import { ApiError } from "../../http/errors";
import { cardPhotoType, cardPhotoMessages } from "./card-photo";

/**
 * Reading a card's text on this server, with no network (issue 15): the photo
 * is shrunk with sharp, then tesseract.js reads it in its worker thread (the
 * server keeps answering) with the English model installed from npm
 * (@tesseract.js-data/eng, 4.0.0_best_int; no download, no cache files).
 * One recognition at a time, a few waiting in line, then a clear 503; each one
 * has a time limit; the worker is replaced every RECYCLE_AFTER jobs, as its
 * memory never shrinks, and after a timeout. Its thread runs at the lowest CPU
 * priority, so a recognition takes only what the API and the database leave.
 */
export const OCR_LONG_SIDE = 1800;
export const OCR_TIME_LIMIT_MS = 20_000;
export const OCR_MAX_WAITING = 3;
export const RECYCLE_AFTER = 25;

export const readerMessages = {
  busy: "Card reading is busy right now. Please try again in a minute.",
  timeout: "Reading the card took too long. Try a closer, sharper photo of the card.",
  failed: "The card could not be read. Try a closer, sharper photo of the card.",
} as const;

const require = createRequire(import.meta.url);
/** The installed English model (best_int: LSTM, integer weights). */
export const LANG_PATH = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/** The photo as a grey PNG at most OCR_LONG_SIDE on its long side (12 MP phone photos become ~2 MP). */
export async function ocrImage(bytes: Uint8Array): Promise<Buffer> {
  const mime = await cardPhotoType(bytes);
  const { toCardJpeg } = await import("./card-photo");
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

/** Node names a worker thread "WorkerThread" (Linux: /proc/self/task/<tid>/comm). */
function workerThreadIds(): Set<number> {
  try {
    return new Set(
      fs
        .readdirSync("/proc/self/task")
        .filter((tid) => fs.readFileSync(`/proc/self/task/${tid}/comm`, "utf8").trim() === "WorkerThread")
        .map(Number),
    );
  } catch {
    return new Set(); // Not Linux: the OCR thread keeps the normal priority.
  }
}

/** The lowest CPU priority (nice 19). On Linux a thread id names just that thread, so the server's own stay as they are. */
export const OCR_NICE = 19;

export interface CardReader {
  /** The text on the card photo. */
  read(bytes: Uint8Array): Promise<string>;
  /** Jobs done by the current worker, and whether one is loaded (for the bench and tests). */
  stats(): { jobs: number; loaded: boolean; waiting: number; recycled: number };
  close(): Promise<void>;
}

export function createCardReader({ timeLimitMs = OCR_TIME_LIMIT_MS, maxWaiting = OCR_MAX_WAITING, recycleAfter = RECYCLE_AFTER } = {}): CardReader {
  let worker: Promise<OcrWorker> | undefined;
  let jobs = 0;
  let recycled = 0;
  let active = false;
  const waiting: (() => void)[] = [];

  const start = () =>
    (worker ??= import("tesseract.js").then(async ({ createWorker, OEM }) => {
      const before = workerThreadIds();
      const ocr = await createWorker("eng", OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: "none", gzip: true });
      for (const tid of workerThreadIds()) {
        if (before.has(tid)) continue;
        try {
          os.setPriority(tid, OCR_NICE);
        } catch {
          // Not allowed here: it still reads, only less politely.
        }
      }
      return ocr;
    }));
  const stop = async () => {
    const current = worker;
    worker = undefined;
    jobs = 0;
    if (current) await (await current.catch(() => undefined))?.terminate().catch(() => undefined);
  };

  async function turn<T>(task: () => Promise<T>): Promise<T> {
    if (active) {
      if (waiting.length >= maxWaiting) throw new ApiError(503, "busy", readerMessages.busy, undefined, { "Retry-After": "30" });
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active = true;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active = false;
    }
  }

  return {
    read: (bytes) =>
      turn(async () => {
        const image = await ocrImage(bytes);
        const ocr = await start();
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ApiError(503, "timeout", readerMessages.timeout)), timeLimitMs);
        });
        try {
          const { data } = await Promise.race([ocr.recognize(image), timeout]);
          jobs++;
          if (jobs >= recycleAfter) {
            recycled++;
            await stop();
          }
          return data.text;
        } catch (error) {
          // A worker that timed out or failed is replaced: it may be stuck mid-job.
          recycled++;
          await stop();
          if (error instanceof ApiError) throw error;
          throw new ApiError(422, "unreadable", readerMessages.failed);
        } finally {
          clearTimeout(timer);
        }
      }),
    stats: () => ({ jobs, loaded: worker !== undefined, waiting: waiting.length, recycled }),
    close: stop,
  };
}
