import type { Db } from "../db/client.ts";
import { helpers } from "../db/schema.ts";
import type { ImageStorage } from "../lib/storage/storage.ts";
import { createHelpers } from "./factories/helper.ts";
import { createDemoVerifications } from "./factories/verification.ts";
import { isEmpty } from "./reference.ts";

export interface DemoOptions {
  /** Approved helpers to create; spread over every district, gender and category. */
  helpers: number;
  /** "unique" draws each helper's own pictures; tests pass "pool" to stay fast. */
  images?: "unique" | "pool";
}

/** Helpers the demo seed adds beside the approved ones: pending, rejected, awaiting payment. */
export const DEMO_WAITING_HELPERS = 6;

/** Demo helpers, only into a database that has none: a real catalogue is never touched. */
export async function seedDemoHelpers(
  db: Db,
  storage: ImageStorage,
  options: DemoOptions,
): Promise<number> {
  if (!(await isEmpty(db, helpers))) return 0;
  const context = { db, storage };
  const images = options.images ?? "unique";
  // A fixed seed gives every fresh install the same demo people.
  const approved = await createHelpers(context, {
    count: options.helpers,
    images,
    seed: 20_241_221,
    spacingMs: 3 * 3_600_000,
  });
  // About a third verified, with the records an admin would have made (decision 019).
  await createDemoVerifications(db, approved, 20_261_126);
  // A few awaiting review, so the admin console has work and the public never sees them.
  const waiting = await createHelpers(context, {
    count: DEMO_WAITING_HELPERS,
    images,
    seed: 7,
    spec: (i) => ({ status: i < 4 ? "pending" : i === 4 ? "rejected" : "awaiting_payment" }),
  });
  return approved.length + waiting.length;
}
