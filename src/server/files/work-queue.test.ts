import { describe, expect, it } from "vitest";
import { createFairQueue, createWorkQueue } from "./work-queue";

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

describe("fair queue", () => {
  const busy = () => new Error("busy");

  it("one nurse sending six at once gets one running and one waiting; the others are still served, in turn", async () => {
    const queue = createFairQueue({ concurrency: 1, runningPerOwner: 1, waitingPerOwner: 1, maxWaiting: 8, busy });
    const tasks = new Map<string, ReturnType<typeof deferred>>();
    const started: string[] = [];
    const submit = (owner: string, n: number) => {
      const name = `${owner}${n}`;
      const task = deferred();
      tasks.set(name, task);
      return queue.run(owner, async () => (started.push(name), await task.done, name));
    };
    const alice = [1, 2, 3, 4, 5, 6].map((n) => submit("alice", n));
    const ben = submit("ben", 1);
    const cleo = submit("cleo", 1);
    const settled = Promise.allSettled([...alice, ben, cleo]);
    await expect.poll(() => started).toEqual(["alice1"]);
    // Her third to sixth are refused at once; Ben's and Cleo's wait their turn.
    const early = await Promise.allSettled(alice.slice(2));
    expect(early.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected", "rejected"]);
    expect(queue.stats()).toEqual({ running: 1, waiting: 3 });
    // She just had her turn: Ben and Cleo go before her second.
    tasks.get("alice1")!.finish();
    await expect.poll(() => started).toEqual(["alice1", "ben1"]);
    tasks.get("ben1")!.finish();
    await expect.poll(() => started).toEqual(["alice1", "ben1", "cleo1"]);
    tasks.get("cleo1")!.finish();
    await expect.poll(() => started).toEqual(["alice1", "ben1", "cleo1", "alice2"]);
    tasks.get("alice2")!.finish();
    const results = await settled;
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "rejected", "rejected", "rejected", "fulfilled", "fulfilled"]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("takes each waiting nurse in turn, not first come first served", async () => {
    const queue = createFairQueue({ concurrency: 1, runningPerOwner: 1, waitingPerOwner: 3, maxWaiting: 8, busy });
    const gate = deferred();
    const started: string[] = [];
    const run = (owner: string, name: string, wait?: Promise<void>) => queue.run(owner, async () => (started.push(name), await wait));
    const first = run("alice", "a1", gate.done);
    const rest = [run("alice", "a2"), run("alice", "a3"), run("ben", "b1"), run("ben", "b2"), run("cleo", "c1")];
    gate.finish();
    await Promise.all([first, ...rest]);
    expect(started).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
  });

  it("one at a time per nurse, however much room: another nurse's task goes ahead of her second", async () => {
    const queue = createFairQueue({ concurrency: 2, runningPerOwner: 1, waitingPerOwner: 1, maxWaiting: 8, busy });
    const gate = deferred();
    const started: string[] = [];
    const a1 = queue.run("alice", async () => (started.push("a1"), await gate.done));
    const a2 = queue.run("alice", async () => void started.push("a2"));
    const b1 = queue.run("ben", async () => void started.push("b1"));
    await expect.poll(() => started).toEqual(["a1", "b1"]);
    gate.finish();
    await Promise.all([a1, a2, b1]);
    expect(started).toEqual(["a1", "b1", "a2"]);
  });

  it("refuses anyone once the whole line is full, and a failed task frees its place", async () => {
    const queue = createFairQueue({ concurrency: 1, runningPerOwner: 1, waitingPerOwner: 1, maxWaiting: 2, busy });
    const gate = deferred();
    const first = queue.run("alice", () => gate.done);
    const waiting = [queue.run("ben", async () => "ben"), queue.run("cleo", async () => "cleo")];
    await expect(queue.run("dan", async () => "dan")).rejects.toThrow("busy");
    gate.fail(new Error("could not decode"));
    await expect(first).rejects.toThrow("could not decode");
    expect(await Promise.all(waiting)).toEqual(["ben", "cleo"]);
    expect(await queue.run("dan", async () => "dan")).toBe("dan");
  });
});
