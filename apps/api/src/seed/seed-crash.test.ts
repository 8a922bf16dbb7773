import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, expect, it, onTestFinished } from "vitest";
import {
  killServers,
  preparedDataDir,
  startServer,
} from "../../test/helpers/servers/server-process.ts";
import { openDatabase } from "../db/client.ts";
import { helpers } from "../db/schema.ts";
import { uploadsDir } from "../lib/storage/storage.ts";
import { DEMO_WAITING_HELPERS } from "./demo.ts";
import { referencedImageKeys } from "./image-journal.ts";

afterAll(killServers);

/** Small, so the test is quick; big enough that the kill lands while pictures are drawn. */
const SEED_HELPERS = 10;

const folders = async (dataDir: string) => {
  const uploads = uploadsDir(dataDir);
  return existsSync(uploads) ? new Set(await readdir(uploads)) : new Set<string>();
};

it("a start killed (SIGKILL) half-way through the demo seed, started again, ends with exactly the configured data", {
  timeout: 90_000,
}, async () => {
  const dataDir = await preparedDataDir();
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, SEED: "demo", SEED_HELPERS: String(SEED_HELPERS) };
  const before = await folders(dataDir);

  const killed = startServer(env);
  // Kill once the seed has stored a good few pictures, long before it can be done.
  for (;;) {
    if ((await folders(dataDir)).size >= before.size + 8) break;
    expect(killed.output()).not.toMatch(/seeded|Server listening/);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  killed.child.kill("SIGKILL");
  await killed.exited;
  expect(killed.output()).not.toMatch(/seeded \d+ demo helpers/);
  const journal = path.join(dataDir, "seed-images.journal");
  expect((await readFile(journal, "utf8")).split("\n").length).toBeGreaterThan(8);

  const again = startServer(env);
  await again.port();
  expect(again.output()).toMatch(
    new RegExp(`seeded ${SEED_HELPERS + DEMO_WAITING_HELPERS} demo helpers`),
  );
  again.child.kill("SIGTERM");
  expect((await again.exited).code).toBe(0);

  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    const [approved] = await database.db
      .select({ n: count() })
      .from(helpers)
      .where(eq(helpers.status, "approved"));
    const [all] = await database.db.select({ n: count() }).from(helpers);
    expect(approved?.n).toBe(SEED_HELPERS);
    expect(all?.n).toBe(SEED_HELPERS + DEMO_WAITING_HELPERS);
    // No orphans and nothing missing: the pictures added are exactly those new rows point at
    // (the prepared DATA_DIR starts with pictures of its own, which are not the seed's).
    const onDisk = await folders(dataDir);
    const referenced = await referencedImageKeys(database.db);
    const added = [...onDisk].filter((key) => !before.has(key));
    const newlyReferenced = [...referenced].filter((key) => !before.has(key));
    expect(new Set(added)).toEqual(new Set(newlyReferenced));
    expect(newlyReferenced.length).toBeGreaterThanOrEqual(SEED_HELPERS + DEMO_WAITING_HELPERS);
    for (const key of referenced) expect(onDisk.has(key), key).toBe(true);
    expect(existsSync(journal)).toBe(false);
  } finally {
    await database.close();
  }
});
