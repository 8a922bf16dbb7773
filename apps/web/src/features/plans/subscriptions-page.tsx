import * as plans from "@sahayi/contract/i18n/en/plans";
import { emptyStates } from "@sahayi/contract/messages";
import { PageHeader } from "../../components/page-header.tsx";
import { PlanCard, PlanDetailsLink } from "../../components/plans/plan-card.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { PlanGridSkeleton } from "../../components/skeletons.tsx";
import { t } from "../../lib/i18n.ts";
import { useHomepage } from "../../lib/queries/get-homepage.ts";

/**
 * Product §2 /subscriptions: the banner and the plan cards in three columns. The plans come with
 * the home data the shell has already asked for, so the page usually paints at once.
 */
export function SubscriptionsPage() {
  const homepage = useHomepage();
  return (
    <>
      <PageHeader title={t(plans.subscriptionPlans)}>
        <p>{t(plans.subscriptionsIntro)}</p>
      </PageHeader>
      <div className="container-page py-10 md:py-14">
        {homepage.isPending ? (
          <PlanGridSkeleton />
        ) : homepage.isError ? (
          <QueryError error={homepage.error} onRetry={() => void homepage.refetch()} />
        ) : homepage.data.pricing.length === 0 ? (
          <p className="py-10 text-center text-lg text-muted">{t(emptyStates.noPlans)}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {homepage.data.pricing.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} action={<PlanDetailsLink plan={plan} />} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
