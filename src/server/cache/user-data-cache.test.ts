import { describe, expect, it } from "vitest";
import { ComposedAnswers, UserDataCache } from "./user-data-cache";

describe("UserDataCache", () => {
  it("serves what was stored until the user's data changes", async () => {
    const cache = new UserDataCache();
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.getOrLoad("ann", "2026-11", load)).toBe("v1");
    expect(await cache.getOrLoad("ann", "2026-11", load)).toBe("v1");
    cache.evictUser("ann");
    expect(await cache.getOrLoad("ann", "2026-11", load)).toBe("v2");
  });

  it("with room for nothing (CACHE_ANSWERS=0) reads through every time", async () => {
    const cache = new UserDataCache(0);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.getOrLoad("ann", "2026-11", load)).toBe("v1");
    expect(await cache.getOrLoad("ann", "2026-11", load)).toBe("v2");
    expect(cache.size).toBe(0);
  });

  it("keeps users apart", async () => {
    const cache = new UserDataCache();
    await cache.getOrLoad("ann", "m", async () => "ann's");
    await cache.getOrLoad("bob", "m", async () => "bob's");
    cache.evictUser("ann");
    expect(cache.get("ann", "m")).toBeUndefined();
    expect(cache.get("bob", "m")).toBe("bob's");
  });

  it("misses at the same time share one load; a read after a write does not join a load begun before it", async () => {
    const cache = new UserDataCache();
    let loads = 0;
    const releases: (() => void)[] = [];
    const load = () => new Promise<string>((resolve) => releases.push(() => resolve(`v${++loads}`)));
    const first = cache.getOrLoad("ann", "m", load);
    const second = cache.getOrLoad("ann", "m", load);
    expect(releases).toHaveLength(1);
    cache.evictUser("ann"); // her write lands: the next read is a new load
    const afterWrite = cache.getOrLoad("ann", "m", load);
    expect(releases).toHaveLength(2);
    releases.forEach((release) => release());
    expect([await first, await second, await afterWrite]).toEqual(["v1", "v1", "v2"]);
    // With the cache off each read is the database's own.
    const off = new UserDataCache(0);
    let offLoads = 0;
    await Promise.all([off.getOrLoad("ann", "m", async () => ++offLoads), off.getOrLoad("ann", "m", async () => ++offLoads)]);
    expect(offLoads).toBe(2);
  });

  it("does not store a value read before a write that finished first", async () => {
    const cache = new UserDataCache();
    let release!: () => void;
    const slowRead = cache.getOrLoad("ann", "m", () => new Promise<string>((resolve) => (release = () => resolve("before the write"))));
    cache.evictUser("ann"); // the write lands while the read is in flight
    release();
    expect(await slowRead).toBe("before the write");
    expect(cache.get("ann", "m")).toBeUndefined();
  });

  it("serves nothing while the change feed is down", async () => {
    const cache = new UserDataCache();
    await cache.getOrLoad("ann", "m", async () => "x");
    cache.setEnabled(false);
    expect(cache.get("ann", "m")).toBeUndefined();
    await cache.getOrLoad("ann", "m", async () => "y");
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    expect(await cache.getOrLoad("ann", "m", async () => "z")).toBe("z");
  });

  it("forgets the least recently used entries beyond its size", async () => {
    const cache = new UserDataCache(3);
    for (let i = 0; i < 3; i++) await cache.getOrLoad("u", `k${i}`, async () => i);
    cache.get("u", "k0");
    await cache.getOrLoad("u", "k3", async () => 3);
    expect(cache.get("u", "k1")).toBeUndefined();
    expect(cache.get("u", "k0")).toBe(0);
    expect(cache.size).toBe(3);
  });
});

describe("ComposedAnswers", () => {
  const parts = (...names: string[]) => names.map((name) => ({ name }));

  it("reuses an answer while it is made of the very same parts, and makes it anew when one is replaced", () => {
    const answers = new ComposedAnswers(1_000_000);
    let made = 0;
    const compose = () => `answer ${++made}`;
    const [hers, link, colleague] = parts("her entry", "link", "colleague's entry");
    const first = answers.get("ann|may", [hers, link, colleague], compose);
    expect(answers.get("ann|may", [hers, link, colleague], compose)).toBe(first);
    expect(first.in("identity")).toBe(first.in("identity")); // its bytes, made once
    // The colleague's entry was evicted and read again: an equal-looking object is still another part.
    expect(answers.get("ann|may", [hers, link, { name: "colleague's entry" }], compose).text).toBe("answer 2");
    // A link gone (fewer parts), or another asker: made for them.
    expect(answers.get("ann|may", [hers], compose).text).toBe("answer 3");
    expect(answers.get("bob|may", [hers], compose).text).toBe("answer 4");
  });

  it("keeps to its bytes, oldest out first, and keeps nothing larger than that", () => {
    const answers = new ComposedAnswers(3 * 100); // room for one 100-character answer (three bytes a character)
    const [part] = parts("entry");
    let made = 0;
    const compose = () => `${++made}`.padEnd(100, ".");
    answers.get("ann", [part], compose);
    answers.get("bob", [part], compose);
    expect(answers.get("bob", [part], compose).text).toMatch(/^2/);
    expect(answers.get("ann", [part], compose).text).toMatch(/^3/); // ann's went out when bob's came in
    const huge = () => "x".repeat(1_000);
    expect(answers.get("cat", [part], huge)).not.toBe(answers.get("cat", [part], huge));
  });

  it("a cache with room for nothing (CACHE_ANSWERS=0) keeps no composed answer either; switching the feed empties it", () => {
    const [part] = parts("entry");
    const off = new UserDataCache(0);
    expect(off.composed.get("ann", [part], () => "a")).not.toBe(off.composed.get("ann", [part], () => "a"));
    const on = new UserDataCache();
    const kept = on.composed.get("ann", [part], () => "a");
    expect(on.composed.get("ann", [part], () => "b")).toBe(kept);
    on.setEnabled(false);
    expect(on.composed.get("ann", [part], () => "b").text).toBe("b");
  });
});
