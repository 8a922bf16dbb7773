import type { ImageStorage } from "../../lib/storage.ts";
import type { Db } from "../client.ts";
import { seedCategories } from "./categories.ts";
import { seedContent } from "./content.ts";
import { type DemoOptions, seedDemoHelpers } from "./demo.ts";
import { seedPlans } from "./plans.ts";
import { seedReferenceData } from "./reference.ts";

export interface SeedOptions {
  /** Demo helpers to add to an empty catalogue; omit for reference data only. */
  demo?: DemoOptions;
}

/**
 * Fills whatever is empty: reference lists, categories, plans, settings and banners always;
 * demo helpers when asked. Safe to run on every start.
 */
export async function seedDatabase(
  db: Db,
  storage: ImageStorage,
  options: SeedOptions = {},
): Promise<{ demoHelpers: number }> {
  await seedReferenceData(db);
  await Promise.all([
    seedCategories(db, storage),
    seedPlans(db, storage),
    seedContent(db, storage),
  ]);
  const demoHelpers = options.demo ? await seedDemoHelpers(db, storage, options.demo) : 0;
  return { demoHelpers };
}
