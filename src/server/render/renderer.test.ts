import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testImages } from "../testing/images";
import { LOWEST_NICE } from "./low-priority";
import { createRenderer, IDLE_EXIT_MS, rendererMessages, type Renderer } from "./renderer";

afterEach(() => {
  vi.useRealTimers();
});

/** A HEIC preview job on the test photo; the JPEG's bytes. */
async function preview(renderer: Renderer, owner = "alice"): Promise<Buffer> {
  const file = await renderer.tempFile(".heic");
  const out = await renderer.tempFile(".jpg");
  await fs.promises.writeFile(file, testImages.heic());
  await renderer.run(owner, { kind: "heic-preview", file, out, size: 200 });
  return fs.promises.readFile(out);
}

describe("the render process", () => {
  it.runIf(process.platform === "linux")(
    "runs at the lowest CPU priority, every thread of it; the server's threads keep theirs",
    async () => {
      const renderer = createRenderer();
      // /proc/<pid>/task/<tid>/stat: field 19 is the nice value (counted from 1, the command name in parentheses being 2).
      const nices = (pid: number | "self") =>
        fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
          const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
          return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
        });
      try {
        expect((await preview(renderer)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
        const { pid } = renderer.stats();
        expect(pid).toBeGreaterThan(0);
        expect(pid).not.toBe(process.pid);
        expect(new Set(nices(pid!))).toEqual(new Set([LOWEST_NICE]));
        expect(nices("self")).not.toContain(LOWEST_NICE);
      } finally {
        await renderer.close();
      }
    },
    60_000,
  );

  it("is replaced when a job leaves it grown past its memory mark (libheif's memory never shrinks)", async () => {
    const renderer = createRenderer({ recycleAboveBytes: 1 });
    try {
      await preview(renderer);
      expect(renderer.stats()).toMatchObject({ loaded: false, recycled: 1, done: { "heic-preview": 1 } });
      await preview(renderer);
      expect(renderer.stats()).toMatchObject({ recycled: 2, done: { "heic-preview": 2 } });
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it("a job past its time limit is stopped with a clear 503 and the process replaced", async () => {
    const renderer = createRenderer({ timeLimitMs: 1 });
    try {
      await expect(preview(renderer)).rejects.toMatchObject({ status: 503, message: rendererMessages.timeout });
      expect(renderer.stats()).toMatchObject({ loaded: false, recycled: 1 });
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it("exits after a while without work (its memory goes back), and starts again when needed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const renderer = createRenderer();
    try {
      await preview(renderer);
      const { pid } = renderer.stats();
      vi.advanceTimersByTime(IDLE_EXIT_MS - 1);
      expect(renderer.stats()).toMatchObject({ loaded: true, pid });
      vi.advanceTimersByTime(1);
      expect(renderer.stats()).toMatchObject({ loaded: false, recycled: 0 });
      await preview(renderer);
      expect(renderer.stats().pid).not.toBe(pid);
    } finally {
      vi.useRealTimers();
      await renderer.close();
    }
  }, 60_000);
});
