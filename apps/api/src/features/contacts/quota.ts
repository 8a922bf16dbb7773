import { and, eq, gt, lte } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";
import { type Quota, sumQuota } from "../../lib/billing/quota.ts";

/** The enquiries of the plans running at `now`, summed as the profile shows them. */
export async function quotaOf(db: Db | Tx, userId: number, now: Date): Promise<Quota> {
  const running = await db
    .select({ total: subscriptions.enquiriesTotal, used: subscriptions.enquiriesUsed })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    );
  return sumQuota(running);
}
