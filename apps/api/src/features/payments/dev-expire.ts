import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions, users } from "../../db/schema.ts";

/**
 * Development only: ends the running subscriptions of the user with this phone a minute ago,
 * so the browser tests can see the Expired banner without waiting for a plan to run out.
 * Returns how many ended, or null when no user has the phone.
 */
export async function expireSubscriptions(db: Db, phone: string): Promise<number | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobileNumber, phone));
  if (!user) return null;
  const ended = await db
    .update(subscriptions)
    .set({
      startsAt: sql`least(${subscriptions.startsAt}, now() - interval '1 day')`,
      endsAt: sql`now() - interval '1 minute'`,
    })
    .where(and(eq(subscriptions.userId, user.id), gt(subscriptions.endsAt, sql`now()`)))
    .returning({ id: subscriptions.id });
  return ended.length;
}
