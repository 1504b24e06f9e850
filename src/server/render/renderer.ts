import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "../http/errors";
import type { RenderJob, RenderReply, RenderRequest } from "./render-protocol";
import { createWorkerProcess } from "./worker-process";

/**
 * Heavy work off the server's thread (decision 025): HEIC previews and PDFs
 * are made in a process of their own at the lowest CPU priority
 * (render-process.ts), one job at a time, taken in turn from each nurse who
 * has one waiting (one running and two waiting per nurse, then 503). A job
 * has a time limit; the process is replaced after a timeout or a crash, every
 * RECYCLE_AFTER jobs and when it has grown past RECYCLE_ABOVE_BYTES, and exits
 * after IDLE_EXIT_MS without work, giving its memory back. Inputs and outputs go through files in a temporary folder
 * of its own: a photo or a PDF sent over IPC would be copied on the server's thread. The process itself is
 * handled as the image reader's is (worker-process.ts).
 */
export const RENDER_TIME_LIMIT_MS = 30_000;
export const RENDER_START_LIMIT_MS = 30_000;
export const RENDER_WAITING_PER_NURSE = 2;
/** Jobs waiting, all nurses together (they hold files on disk, not memory). */
export const RENDER_MAX_WAITING = 32;
export const RECYCLE_AFTER = 50;
/**
 * A process that has grown past this after a job is replaced: decoding a large
 * HEIC grows libheif's WebAssembly memory (to ~250 MB for a 9 MP photo), which
 * never shrinks; PDFs alone keep it near 80 MB.
 */
export const RECYCLE_ABOVE_BYTES = 160 * 1024 * 1024;
export const IDLE_EXIT_MS = 30_000;

export const rendererMessages = {
  busy: "The server is busy making your files. Please try again in a minute.",
  timeout: "Making this file took too long. Please try again in a minute.",
  failed: "This file could not be made. Please try again.",
} as const;

export interface Renderer {
  /** Does the job in the render process, in `owner`'s fair turn; a refused input throws its 413/415, a failure 422/503. */
  run(owner: string, job: RenderJob): Promise<void>;
  /** A new file name in the renderer's temporary folder (inputs and outputs of jobs). */
  tempFile(suffix: string): Promise<string>;
  /** Jobs done by kind since it was made, the current process (for the bench and tests). */
  stats(): { done: Record<RenderJob["kind"], number>; loaded: boolean; pid: number | undefined; running: number; waiting: number; recycled: number };
  close(): Promise<void>;
}

export function createRenderer({
  timeLimitMs = RENDER_TIME_LIMIT_MS,
  waitingPerNurse = RENDER_WAITING_PER_NURSE,
  maxWaiting = RENDER_MAX_WAITING,
  recycleAfter = RECYCLE_AFTER,
  recycleAboveBytes = RECYCLE_ABOVE_BYTES,
  idleExitMs = IDLE_EXIT_MS,
} = {}): Renderer {
  const done: Record<RenderJob["kind"], number> = { "heic-preview": 0, pdf: 0 };
  const worker = createWorkerProcess<RenderRequest, RenderReply>({
    from: import.meta.url,
    entry: "render-process",
    timeLimitMs,
    startLimitMs: RENDER_START_LIMIT_MS,
    recycleAfter,
    idleExitMs,
    tempPrefix: "nv-render-",
    line: {
      concurrency: 1,
      runningPerOwner: 1,
      waitingPerOwner: waitingPerNurse,
      maxWaiting,
      busy: () => new ApiError(503, "busy", rendererMessages.busy, undefined, { "Retry-After": "30" }),
    },
  });

  return {
    run: (owner, job) =>
      worker.turn(owner, async () => {
        const reply = await worker.ask(job);
        if (typeof reply === "object" && reply.ok) {
          done[job.kind]++;
          await worker.done(reply.rss > recycleAboveBytes);
          return;
        }
        if (typeof reply === "object" && reply.refused) {
          done[job.kind]++;
          throw new ApiError(reply.refused.status as ContentfulStatusCode, reply.refused.code, reply.refused.message);
        }
        await worker.replace();
        // A process that never loaded, or a job past its time limit: try again later.
        if (reply === "timeout" || reply === "died-loading") throw new ApiError(503, "timeout", rendererMessages.timeout, undefined, { "Retry-After": "30" });
        throw new ApiError(422, "render_failed", rendererMessages.failed);
      }),
    tempFile: (suffix) => worker.tempFile(suffix),
    stats: () => {
      const { loaded, pid, running, waiting, recycled } = worker.stats();
      return { done: { ...done }, loaded, pid, running, waiting, recycled };
    },
    close: () => worker.close(),
  };
}

let shared: Renderer | undefined;

/** The process's one renderer, made on first use. */
export const renderer = (): Renderer => (shared ??= createRenderer());

/** Stops its process and removes its folder (tests, shutdown). */
export async function closeRenderer(): Promise<void> {
  await shared?.close();
  shared = undefined;
}
