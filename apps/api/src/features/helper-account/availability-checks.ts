import { askedBefore, LISTING_ASK_DAYS } from "@sahayi/contract";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helpers } from "../../db/schema.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { askInstant, confirmPageUrl } from "../../lib/availability-link/ask.ts";
import { confirmToken } from "../../lib/availability-link/token.ts";
import { enqueueMessage } from "../../lib/outbox/enqueue.ts";

const DAY_MS = 86_400_000;
/**
 * Helpers asked in one run at most: a first run after the migration meets every listing at
 * once, and the runs every 10 minutes work through them without one long transaction.
 */
const ASKS_PER_RUN = 500;

export interface AvailabilityCheckDeps {
  db: Db;
  keyedHash: Tokens["keyedHash"];
  /** The site's address, for her link. */
  origin: string;
  now?: Date;
  /** Asks this helper only (the development route). */
  helperId?: number;
}

/**
 * Asks each listed helper not confirmed for LISTING_ASK_DAYS, and not asked in as many days,
 * by SMS to confirm with one tap (decision 045). A paused, suspended or unlisted helper is
 * not asked. The helpers are claimed by one conditional update, so processes running this at
 * once ask each helper once; the SMS is queued in the same transaction. Returns how many.
 */
export async function askForConfirmations(deps: AvailabilityCheckDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const askedAt = askInstant(now);
  const due = and(
    deps.helperId === undefined ? undefined : eq(helpers.id, deps.helperId),
    eq(helpers.status, "approved"),
    lte(helpers.availabilityConfirmedOn, askedBefore(now)),
    or(
      isNull(helpers.availabilityAskedAt),
      lte(helpers.availabilityAskedAt, new Date(now.getTime() - LISTING_ASK_DAYS * DAY_MS)),
    ),
  );
  return deps.db.transaction(async (tx) => {
    const asked = await tx
      .update(helpers)
      .set({
        availabilityAskedAt: askedAt,
        availabilityLinkUsedAt: null,
        updatedAt: sql`${helpers.updatedAt}`,
      })
      .where(
        and(
          due,
          inArray(
            helpers.id,
            tx.select({ id: helpers.id }).from(helpers).where(due).limit(ASKS_PER_RUN),
          ),
        ),
      )
      .returning({
        id: helpers.id,
        name: helpers.name,
        phone: helpers.mobileNumber,
        locale: helpers.locale,
      });
    for (const helper of asked) {
      const token = confirmToken(deps.keyedHash, helper.id, askedAt);
      // By SMS only: the link is for her phone, and one link keeps "works once" simple.
      await enqueueMessage(tx, {
        kind: "availability_check",
        key: `availability_check:${helper.id}:${askedAt.getTime()}`,
        values: { name: helper.name, link: confirmPageUrl(deps.origin, helper.locale, token) },
        phone: helper.phone,
        helperId: helper.id,
        locale: helper.locale,
      });
    }
    return asked.length;
  });
}
