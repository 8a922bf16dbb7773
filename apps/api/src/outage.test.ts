import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiErrorSchema, apiMessages } from "@sahayi/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, createCluster, freePort } from "../test/helpers/servers/postgres-cluster.ts";
import { killServers, startServer } from "../test/helpers/servers/server-process.ts";
import { testConfig } from "../test/helpers/test-app.ts";
import { buildApp } from "./app.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "./db/unavailable.ts";
import { createLocalStorage, uploadsDir } from "./lib/storage/storage.ts";
import { seedDatabase } from "./seed/index.ts";

/**
 * The promise: an outage is answered in seconds (the connect timeout is 1.5 s),
 * never a 500 after the system's TCP timeout of minutes. The bound leaves room for a loaded
 * 2-core machine, where the black hole below has taken 2.3 s; speed itself is not timed here.
 */
const OUTAGE_ANSWER_MS = 5000;

/** A route that reads the database on every call (caches are off in tests), and health. */
const ROUTES = ["/api/user/search-maids?page_size=1", "/api/health"];

let cluster: Cluster;
let dataDir: string;

beforeAll(async () => {
  cluster = await createCluster();
  await cluster.start();
  dataDir = await mkdtemp(path.join(tmpdir(), "sahayi-outage-"));
  const database = await openDatabase({ kind: "postgres", url: cluster.url });
  await database.migrate();
  await seedDatabase(database.db, createLocalStorage(uploadsDir(dataDir)));
  await database.close();
});

afterAll(async () => {
  await killServers();
  await cluster?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(killServers);

async function expectUnavailable(app: FastifyInstance, url: string) {
  const started = performance.now();
  const response = await app.inject({ url });
  const elapsed = performance.now() - started;
  expect(response.statusCode, `${url}: ${response.body}`).toBe(503);
  expect(elapsed, url).toBeLessThan(OUTAGE_ANSWER_MS);
  expect(response.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(apiErrorSchema.strict().parse(response.json())).toEqual({
    error: apiMessages.databaseUnavailable,
    code: "DATABASE_UNAVAILABLE",
  });
  return elapsed;
}

/**
 * When every route answers 200 again. A connection that was told of the shutdown can still
 * fail its first query after the restart (postgres.js), so this polls instead of trusting one
 * request.
 */
async function untilAllAnswer200(app: FastifyInstance): Promise<number> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const statuses = await Promise.all(
      ROUTES.map(async (url) => (await app.inject({ url })).statusCode),
    );
    if (statuses.every((status) => status === 200)) return performance.now();
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(performance.now()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("PostgreSQL stopped and started under a running API", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ kind: "postgres", url: cluster.url, maxConnections: 4 });
    app = await buildApp({ config: testConfig(), db: database.db });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  for (const mode of ["fast", "immediate"] as const) {
    it(`answers 503 with Retry-After within seconds while it is down (${mode} stop), then recovers without a restart`, async () => {
      for (const url of ROUTES) {
        expect((await app.inject({ url })).statusCode, url).toBe(200);
      }

      await cluster.stop(mode);
      const slowest = Math.max(
        ...(await Promise.all(ROUTES.map((url) => expectUnavailable(app, url)))),
        // A second round: connections are now known broken, not merely cut.
        ...(await Promise.all(ROUTES.map((url) => expectUnavailable(app, url)))),
      );

      await cluster.start();
      const restarted = performance.now();
      const recovery = await untilAllAnswer200(app);
      expect(recovery - restarted).toBeLessThan(OUTAGE_ANSWER_MS);
      // And it stays recovered.
      for (let round = 0; round < 3; round++) {
        for (const url of ROUTES) expect((await app.inject({ url })).statusCode, url).toBe(200);
      }
      process.stdout.write(
        `outage (${mode}): slowest 503 ${Math.round(slowest)} ms, recovered ${Math.round(recovery - restarted)} ms after the restart\n`,
      );
    });
  }
});

it("answers 503 within seconds when the database host takes connections but never answers", async () => {
  // A black hole: what a vanished host behind a firewall looks like to a client.
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  const port = await freePort();
  await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
  const database = await openDatabase({
    kind: "postgres",
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  const app = await buildApp({ config: testConfig(), db: database.db });
  try {
    await expectUnavailable(app, "/api/health");
  } finally {
    await app.close();
    await database.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});

it("survives a new connection cut while it looks up array types (patches/postgres+3.4.9.patch)", async () => {
  // postgres.js looks up array types on every new connection and left that lookup's failure
  // unhandled, which stops a Node process (and fails this run). A proxy cuts the first
  // connection exactly there; later connections pass.
  const target = Number(new URL(cluster.url).port);
  let cut = 0;
  const sockets: Socket[] = [];
  const proxy = createServer((client) => {
    const server = connect(target, "127.0.0.1");
    sockets.push(client, server);
    client.on("data", (chunk) => {
      if (cut === 0 && chunk.includes("typarray")) {
        cut++;
        // A reset, as when the server vanishes: the lookup fails with ECONNRESET.
        client.resetAndDestroy();
        server.destroy();
        return;
      }
      server.write(chunk);
    });
    server.pipe(client);
    client.on("error", () => server.destroy());
    server.on("error", () => client.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  const database = await openDatabase({
    kind: "postgres",
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    maxConnections: 1,
  });
  try {
    // The query waiting for the connection fails as in any outage (the app answers 503)...
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { code: "ECONNRESET" },
    });
    expect(cut).toBe(1);
    // ...and the next one gets a new connection.
    expect(await database.db.execute(sql`select 42 as answer`)).toEqual([{ answer: 42 }]);
  } finally {
    await database.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  }
});

describe("start-up while PostgreSQL is down", { timeout: 60_000 }, () => {
  it("waits with backoff, saying what it waits for, and serves once the database is up", async () => {
    await cluster.stop("fast");
    const server = startServer({
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      DATABASE_CONNECT_TIMEOUT_SECONDS: "60",
    });
    const waiting = await server.waitFor(/waiting for the database/);
    expect(waiting).toMatch(/127\.0\.0\.1:\d+\/postgres \(ECONNREFUSED\); retrying in \d+ ms/);
    // Let it retry a few times before the database comes.
    await server.waitFor(/retrying in 1000 ms/);
    await cluster.start();
    const port = await server.port();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("gives up after DATABASE_CONNECT_TIMEOUT_SECONDS with a non-zero exit", async () => {
    await cluster.stop("fast");
    try {
      const server = startServer({
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        DATABASE_CONNECT_TIMEOUT_SECONDS: "1",
      });
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toMatch(/is not reachable; stopping/);
      expect(server.output()).not.toMatch(/Server listening/);
    } finally {
      await cluster.start();
    }
  });
});
