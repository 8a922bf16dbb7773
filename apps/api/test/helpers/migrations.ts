import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect } from "vitest";
import { MIGRATIONS_FOLDER } from "../../src/db/client.ts";

// Hand-written data migrations are tested on rows written in the shape of the migrations
// before them, then run with the rest.

interface Journal {
  entries: { tag: string }[];
}

const folders: string[] = [];
const clients: PGlite[] = [];

/** Closes the databases and removes the folders the tests made: each test's afterEach. */
export async function closeMigratedDatabases() {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** The migrations folder as it was before `tag`: the same files, the journal cut short. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "sahayi-migrations-"));
  folders.push(dir);
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index, `no migration ${tag}`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** A database migrated up to just before `tag`, and a way to run every migration after. */
export async function databaseBefore(tag: string) {
  const client = new PGlite();
  clients.push(client);
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: await migrationsBefore(tag) });
  return {
    exec: (text: string) => client.exec(text),
    sql: <T>(text: string, params?: unknown[]) =>
      client.query<T>(text, params).then((result) => result.rows),
    migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}
