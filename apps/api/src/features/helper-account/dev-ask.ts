import { addDays, LISTING_ASK_DAYS, todayInIndia } from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { helpers } from "../../db/schema.ts";
import { type AvailabilityCheckDeps, askForConfirmations } from "./availability-checks.ts";

/**
 * Development only: the listed helper with this phone is made due her monthly ask (her day
 * set back LISTING_ASK_DAYS, no ask in as long) and asked now, so the browser tests read her
 * link without waiting a month. Returns whether she was asked.
 */
export async function askNow(deps: AvailabilityCheckDeps, phone: string): Promise<boolean> {
  const [helper] = await deps.db
    .update(helpers)
    .set({
      availabilityConfirmedOn: addDays(todayInIndia(), -LISTING_ASK_DAYS),
      availabilityAskedAt: null,
    })
    .where(and(eq(helpers.mobileNumber, phone), eq(helpers.status, "approved")))
    .returning({ id: helpers.id });
  if (!helper) return false;
  return (await askForConfirmations({ ...deps, helperId: helper.id })) > 0;
}
