import fs from "node:fs";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "../http/errors";
import { createWorkerProcess } from "../render/worker-process";
import type { OcrReply, OcrRequest, OcrWord } from "./ocr-protocol";

/**
 * Reading a card's text on this server, with no network (AI Read needs no outside service): the photo
 * is shrunk with sharp, then tesseract.js reads it with the English model
 * installed from npm (@tesseract.js-data/eng, 4.0.0_best_int; no download, no
 * cache files). Both run in a process of their own at the lowest CPU priority
 * (ocr-process.ts, decision 022), so the server keeps answering on time.
 * One recognition at a time; each nurse may have one more waiting in line
 * (taken in turn with the other nurses'), and a few nurses at most wait at
 * once (each waiting photo is held in memory), then a clear 503; each one
 * has a time limit (from when the process has loaded); the process is replaced every RECYCLE_AFTER jobs, as its
 * memory never shrinks, and after a timeout or a failure, and it exits after
 * IDLE_EXIT_MS without work, giving its memory back. The process itself is
 * handled as the renderer's is (render/worker-process.ts).
 */
export { OCR_NICE } from "./ocr-protocol";
export const OCR_TIME_LIMIT_MS = 20_000;
/** A page's layout (a schedule: larger, read twice, every word placed) may take longer than a card: ~10 s on an idle machine, far more at the lowest priority on a busy one. */
export const OCR_LAYOUT_TIME_LIMIT_MS = 90_000;
/** Photos waiting, all nurses together (each up to 20 MB in memory). */
export const OCR_MAX_WAITING = 8;
/** Photos one nurse may have waiting behind her running one: sending six at once costs only her the rest. */
export const OCR_MAX_WAITING_PER_NURSE = 1;
export const RECYCLE_AFTER = 25;
export const IDLE_EXIT_MS = 60_000;
/** How long a new reader process may take to load (Node, sharp and the model) before a read's own time limit starts. */
export const OCR_START_LIMIT_MS = 60_000;

export const readerMessages = {
  busy: "Card reading is busy right now. Please try again in a minute.",
  timeout: "Reading the card took too long. Try a closer, sharper photo of the card.",
  failed: "The card could not be read. Try a closer, sharper photo of the card.",
} as const;

/** What a nurse is told when her image could not be read: each reader's own words (a card's, a schedule's). */
export type ReaderMessages = Record<keyof typeof readerMessages, string>;
const REASONS: Partial<Record<string, keyof ReaderMessages>> = { busy: "busy", timeout: "timeout", unreadable: "failed" };

export interface ImageReader {
  /** The text on the card photo; `owner` (her user id) gets her fair turn in the line. */
  read(bytes: Uint8Array, owner: string): Promise<string>;
  /**
   * The text of any image and each of its words with its box and line (a
   * schedule's grid): the same process, line and limits as a card, with a
   * longer time limit (OCR_LAYOUT_TIME_LIMIT_MS).
   */
  readLayout(bytes: Uint8Array, owner: string, messages?: ReaderMessages): Promise<{ text: string; words: OcrWord[] }>;
  /** Jobs done by the current process, whether one is running and its id (for the bench and tests). */
  stats(): { jobs: number; loaded: boolean; waiting: number; recycled: number; pid: number | undefined };
  close(): Promise<void>;
}

export function createImageReader({
  timeLimitMs = OCR_TIME_LIMIT_MS,
  layoutTimeLimitMs = Math.max(timeLimitMs, OCR_LAYOUT_TIME_LIMIT_MS),
  maxWaiting = OCR_MAX_WAITING,
  maxWaitingPerNurse = OCR_MAX_WAITING_PER_NURSE,
  recycleAfter = RECYCLE_AFTER,
  idleExitMs = IDLE_EXIT_MS,
} = {}): ImageReader {
  // The process (its start at the lowest priority, time limits, recycling, idle exit, temporary folder):
  // worker-process.ts, as the renderer's.
  const worker = createWorkerProcess<OcrRequest, OcrReply>({
    from: import.meta.url,
    entry: "ocr-process",
    timeLimitMs,
    startLimitMs: OCR_START_LIMIT_MS,
    recycleAfter,
    idleExitMs,
    tempPrefix: "nv-card-photos-",
    line: {
      concurrency: 1,
      runningPerOwner: 1,
      waitingPerOwner: maxWaitingPerNurse,
      maxWaiting,
      busy: () => new ApiError(503, "busy", readerMessages.busy, undefined, { "Retry-After": "30" }),
    },
  });

  /** Sends the image to the reader process (through a file of its own: see OcrRequest); its answer, or why none came. */
  async function ask(bytes: Uint8Array, mode: OcrRequest["mode"]) {
    // Started at once, in her turn: it loads while her photo is written.
    worker.start();
    const file = await worker.tempFile();
    await fs.promises.writeFile(file, bytes);
    try {
      return await worker.ask({ file, ...(mode ? { mode } : {}) }, { timeLimitMs: mode === "layout" ? layoutTimeLimitMs : timeLimitMs });
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  }

  /** One image read in her turn: the reply, or the reason as an ApiError (503 busy or too long, 422, 413/415 refused). */
  const job = (bytes: Uint8Array, owner: string, mode: OcrRequest["mode"]) =>
    worker.turn(owner, async () => {
      const reply = await ask(bytes, mode);
      if (typeof reply === "object" && reply.ok) {
        await worker.done();
        return reply;
      }
      if (typeof reply === "object" && reply.refused)
        throw new ApiError(reply.refused.status as ContentfulStatusCode, reply.refused.code, reply.refused.message);
      // A reader that timed out, died or failed is replaced: it may be stuck mid-job.
      await worker.replace();
      if (reply === "timeout") throw new ApiError(503, "timeout", readerMessages.timeout);
      throw new ApiError(422, "unreadable", readerMessages.failed);
    });

  return {
    read: async (bytes, owner) => (await job(bytes, owner, undefined)).text,
    readLayout: async (bytes, owner, messages = readerMessages) => {
      try {
        const { text, words } = await job(bytes, owner, "layout");
        return { text, words: words ?? [] };
      } catch (error) {
        // The same reasons, in the words of what was being read.
        const reason = error instanceof ApiError ? REASONS[error.code] : undefined;
        if (!(error instanceof ApiError) || !reason) throw error;
        throw new ApiError(error.status, error.code, messages[reason], undefined, error.headers);
      }
    },
    stats: () => {
      const { jobs, loaded, waiting, recycled, pid } = worker.stats();
      return { jobs, loaded, waiting, recycled, pid };
    },
    close: () => worker.close(),
  };
}
