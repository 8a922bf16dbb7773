import path from "node:path";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { ImageStorage } from "../lib/storage/storage.ts";
import { seedCategories } from "./categories.ts";
import { seedContent } from "./content.ts";
import { type DemoOptions, seedDemoHelpers } from "./demo.ts";
import { openImageJournal } from "./image-journal.ts";
import { seedContentPages } from "./pages.ts";
import { seedPlans } from "./plans.ts";
import { seedReferenceData } from "./reference.ts";

export interface SeedOptions {
  /** Demo helpers to add to an empty catalogue; omit for reference data only. */
  demo?: DemoOptions;
  /**
   * A file listing the images being written, so a seed killed half-way leaves no orphans
   * (docs/decisions/006). The server passes one; tests that seed in memory need none.
   */
  imageJournal?: string;
}

/**
 * Fills whatever is empty: reference lists, categories, plans, settings, banners and policy
 * pages always; demo helpers when asked. Safe to run on every start. All or nothing: the rows go in one
 * transaction, and the images of a seed that died are removed by the next one.
 */
export async function seedDatabase(
  db: Db,
  storage: ImageStorage,
  options: SeedOptions = {},
): Promise<{ demoHelpers: number }> {
  const journal = options.imageJournal
    ? await openImageJournal(db, storage, options.imageJournal)
    : undefined;
  const images = journal?.storage ?? storage;
  const demoHelpers = await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await Promise.all([
      seedCategories(tx, images),
      seedPlans(tx, images),
      seedContent(tx, images),
      seedContentPages(tx),
    ]);
    return options.demo ? seedDemoHelpers(tx, images, options.demo) : 0;
  });
  await journal?.clear();
  return { demoHelpers };
}

/** What the server and `npm run db:seed` seed, from the configuration. */
export function seedOptions(config: Config): SeedOptions {
  return {
    demo: config.seed === "demo" ? { helpers: config.seedHelpers } : undefined,
    imageJournal: path.join(config.dataDir, "seed-images.journal"),
  };
}
