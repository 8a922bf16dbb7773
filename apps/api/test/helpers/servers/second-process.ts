import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../src/app.ts";
import type { Config } from "../../../src/config.ts";
import type { TestContext } from "../test-app.ts";

/**
 * Another API process on the test's database: its own caches and state, as a second
 * process behind a load balancer has, with settings of its own where `overrides` says.
 * Close it after use.
 */
export async function secondProcess(
  ctx: TestContext,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const config = { ...ctx.config, ...overrides };
  const app = await buildApp({ config, db: ctx.db, storage: ctx.storage });
  await app.ready();
  return app;
}
