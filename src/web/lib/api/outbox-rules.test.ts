import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enqueue, isLocalRecord, KEY_RUNNING, outcomeOf, settle, withSeenVersion, withServerId, type QueuedWrite } from "./outbox-rules";

let n = 0;
const write = (record: string, method: QueuedWrite["method"], key = `k${++n}`): QueuedWrite => ({
  key,
  method,
  path: `/api/${record}`,
  record,
  label: record,
  queuedAt: n,
});

/** A change she might make offline: a shift on one of three days, a note made here or on the server, created or deleted. */
const arbitraryWrite = fc
  .record({
    kind: fc.constantFrom("day", "note", "local-note"),
    which: fc.integer({ min: 1, max: 3 }),
    method: fc.constantFrom<QueuedWrite["method"]>("PUT", "DELETE", "POST"),
    key: fc.integer({ min: 1, max: 40 }).map((k) => `key-${k}`),
  })
  .map(({ kind, which, method, key }): QueuedWrite => {
    if (kind === "day") return write(`day:2026-11-2${which}`, method === "POST" ? "PUT" : method, key);
    if (kind === "local-note") return write(`note:local-${which}`, method === "PUT" ? "POST" : method, key);
    return write(`note:n${which}`, "DELETE", key);
  });

const run = (writes: QueuedWrite[]) => writes.reduce<QueuedWrite[]>((queue, w) => enqueue(queue, w), []);

describe("the outbox's queue", () => {
  it("keeps changes in the order she made them", () => {
    const a = write("note:local-a", "POST");
    const b = write("day:2026-11-27", "PUT");
    const c = write("note:n1", "DELETE");
    expect(run([a, b, c]).map((w) => w.key)).toEqual([a.key, b.key, c.key]);
  });

  it("keeps a change sent twice (the same key) once", () => {
    const a = write("note:local-a", "POST");
    expect(run([a, a, { ...a }])).toEqual([a]);
  });

  it("sends only the last change to a day: applied then cleared is one clear, at the clear's place", () => {
    const apply = write("day:2026-11-27", "PUT");
    const note = write("note:local-x", "POST");
    const clear = write("day:2026-11-27", "DELETE");
    expect(run([apply, note, clear]).map((w) => w.key)).toEqual([note.key, clear.key]);
  });

  it("forgets a note made and deleted offline: the server never hears of it", () => {
    const made = write("note:local-a", "POST");
    const other = write("note:local-b", "POST");
    expect(run([made, other, write("note:local-a", "DELETE")])).toEqual([other]);
  });

  it("keeps a deletion of a note the server has", () => {
    const gone = write("note:n1", "DELETE");
    expect(run([gone])).toEqual([gone]);
    expect(isLocalRecord("note:n1")).toBe(false);
    expect(isLocalRecord("note:local-n1")).toBe(true);
  });

  it("property: every key once, the survivors in the order they were made, at most one change per day and it is the last", () => {
    fc.assert(
      fc.property(fc.array(arbitraryWrite, { maxLength: 30 }), (writes) => {
        const queue = run(writes);
        const keys = queue.map((w) => w.key);
        expect(new Set(keys).size).toBe(keys.length);
        // The queue is a subsequence of what she did: nothing reordered.
        const firstIndex = new Map<string, number>();
        writes.forEach((w, i) => {
          if (!firstIndex.has(w.key)) firstIndex.set(w.key, i);
        });
        const positions = queue.map((w) => writes.indexOf(w));
        expect(positions).toEqual([...positions].sort((x, y) => x - y));
        for (const w of queue) expect(writes.includes(w)).toBe(true);
        // One change per day.
        const days = queue.filter((w) => w.record.startsWith("day:")).map((w) => w.record);
        expect(new Set(days).size).toBe(days.length);
        // Nothing is sent for a note made here that she deleted later.
        for (const w of queue) if (w.method === "DELETE") expect(isLocalRecord(w.record)).toBe(false);
      }),
    );
  });

  it("property: a change whose key is new is never lost unless a later change makes it needless", () => {
    fc.assert(
      fc.property(fc.array(arbitraryWrite, { maxLength: 30 }), (writes) => {
        const queue = run(writes);
        const last = writes.at(-1);
        if (!last) return;
        const seenBefore = writes.slice(0, -1).some((w) => w.key === last.key);
        const dropsItself = last.method === "DELETE" && isLocalRecord(last.record);
        if (!seenBefore && !dropsItself) expect(queue.at(-1)).toBe(last);
      }),
    );
  });
});

