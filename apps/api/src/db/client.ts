import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Config } from "../config.ts";
import * as schema from "./schema.ts";

/** The database as services see it; the same whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so API processes starting together do
   * not migrate or seed twice.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Any fixed number; it names the advisory lock taken at start-up. */
const STARTUP_LOCK = 72_416_001;

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseTarget =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir: string }
  /** In memory, optionally starting from a dump made by `dumpPglite` (tests). */
  | { kind: "pglite-memory"; dump?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target.url, target.maxConnections);
  let client: PGlite;
  if (target.kind === "pglite") {
    await mkdir(target.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: target.dataDir });
  } else {
    client = await PGlite.create(target.dump ? { loadDataDir: target.dump } : {});
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns an embedded database, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

function openPostgres(url: string, maxConnections = 10): Database {
  // Notices ("relation already exists, skipping") are noise at start-up.
  const client = postgres(url, { max: maxConnections, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withStartupLock(work) {
      // A session lock lives on one connection, so that connection is set aside meanwhile.
      const connection = await client.reserve();
      try {
        await connection`select pg_advisory_lock(${STARTUP_LOCK})`;
        return await work();
      } finally {
        await connection`select pg_advisory_unlock(${STARTUP_LOCK})`.catch(() => {});
        connection.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/db. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "db") };
}

/** Snapshot of an in-memory PGlite database, so tests migrate once and copy it per file. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir("none");
}
