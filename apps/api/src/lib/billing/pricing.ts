import {
  DEFAULT_PLAN_SUBTITLE,
  DEFAULT_PLAN_TYPE,
  mediaUrl,
  type PricingPlan,
  paiseToRupees,
  planFeatures,
  withTaxes,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { plans } from "../../db/schema.ts";

/** The plans a household can buy: subscriptions on sale (the registration fee is no plan to pick). */
export const planOnSale = and(eq(plans.kind, "subscription"), eq(plans.active, true));

type PlanRow = typeof plans.$inferSelect;

/** Prices and taxes of a plan in rupees, computed from paise so every figure rounds once. */
export function planPrices(pricePaise: number) {
  const taxed = withTaxes(pricePaise);
  return {
    amount: paiseToRupees(taxed.amountPaise),
    cgst: paiseToRupees(taxed.cgstPaise),
    sgst: paiseToRupees(taxed.sgstPaise),
    tax: paiseToRupees(taxed.cgstPaise + taxed.sgstPaise),
    total_amount: paiseToRupees(taxed.totalPaise),
  };
}

/** A subscription plan as the spec's pricing entity. */
export function toPricingPlan(plan: PlanRow): PricingPlan {
  const prices = planPrices(plan.pricePaise);
  return {
    id: plan.id,
    name: plan.name,
    title: plan.title,
    subtitle: plan.subtitle ?? DEFAULT_PLAN_SUBTITLE,
    description: plan.description,
    plan_type: plan.planType ?? DEFAULT_PLAN_TYPE,
    badge_icon: plan.badgeIcon ? mediaUrl(plan.badgeIcon) : null,
    features: planFeatures(plan.enquiries, plan.tenureDays),
    enquiry: plan.enquiries,
    tenure: plan.tenureDays,
    price: prices.amount,
    ...prices,
  };
}
