import { LRUCache } from "lru-cache";

/**
 * A small in-process cache for answers that are the same for every visitor (home page,
 * reference lists, search counts), on lru-cache: entries live `ttlMs`, concurrent misses share
 * one load, failed loads are not kept, and the least recently used entry goes when the cache is
 * full. Each process keeps its own, so a change shows everywhere within `ttlMs` without any
 * coordination. `ttlMs: 0` turns caching off.
 */
export interface Cache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry: the next `get` loads afresh (an admin changed what it holds). */
  clear(): void;
}

export interface CacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /**
   * Answer an expired entry at once while one reload runs behind it. Many entries made at the
   * same moment then do not all reload on the same request burst (search counts).
   */
  serveStale?: boolean;
}

export function createCache<T extends {}>(options: CacheOptions): Cache<T> {
  const { ttlMs, maxEntries = 500, serveStale = false } = options;
  if (ttlMs <= 0) return { get: (_key, load) => load(), clear: () => {} };
  const entries = new LRUCache<string, T, () => Promise<T>>({
    max: maxEntries,
    ttl: ttlMs,
    // Each caller brings its own loader as the fetch context, so one cache serves any query.
    fetchMethod: (_key, _stale, { context }) => context(),
    allowStale: serveStale,
    // A failed reload keeps the stale value, and the next request tries again; a failed first
    // load leaves nothing behind either way.
    noDeleteOnFetchRejection: serveStale,
    // The wall clock (Date.now), which tests move with fake timers; lru-cache would otherwise
    // read performance.now, which they leave alone. Looked up on each call: a cache made
    // before a test fakes the clock (the app's, built in beforeAll) follows it too.
    perf: { now: () => Date.now() },
  });
  return {
    get: (key, load) => entries.forceFetch(key, { context: load }),
    clear: () => entries.clear(),
  };
}

/**
 * The caches of one process's public answers that admin changes can make stale (home page,
 * plans, reference lists, search counts, page heads). The admin route that changes catalogue
 * data clears them all after its transaction commits, so that process answers the change at
 * once; other processes follow when their entries expire (docs/decisions/021).
 */
export interface CacheGroup {
  create<T extends {}>(options: CacheOptions): Cache<T>;
  clear(): void;
}

export function createCacheGroup(): CacheGroup {
  const members: Cache<never>[] = [];
  return {
    create<T extends {}>(options: CacheOptions) {
      const cache = createCache<T>(options);
      members.push(cache as Cache<never>);
      return cache;
    },
    clear: () => {
      for (const cache of members) cache.clear();
    },
  };
}
