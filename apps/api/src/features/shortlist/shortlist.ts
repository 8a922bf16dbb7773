import {
  apiMessages,
  type Maid,
  SHORTLIST_MAX_HELPERS,
  type ShortlistChange,
  shortlistMessages,
} from "@sahayi/contract";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { helpers, shortlistedHelpers } from "../../db/schema.ts";
import { lockAccount } from "../../lib/accounts/account-lock.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import {
  hasPublicPage,
  loadViewer,
  selectPublicHelpers,
  toPublicMaids,
} from "../../lib/public-helpers/public-maids.ts";

interface Change {
  userId: number;
  maidId: string;
}

/**
 * Keeps a helper with a public page (listed, or paused for now) on the user's shortlist. The user's row is locked first, so one
 * account's changes run one after another on any number of processes and the count is read
 * without a race: the cap holds however many taps arrive at once. Keeping one already kept
 * changes nothing.
 */
export function addToShortlist(db: Db, change: Change): Promise<ShortlistChange> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, change.userId);
    const [helper] = await tx
      .select({ id: helpers.id })
      .from(helpers)
      .where(and(eq(helpers.publicId, change.maidId), hasPublicPage()))
      .limit(1);
    if (!helper) throw notFound(apiMessages.maidNotFound);
    const inserted = await tx
      .insert(shortlistedHelpers)
      .values({ userId: change.userId, helperId: helper.id })
      .onConflictDoNothing()
      .returning({ helperId: shortlistedHelpers.helperId });
    const kept = await countKept(tx, change.userId);
    // Checked after the insert, inside the lock: an insert past the cap rolls back with the error.
    if (inserted.length > 0 && kept > SHORTLIST_MAX_HELPERS) {
      throw new AppError(409, "SHORTLIST_FULL", shortlistMessages.full);
    }
    return { maid_id: change.maidId, shortlisted: true, count: kept };
  });
}

/** Takes a helper off the shortlist; one not on it (or not a helper at all) is simply not there. */
export function removeFromShortlist(db: Db, change: Change): Promise<ShortlistChange> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, change.userId);
    await tx
      .delete(shortlistedHelpers)
      .where(
        and(
          eq(shortlistedHelpers.userId, change.userId),
          inArray(
            shortlistedHelpers.helperId,
            tx.select({ id: helpers.id }).from(helpers).where(eq(helpers.publicId, change.maidId)),
          ),
        ),
      );
    return {
      maid_id: change.maidId,
      shortlisted: false,
      count: await countKept(tx, change.userId),
    };
  });
}

/**
 * The shortlist, newest first, as the public sees each helper (numbers only for those this
 * user bought). A helper no longer listed is left out but stays kept: listed again, she is back.
 */
export async function listShortlist(deps: {
  db: Db;
  reference: CatalogReference;
  userId: number;
  verificationValidDays: number;
}): Promise<Maid[]> {
  const { db, userId } = deps;
  const [rows, viewer] = await Promise.all([
    selectPublicHelpers(db, deps.verificationValidDays)
      .innerJoin(shortlistedHelpers, eq(shortlistedHelpers.helperId, helpers.id))
      .where(and(eq(shortlistedHelpers.userId, userId), hasPublicPage()))
      .orderBy(desc(shortlistedHelpers.createdAt), desc(shortlistedHelpers.helperId)),
    loadViewer(db, { id: userId }),
  ]);
  return toPublicMaids(rows, deps.reference, viewer);
}

async function countKept(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ kept: count() })
    .from(shortlistedHelpers)
    .where(eq(shortlistedHelpers.userId, userId));
  return row?.kept ?? 0;
}
