import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type RedisServer, startRedis } from "../test/helpers/servers/redis-server.ts";
import { beforeAllOrFail, createTestContext, type TestContext } from "../test/helpers/test-app.ts";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { limit } from "./lib/route-policy.ts";

const GENERAL_LIMIT = 3;
const STRICT_LIMIT = 2;
const GENERAL = "/api/maid/registration";
const STRICT = "/api/test/strict";

function addStrictRoute(app: FastifyInstance) {
  app.get(STRICT, { config: { rateLimit: limit(STRICT_LIMIT, "minute") } }, () => ({ ok: true }));
}

let redis: RedisServer;
let ctx: TestContext;
const apps: FastifyInstance[] = [];

/** Another API process on the same database: its own memory, the settings given. */
async function anotherProcess(overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...ctx.config, ...overrides }, db: ctx.db });
  addStrictRoute(app);
  await app.ready();
  apps.push(app);
  return app;
}

beforeAllOrFail(async () => {
  redis = await startRedis();
  ctx = await createTestContext(
    { redisUrl: redis.url, rateLimitPerMinute: GENERAL_LIMIT },
    addStrictRoute,
  );
  apps.push(ctx.app);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx?.database.close();
  await redis?.kill();
});

let nextClient = 1;
const newClient = () => `198.51.100.${nextClient++}`;

/** Sends the requests in turn, each to the process paired with it, and lists the statuses. */
async function statuses(requests: [FastifyInstance, InjectOptions][]) {
  const answers = [];
  for (const [app, request] of requests) answers.push((await app.inject(request)).statusCode);
  return answers;
}

const underLimit = (count: number, max: number) =>
  Array.from({ length: count }, (_, i) => (i < max ? 200 : 429));

/** `count` requests for `url` from one client, to the processes in turn. */
const alternating = (processes: FastifyInstance[], url: string, count: number) => {
  const remoteAddress = newClient();
  return Array.from({ length: count }, (_, i): [FastifyInstance, InjectOptions] => [
    processes[i % processes.length]!,
    { url, remoteAddress },
  ]);
};

describe("rate limits counted in Redis", () => {
  it("has two processes spend one allowance, for the general limit and a route's own", async () => {
    const other = await anotherProcess({});
    const both = [ctx.app, other];
    expect(await statuses(alternating(both, GENERAL, 5))).toEqual(underLimit(5, GENERAL_LIMIT));
    expect(await statuses(alternating(both, STRICT, 4))).toEqual(underLimit(4, STRICT_LIMIT));
  });

  it("counts per process without REDIS_URL, as before", async () => {
    const first = await anotherProcess({ redisUrl: undefined });
    const second = await anotherProcess({ redisUrl: undefined });
    // Each process allows the whole limit, so together they allow it twice.
    const count = 2 * GENERAL_LIMIT + 2;
    const expected = Array.from({ length: count }, (_, i) => (i < 2 * GENERAL_LIMIT ? 200 : 429));
    expect(await statuses(alternating([first, second], GENERAL, count))).toEqual(expected);
  });

  it("keeps answering on per-process limits when Redis dies, and logs it", async () => {
    const other = await anotherProcess({});
    const warn = vi.spyOn(ctx.app.log, "warn");
    await redis.kill();

    // Each process now counts on its own: the whole limit on one, then refusals, never a 500.
    const alone = alternating([ctx.app], GENERAL, GENERAL_LIMIT + 2);
    expect(await statuses(alone)).toEqual(underLimit(GENERAL_LIMIT + 2, GENERAL_LIMIT));
    const strict = alternating([other], STRICT, STRICT_LIMIT + 1);
    expect(await statuses(strict)).toEqual(underLimit(STRICT_LIMIT + 1, STRICT_LIMIT));

    const logged = warn.mock.calls.map((call) => call.at(-1));
    expect(logged).toContainEqual(
      expect.stringMatching(
        /^Redis at 127\.0\.0\.1:\d+ is not answering; rate limits are counted per process/,
      ),
    );
    warn.mockRestore();
  });
});
