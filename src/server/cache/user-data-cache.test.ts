import { describe, expect, it } from "vitest";
import { UserDataCache } from "./user-data-cache";

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
