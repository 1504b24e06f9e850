import { describe, expect, it } from "vitest";
import { createWorkQueue } from "./work-queue";

/** A task the test finishes by hand. */
function deferred() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

describe("work queue", () => {
  it("runs one task at a time, in the order they came, and a failure does not hold up the rest", async () => {
    const queue = createWorkQueue(1);
    const tasks = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = tasks.map((task, i) =>
      queue.run(async () => {
        started.push(i);
        await task.done;
        return i;
      }),
    );
    await expect.poll(() => started).toEqual([0]);
    tasks[0]!.fail(new Error("could not decode"));
    await expect(results[0]).rejects.toThrow("could not decode");
    await expect.poll(() => started).toEqual([0, 1]);
    tasks[2]!.finish();
    tasks[1]!.finish();
    expect(await Promise.all(results.slice(1))).toEqual([1, 2]);
    expect(started).toEqual([0, 1, 2]);
  });

  it("runs up to its concurrency at once", async () => {
    const queue = createWorkQueue(2);
    const tasks = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = tasks.map((task, i) => queue.run(async () => (started.push(i), await task.done)));
    await expect.poll(() => started).toEqual([0, 1]);
    tasks[1]!.finish();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await Promise.all(results);
  });
});
