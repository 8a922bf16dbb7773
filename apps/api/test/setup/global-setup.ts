import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { dumpPglite, openDatabase } from "../../src/db/client.ts";
import { createLocalStorage, uploadsDir } from "../../src/lib/storage/storage.ts";
import { seedDatabase } from "../../src/seed/index.ts";
import { databaseUrlWithName, TEST_DB_PREFIX, type TestTemplate } from "./test-database.ts";

/**
 * Migrates once per run and seeds the reference data (districts, categories with their
 * pictures, plans, banners). Test files copy the result: a PGlite dump, or a PostgreSQL
 * template database when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "sahayi-test-"));
  const storage = createLocalStorage(uploadsDir(dataDir));
  const url = process.env.DATABASE_URL;
  const template: TestTemplate = { dataDir };

  if (url) {
    const prefix = `${TEST_DB_PREFIX}${randomBytes(4).toString("hex")}_`;
    const name = `${prefix}template`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const database = await openDatabase({ kind: "postgres", url: databaseUrlWithName(url, name) });
    await database.migrate();
    await seedDatabase(database.db, storage);
    // A template may have no open connections while it is being copied.
    await database.close();
    template.postgres = { url, template: name, prefix };
    project.provide("template", template);
    return async () => {
      // Test files drop their own databases; this also catches those of a crashed file.
      const ours = await admin<{ datname: string }[]>`
        select datname from pg_database where starts_with(datname, ${prefix})`;
      for (const { datname } of ours) {
        await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      }
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const database = await openDatabase({ kind: "pglite-memory" });
  await database.migrate();
  await seedDatabase(database.db, storage);
  template.pgliteDump = path.join(dataDir, "template.tar");
  await writeFile(
    template.pgliteDump,
    Buffer.from(await (await dumpPglite(database)).arrayBuffer()),
  );
  await database.close();
  project.provide("template", template);
  return () => rm(dataDir, { recursive: true, force: true });
}
