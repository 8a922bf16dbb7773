import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger, RouteOptions } from "fastify";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/**
 * Rate limits counted in Redis, so every API process behind the load balancer spends from one
 * allowance per client (docs/decisions/031). When Redis cannot answer within a moment, each
 * process counts on its own until it can again: a limit N times as loose for a while is better
 * than refusing or failing every request over a counter.
 */

/** A healthy Redis answers in a millisecond; waiting longer only delays every request. */
const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1000;
/** Reconnect soon after an outage, then every 2 s at most. */
const reconnectDelayMs = (attempts: number) => Math.min(attempts * 100, 2000);

/** Keys of the limits, beside whatever else the Redis holds. */
const KEY_PREFIX = "sahayi:limit:";

/** Per-process counters while Redis is away: addresses seen in one window, at most. */
const LOCAL_KEYS_MAX = 50_000;

/**
 * One step of a fixed window, atomic on the server: the first request of a window starts its
 * expiry. Returns the count so far and the milliseconds left, as @fastify/rate-limit expects.
 */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }`;

type Count = { current: number; ttl: number };

interface LimitsRedis extends Redis {
  incrementLimit(key: string, windowMs: number): Promise<[number, number]>;
}

export interface SharedLimits {
  /** The store to hand @fastify/rate-limit. */
  store: FastifyRateLimitStoreCtor;
  /** Connects; a Redis that is down now is logged and tried again in the background. */
  connect(): Promise<void>;
  close(): void;
}

export function createSharedLimits(redisUrl: string, log: FastifyBaseLogger): SharedLimits {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected instead of queueing requests behind the outage.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelayMs,
  }) as LimitsRedis;
  redis.defineCommand("incrementLimit", { numberOfKeys: 1, lua: INCREMENT_SCRIPT });

  const where = redisLocation(redisUrl);
  let shared = true;
  const fellBack = (error: unknown) => {
    if (!shared) return;
    shared = false;
    log.warn(
      { err: error },
      `Redis at ${where} is not answering; rate limits are counted per process until it is back`,
    );
  };
  redis.on("error", fellBack);
  redis.on("ready", () => {
    if (shared) return;
    shared = true;
    log.info(`Redis at ${where} is back; rate limits are shared again`);
  });

  const local = new LRUCache<string, { count: number; endsAt: number }>({ max: LOCAL_KEYS_MAX });
  const countLocally = (key: string, windowMs: number): Count => {
    const now = Date.now();
    let window = local.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      local.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  };

  class Store implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = KEY_PREFIX,
    ) {}

    incr(key: string, done: (error: Error | null, count?: Count) => void, windowMs: number) {
      const name = this.prefix + key;
      redis.incrementLimit(name, windowMs).then(
        ([current, ttl]) => done(null, { current, ttl }),
        (error: unknown) => {
          fellBack(error);
          done(null, countLocally(name, windowMs));
        },
      );
    }

    /**
     * A route's own limit counts apart from the general one. The plugin passes its merged
     * options with the route under `routeInfo`, not the route itself as its types say.
     */
    child(options: unknown) {
      const { method, url } = (options as { routeInfo: RouteOptions }).routeInfo;
      return new Store(undefined, `${this.prefix}${[method].flat().join(",")}${url}:`);
    }
  }

  return {
    store: Store,
    async connect() {
      await redis
        .connect()
        .then(() => log.info(`rate limits are counted in Redis at ${where}`), fellBack);
    },
    close: () => redis.disconnect(),
  };
}

/** host:port/db for logs, without the password a URL may carry. */
function redisLocation(redisUrl: string): string {
  const { hostname, port, pathname } = new URL(redisUrl);
  return `${hostname}:${port || 6379}${pathname.length > 1 ? pathname : ""}`;
}
