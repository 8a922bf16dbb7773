/**
 * A small in-process cache for answers that are the same for every visitor (home page,
 * reference lists). Entries live `ttlMs`; concurrent misses share one load; the least recently
 * used entry goes when the cache is full. Each process keeps its own, so a change shows everywhere
 * within `ttlMs` without any coordination. `ttlMs: 0` turns caching off.
 */
export interface Cache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createCache<T>(options: {
  ttlMs: number;
  maxEntries?: number;
  /**
   * Answer an expired entry at once while one reload runs behind it. Many entries made at the
   * same moment then do not all reload on the same request burst (search counts).
   */
  serveStale?: boolean;
}): Cache<T> {
  const { ttlMs, maxEntries = 500, serveStale = false } = options;
  interface Entry {
    value: Promise<T>;
    expiresAt: number;
    settled: boolean;
    reloading: boolean;
  }
  const entries = new Map<string, Entry>();

  const store = (key: string, value: Promise<T>, previous?: Entry) => {
    const entry: Entry = { value, expiresAt: Date.now() + ttlMs, settled: false, reloading: false };
    value.then(
      () => {
        entry.settled = true;
        if (previous && entries.get(key) === previous) entries.set(key, entry);
      },
      () => {
        // A failed load must not be served to the next visitor; a stale value may stay.
        if (previous) previous.reloading = false;
        else if (entries.get(key) === entry) entries.delete(key);
      },
    );
    if (!previous) entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit) {
        // Re-inserting keeps the Map in least-recently-used order for eviction.
        entries.delete(key);
        entries.set(key, hit);
        if (hit.expiresAt > Date.now()) return hit.value;
        if (serveStale && hit.settled) {
          if (!hit.reloading) {
            hit.reloading = true;
            store(key, load(), hit);
          }
          return hit.value;
        }
        entries.delete(key);
      }
      const value = load();
      store(key, value);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
