import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import type { TestContext } from "./test-app.ts";

/**
 * Another API process on the test's database: its own caches and state, as a second
 * process behind a load balancer has. Close it after use.
 */
export async function secondProcess(ctx: TestContext): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.config, db: ctx.db, storage: ctx.storage });
  await app.ready();
  return app;
}
