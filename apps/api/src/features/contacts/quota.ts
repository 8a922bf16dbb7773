import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Quota {
  remaining: number;
  total: number;
  /** Some subscription runs now (it may have no enquiries left). */
  active: boolean;
}

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
  return {
    remaining: running.reduce((sum, s) => sum + Math.max(0, s.total - s.used), 0),
    total: running.reduce((sum, s) => sum + s.total, 0),
    active: running.length > 0,
  };
}
