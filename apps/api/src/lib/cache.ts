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

export function createCache<T>(options: { ttlMs: number; maxEntries?: number }): Cache<T> {
  const { ttlMs, maxEntries = 500 } = options;
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        // Re-inserting keeps the Map in least-recently-used order for eviction.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      entries.delete(key);
      const value = load();
      entries.set(key, { value, expiresAt: now + ttlMs });
      // A failed load must not be served to the next visitor.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
