import { type PricingPlan, paymentMessages } from "@sahayi/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { plans } from "../../db/schema.ts";
import { planOnSale, toPricingPlan } from "../../lib/billing/pricing.ts";
import { AppError } from "../../lib/errors.ts";

/** The subscription plans on sale, in display order, with prices and taxes in rupees. */
export async function listPlans(options: { db: Db }): Promise<PricingPlan[]> {
  const rows = await options.db
    .select()
    .from(plans)
    .where(planOnSale)
    .orderBy(asc(plans.position), asc(plans.id));
  return rows.map(toPricingPlan);
}

/** One plan on sale; an unknown, inactive or registration plan is a 404. */
export async function getPlan(options: { db: Db }, id: number): Promise<PricingPlan> {
  const [row] = await options.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), planOnSale));
  if (!row) throw new AppError(404, "NOT_FOUND", paymentMessages.planNotFound);
  return toPricingPlan(row);
}
