import { afterEach, describe, expect, it, vi } from "vitest";
import { createCache, createCacheGroup } from "./cache.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** Lets a reload that has finished land in the cache (promise callbacks, no clock change). */
const reloadLands = () => vi.advanceTimersByTimeAsync(0);

describe("createCache", () => {
  it("serves a value until it expires, then loads again", async () => {
    vi.useFakeTimers();
    const cache = createCache<number>({ ttlMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get("a", load)).toBe(2);
  });

  it("with serveStale, answers the expired value while one reload runs, then the new one", async () => {
    vi.useFakeTimers();
    const cache = createCache<number>({ ttlMs: 1000, serveStale: true });
    let loads = 0;
    let finish = () => {};
    const load = () =>
      new Promise<number>((resolve) => {
        const n = ++loads;
        finish = () => resolve(n);
        if (n === 1) resolve(n);
      });
    expect(await cache.get("a", load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    expect(loads).toBe(2);
    finish();
    await reloadLands();
    expect(await cache.get("a", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("with serveStale, keeps the old value when a reload fails", async () => {
    vi.useFakeTimers();
    const cache = createCache<number>({ ttlMs: 1000, serveStale: true });
    expect(await cache.get("a", async () => 1)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get("a", () => Promise.reject(new Error("down")))).toBe(1);
    await reloadLands();
    expect(await cache.get("a", async () => 3)).toBe(1);
    await reloadLands();
    expect(await cache.get("a", async () => 4)).toBe(3);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = createCache<number>({ ttlMs: 1000 });
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
  });

  it("forgets failed loads", async () => {
    const cache = createCache<number>({ ttlMs: 1000 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });

  it("drops the least recently used entry when full", async () => {
    const cache = createCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "reloaded");
    await cache.get("c", async () => "c");
    expect(await cache.get("a", async () => "reloaded")).toBe("a");
    expect(await cache.get("b", async () => "reloaded")).toBe("reloaded");
  });

  it("drops the oldest entry when full, and caches nothing with ttl 0", async () => {
    const cache = createCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(await cache.get("a", async () => "reloaded")).toBe("reloaded");
    const off = createCache<number>({ ttlMs: 0 });
    let loads = 0;
    await off.get("a", async () => ++loads);
    expect(await off.get("a", async () => ++loads)).toBe(2);
  });

  it("keeps an entry for its whole ttl", async () => {
    vi.useFakeTimers();
    for (const serveStale of [false, true]) {
      const cache = createCache<number>({ ttlMs: 1000, serveStale });
      let loads = 0;
      const load = async () => ++loads;
      await cache.get("a", load);
      vi.advanceTimersByTime(999);
      expect(await cache.get("a", load)).toBe(1);
      expect(loads).toBe(1);
    }
  });

  it("with ttl 0 caches nothing, not even with serveStale", async () => {
    const cache = createCache<number>({ ttlMs: 0, serveStale: true });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(2);
  });

  it("keeps entries apart by key", async () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    expect(await cache.get("a", async () => "a")).toBe("a");
    expect(await cache.get("b", async () => "b")).toBe("b");
    expect(await cache.get("a", async () => "other")).toBe("a");
  });

  it("keeps as many entries as it may hold", async () => {
    const cache = createCache<string>({ ttlMs: 1000, maxEntries: 3 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    for (const key of ["a", "b", "c"])
      expect(await cache.get(key, async () => "reloaded")).toBe(key);
  });

  it("gives concurrent callers of a failing load the same failure, then tries again", async () => {
    const cache = createCache<number>({ ttlMs: 1000 });
    let loads = 0;
    const failing = () =>
      new Promise<number>((_, reject) => {
        loads++;
        setTimeout(() => reject(new Error("down")), 5);
      });
    const answers = await Promise.allSettled([cache.get("a", failing), cache.get("a", failing)]);
    expect(answers.map((a) => a.status)).toEqual(["rejected", "rejected"]);
    expect(loads).toBe(1);
    expect(await cache.get("a", async () => 5)).toBe(5);
  });

  it("with serveStale, serves a fresh reload for a whole ttl", async () => {
    vi.useFakeTimers();
    const cache = createCache<number>({ ttlMs: 1000, serveStale: true });
    await cache.get("a", async () => 1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get("a", async () => 2)).toBe(1);
    await Promise.resolve();
    vi.advanceTimersByTime(999);
    let loads = 0;
    expect(await cache.get("a", async () => ++loads + 2)).toBe(2);
    expect(loads).toBe(0);
  });
});

describe("createCacheGroup", () => {
  it("clears every cache it made at once, and only those", async () => {
    const group = createCacheGroup();
    const members = [
      group.create<number>({ ttlMs: 60_000 }),
      group.create<number>({ ttlMs: 60_000 }),
    ];
    const outsider = createCache<number>({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    for (const cache of [...members, outsider]) await cache.get("a", load);
    expect(loads).toBe(3);
    group.clear();
    expect(await members[0]!.get("a", load)).toBe(4);
    expect(await members[1]!.get("a", load)).toBe(5);
    expect(await outsider.get("a", load)).toBe(3);
  });
});
