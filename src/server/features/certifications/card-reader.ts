import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "../../http/errors";
import { OCR_NICE, type OcrReady, type OcrReply, type OcrRequest } from "./card-ocr-protocol";

/**
 * Reading a card's text on this server, with no network (issue 15): the photo
 * is shrunk with sharp, then tesseract.js reads it with the English model
 * installed from npm (@tesseract.js-data/eng, 4.0.0_best_int; no download, no
 * cache files). Both run in a process of their own at the lowest CPU priority
 * (card-ocr-process.ts, decision 022), so the server keeps answering on time.
 * One recognition at a time, a few waiting in line, then a clear 503; each one
 * has a time limit (from when the process has loaded); the process is replaced every RECYCLE_AFTER jobs, as its
 * memory never shrinks, and after a timeout or a failure, and it exits after
 * IDLE_EXIT_MS without work, giving its memory back.
 */
export { OCR_NICE } from "./card-ocr-protocol";
export const OCR_TIME_LIMIT_MS = 20_000;
export const OCR_MAX_WAITING = 3;
export const RECYCLE_AFTER = 25;
export const IDLE_EXIT_MS = 60_000;
/** How long a new reader process may take to load (Node, sharp and the model) before a read's own time limit starts. */
export const OCR_START_LIMIT_MS = 60_000;

export const readerMessages = {
  busy: "Card reading is busy right now. Please try again in a minute.",
  timeout: "Reading the card took too long. Try a closer, sharper photo of the card.",
  failed: "The card could not be read. Try a closer, sharper photo of the card.",
} as const;

/**
 * The reader process's entry: the TypeScript source beside this file when run
 * from source (tests, tsx; through tsx's loader), else the built
 * dist/server/card-ocr-process.js (scripts/build.ts), which sits in this
 * chunk's folder or the one above it.
 */
function processEntry(): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (import.meta.url.endsWith(".ts")) return { file: path.join(here, "card-ocr-process.ts"), execArgv: ["--import", "tsx"] };
  const file = [here, path.dirname(here)].map((dir) => path.join(dir, "card-ocr-process.js")).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error("card-ocr-process.js is missing from the build");
  return { file, execArgv: [] };
}

export interface CardReader {
  /** The text on the card photo. */
  read(bytes: Uint8Array): Promise<string>;
  /** Jobs done by the current process, whether one is running and its id (for the bench and tests). */
  stats(): { jobs: number; loaded: boolean; waiting: number; recycled: number; pid: number | undefined };
  close(): Promise<void>;
}

export function createCardReader({
  timeLimitMs = OCR_TIME_LIMIT_MS,
  maxWaiting = OCR_MAX_WAITING,
  recycleAfter = RECYCLE_AFTER,
  idleExitMs = IDLE_EXIT_MS,
} = {}): CardReader {
  let child: ChildProcess | undefined;
  /** Whether the current process has loaded (false: it died first). */
  let ready: Promise<boolean> = Promise.resolve(false);
  let jobs = 0;
  let recycled = 0;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let active = false;
  const waiting: (() => void)[] = [];

  const start = (): ChildProcess => {
    if (child) return child;
    const { file, execArgv } = processEntry();
    const started = fork(file, [], { execArgv, serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
    try {
      // At once, before it loads anything: its threads to come inherit it (it lowers those it already has).
      if (started.pid) os.setPriority(started.pid, OCR_NICE);
    } catch {
      // Not allowed here: it still reads, only less politely.
    }
    // It never keeps the server (or a test run) alive by itself.
    started.unref();
    started.channel?.unref();
    started.on("error", () => undefined);
    ready = new Promise((resolve) => {
      started.on("message", (message: OcrReady | OcrReply) => {
        if ("ready" in message) resolve(true);
      });
      started.once("exit", () => resolve(false));
    });
    // Gone by itself (killed, out of memory): the next read starts another.
    started.once("exit", () => {
      if (child !== started) return;
      child = undefined;
      jobs = 0;
    });
    return (child = started);
  };
  const stop = async () => {
    clearTimeout(idleTimer);
    const current = child;
    child = undefined;
    jobs = 0;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
    current.kill("SIGKILL");
    await exited;
  };

  async function turn<T>(task: () => Promise<T>): Promise<T> {
    if (active) {
      if (waiting.length >= maxWaiting) throw new ApiError(503, "busy", readerMessages.busy, undefined, { "Retry-After": "30" });
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active = true;
    clearTimeout(idleTimer);
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else {
        active = false;
        if (child) idleTimer = setTimeout(() => void stop(), idleExitMs).unref();
      }
    }
  }

  /** The folder the photos wait in for the reader process (made on the first read; see OcrRequest). */
  let photoFolder: Promise<string> | undefined;
  const photoFile = async (id: number) => path.join(await (photoFolder ??= fs.promises.mkdtemp(path.join(os.tmpdir(), "nv-card-photos-"))), `${id}`);

  /** Sends the photo to the reader process; its answer, or undefined when it died or broke off. */
  async function ask(reader: ChildProcess, bytes: Uint8Array, onTimeout: () => void): Promise<OcrReply | undefined> {
    const id = ++nextId;
    const file = await photoFile(id);
    await fs.promises.writeFile(file, bytes);
    try {
      return await answerTo(reader, id, file, onTimeout);
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  }

  function answerTo(reader: ChildProcess, id: number, file: string, onTimeout: () => void): Promise<OcrReply | undefined> {
    return new Promise((resolve) => {
      const done = (reply: OcrReply | undefined) => {
        clearTimeout(timer);
        reader.off("message", onMessage);
        reader.off("exit", onExit);
        resolve(reply);
      };
      const onMessage = (reply: OcrReady | OcrReply) => {
        if ("id" in reply && reply.id === id) done(reply);
      };
      const onExit = () => done(undefined);
      const timer = setTimeout(() => {
        onTimeout();
        done(undefined);
      }, timeLimitMs);
      reader.on("message", onMessage);
      reader.once("exit", onExit);
      reader.send({ id, file } satisfies OcrRequest, (error) => {
        if (error) done(undefined);
      });
    });
  }

  return {
    read: (bytes) =>
      turn(async () => {
        let timedOut = false;
        const reader = start();
        let startTimer: NodeJS.Timeout | undefined;
        const loaded = await Promise.race([
          ready,
          new Promise<false>((resolve) => {
            startTimer = setTimeout(() => {
              timedOut = true;
              resolve(false);
            }, OCR_START_LIMIT_MS);
          }),
        ]).finally(() => clearTimeout(startTimer));
        const reply = loaded ? await ask(reader, bytes, () => (timedOut = true)) : undefined;
        if (reply?.ok) {
          if (++jobs >= recycleAfter) {
            recycled++;
            await stop();
          }
          return reply.text;
        }
        if (reply?.refused) throw new ApiError(reply.refused.status as ContentfulStatusCode, reply.refused.code, reply.refused.message);
        // A reader that timed out, died or failed is replaced: it may be stuck mid-job.
        recycled++;
        await stop();
        if (timedOut) throw new ApiError(503, "timeout", readerMessages.timeout);
        throw new ApiError(422, "unreadable", readerMessages.failed);
      }),
    stats: () => ({ jobs, loaded: child !== undefined, waiting: waiting.length, recycled, pid: child?.pid }),
    close: async () => {
      await stop();
      if (photoFolder) await fs.promises.rm(await photoFolder, { recursive: true, force: true });
      photoFolder = undefined;
    },
  };
}
