import type { UserSubscription } from "@sahayi/contract";

/**
 * What a subscription or payment was for: the plan's title as the heading, its slogan under
 * it. An answer without the title (an older server) shows the slogan alone, as the spec did.
 */
export function PlanName({ plan }: { plan: UserSubscription["maid_registration_plan"] }) {
  const title = plan.title ?? plan.subtitle;
  return (
    <div className="min-w-0">
      <p className="font-semibold text-brand-900">{title}</p>
      {plan.subtitle !== title ? <p className="text-muted text-sm">{plan.subtitle}</p> : null}
    </div>
  );
}
