import type { AdminPlan, AdminPlanForm } from "@sahayi/contract/admin/catalogue";
import { describePrice } from "@sahayi/contract/money";

/** A plan as its form and its table row show it, apart from the page so the rules read alone. */

export const planKindNames: Record<AdminPlan["kind"], string> = {
  subscription: "Subscription",
  maid_registration: "Helper registration",
};

/** The form of a new plan. */
export const EMPTY_PLAN: AdminPlanForm = {
  name: "",
  title: "",
  subtitle: "",
  description: "",
  plan_type: "",
  badge_icon: null,
  price: 0,
  enquiries: 0,
  tenure_days: 30,
  active: true,
  position: 0,
};

/** The form's fields: a 400's field messages land on the inputs of these names. */
export const PLAN_FIELDS = Object.keys(EMPTY_PLAN) as (keyof AdminPlanForm)[];

/** A saved plan as its form starts: a missing subtitle or type label is an empty input. */
export function planFormOf(plan: AdminPlan): AdminPlanForm {
  return {
    name: plan.name,
    title: plan.title,
    subtitle: plan.subtitle ?? "",
    description: plan.description,
    plan_type: plan.plan_type ?? "",
    badge_icon: plan.badge_icon,
    price: plan.price,
    enquiries: plan.enquiries,
    tenure_days: plan.tenure_days,
    active: plan.active,
    position: plan.position,
  };
}

/** The table's "Enquiries / days": only a subscription has them. */
export const planQuota = (plan: AdminPlan) =>
  plan.kind === "subscription" ? `${plan.enquiries} / ${plan.tenure_days}` : "—";

/** The price field's hint begins with what buyers pay, once the typed price is one. */
export const buyersPay = (price: number) =>
  Number.isFinite(price) && price > 0 ? `Buyers pay ${describePrice(price).sentence}. ` : "";
