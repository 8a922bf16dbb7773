import {
  CGST_RATE,
  DEFAULT_PLAN_SUBTITLE,
  DEFAULT_PLAN_TYPE,
  mediaUrl,
  PAISE_PER_RUPEE,
  planFeatures,
  SGST_RATE,
} from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import type { plans } from "../../db/schema.ts";
import { planPrices, toPricingPlan } from "./pricing.ts";

const row: typeof plans.$inferSelect = {
  id: 3,
  kind: "subscription",
  name: "gold",
  title: "Gold",
  subtitle: "Best value",
  description: "Twenty numbers",
  planType: "Premium Plan",
  badgeIcon: "BadgeKey0123456789ab",
  pricePaise: 99_950,
  enquiries: 20,
  tenureDays: 90,
  active: true,
  position: 0,
};

describe("planPrices", () => {
  it("answers rupees, each tax rounded to the paisa once, the total their sum", () => {
    const paise = 99_950;
    const cgst = Math.round(paise * CGST_RATE);
    const sgst = Math.round(paise * SGST_RATE);
    expect(planPrices(paise)).toEqual({
      amount: paise / PAISE_PER_RUPEE,
      cgst: cgst / PAISE_PER_RUPEE,
      sgst: sgst / PAISE_PER_RUPEE,
      tax: (cgst + sgst) / PAISE_PER_RUPEE,
      total_amount: (paise + cgst + sgst) / PAISE_PER_RUPEE,
    });
  });
});

describe("toPricingPlan", () => {
  it("is the spec's pricing entity, its price the amount before taxes", () => {
    const prices = planPrices(row.pricePaise);
    expect(toPricingPlan(row)).toEqual({
      id: row.id,
      name: row.name,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      plan_type: row.planType,
      badge_icon: mediaUrl(row.badgeIcon!),
      features: planFeatures(row.enquiries, row.tenureDays),
      enquiry: row.enquiries,
      tenure: row.tenureDays,
      price: prices.amount,
      ...prices,
    });
  });

  it("falls back to the spec's default savings line and plan type, and no badge", () => {
    const plan = toPricingPlan({ ...row, subtitle: null, planType: null, badgeIcon: null });
    expect(plan.subtitle).toBe(DEFAULT_PLAN_SUBTITLE);
    expect(plan.plan_type).toBe(DEFAULT_PLAN_TYPE);
    expect(plan.badge_icon).toBeNull();
  });
});