describe("an answer to a queued change", () => {
  it.each([
    [200, undefined, "saved"],
    [201, undefined, "saved"],
    [204, undefined, "saved"],
    [0, undefined, "retry"],
    [500, undefined, "retry"],
    [503, undefined, "retry"],
    [429, undefined, "retry"],
    [409, KEY_RUNNING, "retry"],
    [409, "conflict", "replaced"],
    [412, "changed_since", "replaced"],
    [404, "not_found", "replaced"],
    [400, "validation_failed", "replaced"],
    [422, "idempotency_key_reused", "replaced"],
    [401, "unauthorized", "signed-out"],
  ] as const)("status %i (%s) means %s", (status, code, outcome) => {
    expect(outcomeOf(status, code)).toBe(outcome);
  });

  it("takes the answered change out when saved or replaced, and keeps the queue otherwise", () => {
    const a = write("note:local-a", "POST");
    const b = write("day:2026-11-27", "PUT");
    expect(settle([a, b], a.key, "saved")).toEqual([b]);
    expect(settle([a, b], a.key, "replaced")).toEqual([b]);
    expect(settle([a, b], a.key, "retry")).toEqual([a, b]);
    expect(settle([a, b], a.key, "signed-out")).toEqual([a, b]);
  });

  it("property: sending never applies a change twice — a change leaves the queue once, and a repeat of its key later is a new change", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryWrite, { minLength: 1, maxLength: 20 }),
        fc.array(fc.constantFrom("saved", "replaced", "retry"), { maxLength: 20 }),
        (writes, answers) => {
          let queue = run(writes);
          const sent: string[] = [];
          for (const answer of answers) {
            const [first] = queue;
            if (!first) break;
            sent.push(first.key);
            queue = settle(queue, first.key, answer);
            if (answer === "retry") break;
          }
          const settled = sent.filter((_k, i) => answers[i] !== "retry");
          expect(new Set(settled).size).toBe(settled.length);
          for (const key of settled) expect(queue.some((w) => w.key === key)).toBe(false);
        },
      ),
    );
  });
});

describe("a create saved while changes to its record wait", () => {
  it("gives those changes the server's id; other records keep theirs", () => {
    const made = { ...write("todo:local-k1", "POST"), creates: "local-k1" };
    const tick = { ...write("todo:local-k1", "PATCH"), path: "/api/todos/local-k1" };
    const other = { ...write("todo:t9", "PATCH"), path: "/api/todos/t9" };
    const queue = settle(run([made, tick, other]), made.key, "saved");
    expect(withServerId(queue, "local-k1", "t42")).toEqual([{ ...tick, record: "todo:t42", path: "/api/todos/t42" }, other]);
  });

  it("a to-do added, ticked and deleted offline sends nothing", () => {
    const made = { ...write("todo:local-k2", "POST"), creates: "local-k2" };
    expect(run([made, write("todo:local-k2", "PATCH"), write("todo:local-k2", "DELETE")])).toEqual([]);
  });
});

describe("what a waiting change says it was made on (decision 057)", () => {
  it("a newer change to a waiting day keeps what the server showed before her first change", () => {
    const night = { ...write("day:2026-11-27", "PUT"), seen: "shift:day" };
    // What the phone shows now is her own waiting change: not what the server had.
    const clear = { ...write("day:2026-11-27", "DELETE"), seen: "shift:night" };
    expect(run([night, clear])).toEqual([{ ...clear, seen: "shift:day" }]);
    const onEmpty = { ...write("day:2026-11-28", "PUT"), seen: null };
    expect(run([onEmpty, { ...write("day:2026-11-28", "PUT"), seen: "shift:x" }])[0]?.seen).toBeNull();
    // One queued by an earlier version of the app names none: neither does the change that replaces it.
    expect(run([write("day:2026-11-29", "PUT"), { ...write("day:2026-11-29", "DELETE"), seen: "shift:x" }])[0]?.seen).toBeUndefined();
  });

  it("a change to a record whose earlier change was saved names the server's new version", () => {
    const first = { ...write("contact:c1", "PATCH"), seen: "2026-11-27T07:00:00.000Z" };
    const second = { ...write("contact:c1", "PATCH"), seen: "2026-11-27T07:00:00.000Z" };
    const other = { ...write("contact:c2", "PATCH"), seen: "2026-11-20T07:00:00.000Z" };
    const made = write("todo:local-k3", "PATCH");
    const rest = settle(run([first, second, other, made]), first.key, "saved");
    expect(withSeenVersion(rest, "contact:c1", "2026-11-27T08:30:00.000Z")).toEqual([{ ...second, seen: "2026-11-27T08:30:00.000Z" }, other, made]);
  });
});
