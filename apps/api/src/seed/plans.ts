import { DEFAULT_PLAN_SUBTITLE } from "@sahayi/contract";
import type { Db } from "../db/client.ts";
import { plans } from "../db/schema.ts";
import { storeSvg } from "../lib/storage/images.ts";
import type { ImageStorage } from "../lib/storage/storage.ts";
import { planBadgeSvg } from "./artwork/banners.ts";
import { isEmpty } from "./reference.ts";

const SUBSCRIPTIONS = [
  {
    name: "Basic",
    title: "Basic Plan",
    planType: "Basic Plan",
    description: "For a household that needs one helper soon.",
    pricePaise: 49_900,
    enquiries: 10,
    tenureDays: 30,
    badge: { colour: "#B45309", stars: 1 },
  },
  {
    name: "Standard",
    title: "Standard Plan",
    planType: "Popular Plan",
    description: "Compare more helpers over two months before you decide.",
    pricePaise: 99_900,
    enquiries: 25,
    tenureDays: 60,
    badge: { colour: "#64748B", stars: 2 },
  },
  {
    name: "Premium",
    title: "Premium Plan",
    planType: "Premium Plan",
    description: "For families and agencies hiring several helpers.",
    pricePaise: 199_900,
    enquiries: 60,
    tenureDays: 90,
    badge: { colour: "#CA8A04", stars: 3 },
  },
];

/** What the cheapest demo plan costs before tax, for the banner that advertises it. */
export const LOWEST_PLAN_PRICE_PAISE = Math.min(...SUBSCRIPTIONS.map((plan) => plan.pricePaise));

/** Three subscription plans and the helper registration fee; prices in paise. */
export async function seedPlans(db: Db, storage: ImageStorage): Promise<void> {
  if (!(await isEmpty(db, plans))) return;
  const subscriptions = await Promise.all(
    SUBSCRIPTIONS.map(async ({ badge, ...plan }, position) => ({
      ...plan,
      kind: "subscription" as const,
      subtitle: DEFAULT_PLAN_SUBTITLE,
      badgeIcon: await storeSvg(storage, planBadgeSvg(badge.colour, badge.stars)),
      position,
    })),
  );
  await db.insert(plans).values([
    ...subscriptions,
    {
      kind: "maid_registration",
      name: "Helper Registration",
      title: "Helper Registration",
      subtitle: "Maid registration fee",
      description: "One-time fee to list a helper profile once our team has reviewed it.",
      pricePaise: 29_900,
    },
  ]);
}
