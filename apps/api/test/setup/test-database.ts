import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { type Database, openDatabase } from "../../src/db/client.ts";

/** What the global setup hands to every test file (see vitest's provide/inject). */
export interface TestTemplate {
  dataDir: string;
  /** PGlite: a dump file to load. PostgreSQL: a template database to copy. */
  pgliteDump?: string;
  /** Databases of one run share a prefix, so its teardown drops exactly those. */
  postgres?: { url: string; template: string; prefix: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    template: TestTemplate;
  }
}

export const TEST_DB_PREFIX = "sahayi_test_";

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A database of its own for one test file, copied from the migrated and seeded template. */
export async function openTestDatabase(template: TestTemplate): Promise<Database> {
  if (template.postgres) {
    const { url, template: source, prefix } = template.postgres;
    const name = `${prefix}${randomBytes(6).toString("hex")}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database "${name}" template "${source}"`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({
      kind: "postgres",
      url: databaseUrlWithName(url, name),
      maxConnections: 4,
    });
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = postgres(url, { max: 1, onnotice: () => {} });
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = await readFile(template.pgliteDump!);
  return openDatabase({ kind: "pglite-memory", dump: new Blob([dump]) });
}
