import { fork, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createFairQueue, type FairQueueOptions } from "../files/work-queue";
import { lowerChild } from "./low-priority";

/**
 * A process of our own for heavy work (decisions 022 and 025: the image reader's
 * OCR, the renderer's HEIC previews and PDFs), handled one way: forked at the
 * lowest CPU priority before it loads anything, never keeping the server alive
 * by itself, ready when it says so (within a start limit), each job answered by
 * its id within a time limit, replaced after `recycleAfter` jobs, after a
 * timeout or a crash, and stopped after `idleExitMs` without work. Jobs take
 * their turn in a fair line (one nurse cannot take everyone's turns). Inputs and
 * outputs go through files in a temporary folder of its own: a photo or a PDF
 * sent over IPC would be copied on the server's thread.
 *
 * What is done with the answer (a text read, a file made, an error for the
 * nurse) stays with the caller (image-text/image-reader.ts, renderer.ts).
 */
export interface WorkerProcessOptions {
  /** The caller's `import.meta.url`: the process's entry is found beside it. */
  from: string;
  /** The entry's base name: `render-process` runs render-process.ts from source, else the built render-process.js. */
  entry: string;
  /** A job's time limit, from when it is sent to a loaded process (a job may ask for its own: `ask`). */
  timeLimitMs: number;
  /** How long a new process may take to load before the job's own time limit starts. */
  startLimitMs: number;
  /** Jobs one process does before it is replaced (its memory never shrinks). */
  recycleAfter: number;
  /** Without work this long, the process exits and gives its memory back. */
  idleExitMs: number;
  /** The fair line the jobs wait in. */
  line: FairQueueOptions;
  /** The temporary folder's name prefix (`nv-render-`). */
  tempPrefix: string;
}

/** How a job ended when no answer came: over its time limit (or the start's), or the process died (before it loaded, or during the job). */
export type NoAnswer = "timeout" | "died-loading" | "died";

export interface WorkerProcess<Request extends { id: number }, Reply extends { id: number }> {
  /** Runs `task` in `owner`'s fair turn; the idle exit waits while jobs are in line. */
  turn<T>(owner: string, task: () => Promise<T>): Promise<T>;
  /** Starts the process now if none is running, so that it loads while a job's input is being written. */
  start(): void;
  /** Sends a job to the process (started and loaded first) and waits for its answer, within `timeLimitMs` (the process's own by default). */
  ask(job: Omit<Request, "id">, options?: { timeLimitMs?: number }): Promise<Reply | NoAnswer>;
  /** A job finished well: counted, and the process replaced after `recycleAfter` jobs or when `replace` says so. */
  done(replace?: boolean): Promise<void>;
  /** A job timed out, died or failed: the process is replaced, as it may be stuck mid-job. */
  replace(): Promise<void>;
  /** A new file name in the process's temporary folder (inputs and outputs of jobs). */
  tempFile(suffix?: string): Promise<string>;
  stats(): { jobs: number; loaded: boolean; pid: number | undefined; running: number; waiting: number; recycled: number };
  /** Stops the process and removes its folder (tests, shutdown). */
  close(): Promise<void>;
}

/** The process's entry: the TypeScript source beside the caller (tests, tsx; through tsx's loader), else the built .js in its folder or the one above. */
function processEntry(from: string, entry: string): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(from));
  if (from.endsWith(".ts")) return { file: path.join(here, `${entry}.ts`), execArgv: ["--import", "tsx"] };
  const file = [here, path.dirname(here)].map((dir) => path.join(dir, `${entry}.js`)).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${entry}.js is missing from the build`);
  return { file, execArgv: [] };
}

export function createWorkerProcess<Request extends { id: number }, Reply extends { id: number }>(
  options: WorkerProcessOptions,
): WorkerProcess<Request, Reply> {
  let child: ChildProcess | undefined;
  /** Whether the current process has loaded (false: it died first). */
  let ready: Promise<boolean> = Promise.resolve(false);
  let jobs = 0;
  let recycled = 0;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const line = createFairQueue(options.line);

  const start = (): ChildProcess => {
    if (child) return child;
    const { file, execArgv } = processEntry(options.from, options.entry);
    const started = fork(file, [], { execArgv, serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
    // At once, before it loads anything: its threads to come inherit it.
    lowerChild(started.pid);
    // It never keeps the server (or a test run) alive by itself.
    started.unref();
    started.channel?.unref();
    started.on("error", () => undefined);
    ready = new Promise((resolve) => {
      started.on("message", (message: { ready?: true }) => {
        if ("ready" in message) resolve(true);
      });
      started.once("exit", () => resolve(false));
    });
    // Gone by itself (killed, out of memory): the next job starts another.
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

  /** Started and loaded: true, false when it died first, "timeout" past the start limit. */
  async function loaded(): Promise<boolean | "timeout"> {
    start();
    let startTimer: NodeJS.Timeout | undefined;
    return Promise.race([ready, new Promise<"timeout">((resolve) => (startTimer = setTimeout(() => resolve("timeout"), options.startLimitMs)))]).finally(() =>
      clearTimeout(startTimer),
    );
  }

  function answer(worker: ChildProcess, request: Request, timeLimitMs: number): Promise<Reply | NoAnswer> {
    return new Promise((resolve) => {
      const finish = (reply: Reply | NoAnswer) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        resolve(reply);
      };
      const onMessage = (reply: Reply | { ready: true }) => {
        if ("id" in reply && reply.id === request.id) finish(reply);
      };
      const onExit = () => finish("died");
      const timer = setTimeout(() => finish("timeout"), timeLimitMs);
      worker.on("message", onMessage);
      worker.once("exit", onExit);
      worker.send(request, (error) => {
        if (error) finish("died");
      });
    });
  }

  let folder: Promise<string> | undefined;
  const tempFile = async (suffix = "") =>
    path.join(await (folder ??= fs.promises.mkdtemp(path.join(os.tmpdir(), options.tempPrefix))), `${crypto.randomUUID()}${suffix}`);

  return {
    turn: (owner, task) =>
      line.run(owner, async () => {
        clearTimeout(idleTimer);
        try {
          return await task();
        } finally {
          if (line.stats().waiting === 0 && child) idleTimer = setTimeout(() => void stop(), options.idleExitMs).unref();
        }
      }),
    start: () => void start(),
    ask: async (job, { timeLimitMs = options.timeLimitMs } = {}) => {
      const state = await loaded();
      if (state === "timeout") return "timeout";
      const worker = child;
      if (!state || !worker) return "died-loading";
      return answer(worker, { ...job, id: ++nextId } as Request, timeLimitMs);
    },
    done: async (replace = false) => {
      if (++jobs >= options.recycleAfter || replace) {
        recycled++;
        await stop();
      }
    },
    replace: async () => {
      recycled++;
      await stop();
    },
    tempFile,
    stats: () => ({ jobs, loaded: child !== undefined, pid: child?.pid, ...line.stats(), recycled }),
    close: async () => {
      await stop();
      if (folder) await fs.promises.rm(await folder, { recursive: true, force: true });
      folder = undefined;
    },
  };
}
