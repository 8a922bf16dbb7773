import { mkdir } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Config } from "../config.ts";
import { lockFolder } from "./folder-lock.ts";
import * as schema from "./schema.ts";
import { databaseUnavailableCode } from "./unavailable.ts";

/** The database as services see it; the same whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where it is, for logs: a folder, or host:port/name without credentials. */
  location: string;
  /**
   * Resolves once the database answers, retrying with backoff while it is unreachable, and
   * rejects with the last error after `timeoutSeconds`.
   */
  waitUntilReachable(options: WaitOptions): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so API processes starting together do
   * not migrate or seed twice.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface WaitOptions {
  timeoutSeconds: number;
  /** Called before each pause with what failed, e.g. ECONNREFUSED. */
  onWait?: (wait: { code: string; retryInMs: number; giveUpInMs: number }) => void;
}

/**
 * A healthy server accepts a connection in milliseconds, even across a region; waiting longer
 * only delays the 503 a client gets while the database is down, which must come within 2 s.
 */
const CONNECT_TIMEOUT_SECONDS = 1.5;

/**
 * Seconds a broken connection waits before connecting again. postgres.js grows this up to
 * 20 s while connects keep failing, and the request that needs the connection waits it out;
 * a short, capped pause keeps outage answers fast and reconnects at once when the server is
 * back. Refused connects are cheap for the server, so this cannot hammer it.
 */
const reconnectDelaySeconds = (failures: number) => Math.min(0.02 * 2 ** failures, 0.25);

/** Any fixed number; it names the advisory lock taken at start-up. */
const STARTUP_LOCK = 72_416_001;
/** How often a process starting beside another asks again whether it may migrate. */
const STARTUP_LOCK_RETRY_MS = 200;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseTarget =
  /**
   * `prepare: false` sends every query unnamed, for a pooler in transaction mode (pgbouncer),
   * which hands each transaction a server connection that never saw the named statements.
   */
  | { kind: "postgres"; url: string; maxConnections?: number; prepare?: boolean }
  | { kind: "pglite"; dataDir: string }
  /** In memory, optionally starting from a dump made by `dumpPglite` (tests). */
  | { kind: "pglite-memory"; dump?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target);
  if (target.kind === "pglite-memory") {
    const client = await PGlite.create(target.dump ? { loadDataDir: target.dump } : {});
    return pglite(client, "memory", async () => {});
  }
  await mkdir(target.dataDir, { recursive: true });
  const lock = await lockFolder(target.dataDir);
  try {
    const client = await PGlite.create({ dataDir: target.dataDir });
    return pglite(client, target.dataDir, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function pglite(client: PGlite, location: string, release: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    location,
    // In this process, so it is there as soon as it is open.
    waitUntilReachable: async () => {},
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns an embedded database (the folder lock), so there is nobody to wait for.
    withStartupLock: (work) => work(),
    async close() {
      await client.close();
      await release();
    },
  };
}

function openPostgres({
  url,
  maxConnections = 10,
  prepare = true,
}: DatabaseTarget & { kind: "postgres" }): Database {
  // Notices ("relation already exists, skipping") are noise at start-up.
  const client = postgres(url, {
    max: maxConnections,
    prepare,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    onnotice: () => {},
  });
  const db = drizzlePostgres({ client, schema });
  const { hostname, port, pathname } = new URL(url);
  return {
    db: db as unknown as Db,
    kind: "postgres",
    location: `${hostname}:${port || 5432}${pathname}`,
    async waitUntilReachable({ timeoutSeconds, onWait }) {
      const deadline = Date.now() + timeoutSeconds * 1000;
      // Broken connections are replaced on the next query, so a plain retry is enough.
      for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
        try {
          await client`select 1`;
          return;
        } catch (error) {
          const code = databaseUnavailableCode(error);
          const giveUpInMs = deadline - Date.now();
          if (!code || giveUpInMs <= 0) throw error;
          const retryInMs = Math.min(delay, giveUpInMs);
          onWait?.({ code, retryInMs, giveUpInMs });
          await sleep(retryInMs);
        }
      }
    },
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withStartupLock(work) {
      // The lock belongs to a transaction left open on a connection set aside meanwhile, so
      // a pooler in transaction mode keeps that server connection for it until the commit
      // (a session lock could be taken on one server connection and released on another).
      // Waiting processes try again after a pause instead of blocking inside the pooler's
      // server connections: blocked, a few of them could take every one of those and leave
      // none for the holder's work. A process killed half-way ends the transaction, and with
      // it the lock.
      const connection = await client.reserve();
      try {
        for (;;) {
          await connection`begin`;
          const [row] = await connection`select pg_try_advisory_xact_lock(${STARTUP_LOCK}) as held`;
          if (row?.held) break;
          await connection`rollback`;
          await sleep(STARTUP_LOCK_RETRY_MS);
        }
        const result = await work();
        await connection`commit`;
        return result;
      } catch (error) {
        await connection`rollback`.catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/db. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl, prepare: config.databasePrepare }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "db") };
}

/** Snapshot of an in-memory PGlite database, so tests migrate once and copy it per file. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir("none");
}
