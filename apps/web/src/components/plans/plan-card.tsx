import type { PricingPlan } from "@sahayi/contract";
import * as plans from "@sahayi/contract/i18n/en/plans";
import { describePrice } from "@sahayi/contract/money";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { CheckIcon } from "../icons.tsx";

interface PlanCardProps {
  plan: PricingPlan;
  /** The card's button or link (Plan Details on the list, nothing on the details page). */
  action?: ReactNode;
  /** h2 on a page of plans, h3 inside a dialog that has its own h2. */
  headingLevel?: 2 | 3;
}

/**
 * Product §2 plan card: badge, plan type label, title, price with its GST and days, the feature
 * lines, the description and the savings line. The API fills the defaults (Basic Plan, the
 * savings text) so every client shows the same words; a Malayalam page shows its own for them
 * (the admin's words stay as typed) and builds the feature lines from the plan's numbers, in
 * the API's words on an English page.
 */
export function PlanCard({ plan, action, headingLevel = 2 }: PlanCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={`plan-${plan.id}-title`}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand"
    >
      <div className="flex items-center gap-3">
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50">
          {plan.badge_icon ? (
            <img src={plan.badge_icon} alt="" width={56} height={56} className="size-full" />
          ) : null}
        </div>
        <p className="rounded-full bg-accent-50 px-3 py-1 font-semibold text-accent-800 text-sm">
          {t(plan.plan_type)}
        </p>
      </div>
      <Heading id={`plan-${plan.id}-title`} className="font-bold text-2xl text-brand-900">
        {plan.title}
      </Heading>
      <PlanPrice price={plan.price} tenure={plan.tenure} />
      <ul aria-label={t(plans.features)} className="flex flex-col gap-2">
        {featureLines(plan).map((feature) => (
          <li key={feature} className="flex gap-2 text-ink">
            <CheckIcon className="mt-0.5 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.description ? <p className="text-muted">{plan.description}</p> : null}
      <p className="font-medium text-brand-700 text-sm">{t(plan.subtitle)}</p>
      {action ? <div className="mt-auto pt-2">{action}</div> : null}
    </article>
  );
}

/** A card's Plan Details button (product §2), to /plan-details/{id}; its name says which plan. */
export function PlanDetailsLink({ plan, onClick }: { plan: PricingPlan; onClick?: () => void }) {
  return (
    <Link
      to={paths.planDetails.href(plan.id)}
      onClick={onClick}
      className="btn btn-primary w-full"
      aria-label={t(plans.planDetailsOf, { title: plan.title })}
    >
      {t(plans.planDetails)}
    </Link>
  );
}

/** "Access 10 numbers", "Access available for 30 days": the API's lines, from the numbers. */
function featureLines(plan: PricingPlan): string[] {
  return [
    t(plans.accessNumbers, { enquiries: String(plan.enquiry) }),
    t(plans.accessDays, { days: String(plan.tenure) }),
  ];
}

/** What the plan costs at checkout, with the price before tax and the GST beside it. */
function PlanPrice({ price, tenure }: { price: number; tenure: number }) {
  const text = describePrice(price);
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="font-bold text-4xl text-ink">{text.total}</span>
        <span className="text-muted">{t(plans.perDays, { days: String(tenure) })}</span>
      </p>
      <p className="text-muted text-sm">
        {t(plans.priceSentence, { breakdown: text.breakdown, total: text.total })}
      </p>
    </div>
  );
}
