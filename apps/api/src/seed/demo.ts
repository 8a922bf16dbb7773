import { LISTING_DROP_OUT_DAYS } from "@sahayi/contract";
import { inArray, sql } from "drizzle-orm";
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
  await spreadDemoConfirmations(
    db,
    approved.map((helper) => helper.id),
  );
  // A few awaiting review, so the admin console has work and the public never sees them.
  const waiting = await createHelpers(context, {
    count: DEMO_WAITING_HELPERS,
    images,
    seed: 7,
    spec: (i) => ({ status: i < 4 ? "pending" : i === 4 ? "rejected" : "awaiting_payment" }),
  });
  return approved.length + waiting.length;
}

/** Demo confirmations reach back this many days; one helper in 12 lies past the drop-out. */
const DEMO_CONFIRMED_WITHIN_DAYS = 45;
const DEMO_STALE_EVERY = 12;

/**
 * Spreads the demo helpers' last confirmations over the last weeks (decision 045), so cards say
 * "confirmed 12 days ago" and the recently-confirmed order means something; one in
 * DEMO_STALE_EVERY is past LISTING_DROP_OUT_DAYS, left out of the default search and shown by
 * its switch.
 */
async function spreadDemoConfirmations(db: Db, ids: number[]): Promise<void> {
  const daysAgo = sql`case when ${helpers.id} % ${DEMO_STALE_EVERY} = 0
    then ${LISTING_DROP_OUT_DAYS + 1} + ${helpers.id} % 20
    else (${helpers.id} * 7) % ${DEMO_CONFIRMED_WITHIN_DAYS} end`;
  await db
    .update(helpers)
    .set({
      availabilityConfirmedOn: sql`(now() at time zone 'Asia/Kolkata')::date - (${daysAgo})::integer`,
    })
    .where(inArray(helpers.id, ids));
}
