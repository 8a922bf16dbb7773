import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database, Db } from "../../src/db/client.ts";
import {
  createLocalStorage,
  type ImageStorage,
  uploadsDir,
} from "../../src/lib/storage/storage.ts";
import { openTestDatabase } from "../setup/test-database.ts";

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  storage: ImageStorage;
  config: Config;
  database: Database;
}

/**
 * Configuration for tests: quiet, no rate limit, no cache (tests change data between calls),
 * no outbox worker, no web build unless a test asks for one.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const { dataDir } = inject("template");
  return {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, "no-web-build"),
      RATE_LIMIT_PER_MINUTE: "0",
      CACHE_TTL_MS: "0",
      // Tests deliver the outbox themselves, when they choose (features/outbox).
      MESSAGES_POLL_INTERVAL_MS: "0",
    }),
    ...overrides,
  };
}

/** `addRoutes` adds routes of the test's own before the app is ready. */
export async function createTestContext(
  overrides: Partial<Config> = {},
  addRoutes?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const config = testConfig(overrides);
  const database = await openTestDatabase(inject("template"));
  const storage = createLocalStorage(uploadsDir(config.dataDir));
  const app = await buildApp({ config, db: database.db, storage });
  addRoutes?.(app);
  await app.ready();
  return { app, db: database.db, storage, config, database };
}

/**
 * `beforeAll` whose failure fails every test after it. A failing `beforeAll` on its own only
 * skips the tests, and mutation testing counts a skipped test as passing: a mutant that breaks
 * the set-up (building the app, making data) would be reported as surviving.
 */
export function beforeAllOrFail(prepare: () => Promise<void> | void, timeoutMs?: number): void {
  let failure: { error: unknown } | undefined;
  beforeAll(async () => {
    try {
      await prepare();
    } catch (error) {
      failure = { error };
    }
  }, timeoutMs);
  beforeEach(() => {
    if (failure) throw failure.error;
  });
}

/**
 * One app and one database for the test file: built before the first test, closed after the
 * last. Read the fields inside tests, not at module load.
 */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const context = {} as TestContext;
  beforeAllOrFail(async () => {
    Object.assign(context, await createTestContext(overrides));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** POST a JSON body, the way the web app calls the API. */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: "POST", url, payload: body as object, headers });
}
